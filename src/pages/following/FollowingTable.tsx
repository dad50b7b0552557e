import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import { RateLimitNote } from '../../components/RateLimitNote';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { useUrlSort } from '../../components/tableSort';
import { getFollowing, type FollowingState, type Snapshot } from '../../lib/following';
import { snapshotOf, takeSnapshots } from '../../lib/followingChanges';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { followingQueries } from './api';
import { FOLLOWING_COLUMNS, FOLLOWING_ORDER, PicksContext, type Picks } from './followingColumns';
import { figuresByPlayer, rowsOf, type FollowingAnswer, type FollowingRow } from './followingRows';
import { useVisitSnapshot } from './useVisitSnapshot';

interface FollowingTableProps {
  state: FollowingState;
}

/** The last visit's snapshots as they are now in this browser. */
function storedBaseline(): Record<string, Snapshot | undefined> {
  const stored = getFollowing();
  return Object.fromEntries(stored.players.map((player) => [player.id, snapshotOf(stored, player.id)]));
}

const rowKey = (row: FollowingRow) => row.followed.id;

/**
 * One row per followed player, filled in as answers arrive through the shared scheduler (cached answers first), with
 * what changed since the last visit, a sort kept in the address, and two rows picked for the compare page.
 */
export function FollowingTable({ state }: FollowingTableProps) {
  const { players } = state;
  // What changed is measured against the snapshots as they were when the page opened: a snapshot taken during this
  // visit (after a minute, say) is for the next one. "Mark all as seen" moves this reference.
  const [baseline, setBaseline] = useState(storedBaseline);
  // "yesterday" is counted from when the page opened: stable across the visit's renders.
  const [now] = useState(() => Date.now());
  const combine = useCallback(
    (answers: FollowingAnswer[]) => rowsOf(players, answers, { baseline, now }),
    [players, baseline, now],
  );
  const rows = useQueries({
    queries: [
      ...players.map((player) => followingQueries.profile(player.id)),
      ...players.map((player) => followingQueries.latestCotd(player.id)),
    ],
    combine,
  });
  const sort = useUrlSort(FOLLOWING_COLUMNS, { fallback: FOLLOWING_ORDER, orderParam: 'order' });
  const [picked, setPicked] = useState<readonly string[]>([]);
  const picks = useMemo<Picks>(
    () => ({
      picked,
      toggle: (id) =>
        setPicked((previous) =>
          previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id].slice(-2),
        ),
    }),
    [picked],
  );

  const settled = rows.filter((row) => row.state !== 'loading' && row.cupState !== 'loading').length;
  const complete = settled === rows.length;
  // The rows change whenever an answer does (a refetch too), so the figures kept for next time are never stale.
  const figures = useMemo(() => figuresByPlayer(rows), [rows]);
  useVisitSnapshot(figures, complete && rows.length > 0);

  const markAllSeen = () => {
    takeSnapshots(figures);
    setBaseline(storedBaseline());
  };

  const pickedRows = picked.map((id) => rows.find((row) => row.followed.id === id)).filter((row) => row !== undefined);
  const failed = rows.filter((row) => row.state === 'error').length;
  const anyChange = rows.some((row) => row.changes.length > 0);

  return (
    <div className="following-list">
      <p className="following-progress" aria-live="polite">
        {complete
          ? `${formatNumber(rows.length)} ${rows.length === 1 ? 'player' : 'players'}`
          : `${formatNumber(settled)} of ${formatNumber(rows.length)} players`}
        {failed > 0 && ` (${formatNumber(failed)} not answering)`}
      </p>
      <RateLimitNote />
      <div className="buttons following-actions">
        <button type="button" className="button is-small" onClick={markAllSeen} disabled={!complete || !anyChange}>
          Mark all as seen
        </button>
        {pickedRows.length === 2 && pickedRows[0] && pickedRows[1] ? (
          <Link
            className="button is-small is-link"
            to={paths.compare(pickedRows[0].followed.id, pickedRows[1].followed.id)}
          >
            Compare {pickedRows[0].label} and {pickedRows[1].label}
          </Link>
        ) : (
          <span className="following-hint">Pick two players to compare them.</span>
        )}
      </div>
      <PicksContext value={picks}>
        <ResponsiveTable
          label="Followed players"
          className="following-table"
          columns={FOLLOWING_COLUMNS}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
        />
      </PicksContext>
    </div>
  );
}
