import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import type { Player } from '../../api/types';
import { FollowButton } from '../../components/FollowButton';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { plainPlayerName } from '../../components/PlayerName';
import { RateLimitNote } from '../../components/RateLimitNote';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { useUrlParam } from '../../components/useUrlParam';
import { getFollowing, type FollowedPlayer, type FollowingState, type PlayerFigures, type Snapshot } from '../../lib/following';
import { describeChanges, shouldSnapshot, snapshotOf, takeSnapshots, type SnapshotReason } from '../../lib/followingChanges';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { formatAbsoluteDay } from './format';
import { cupTime, figuresOf, followingQueries, isNoCotd, latestCup, standingOf, zoneRanks, type MatchmakingKey, type Standing } from './api';
import type { CotdResult, PlayerProfile } from '../../api/player';
import { LoadingText } from '../../components/LoadingText';

interface Row {
  followed: FollowedPlayer;
  /** The order of following: the default sort. */
  index: number;
  player: Player;
  label: string;
  state: 'loading' | 'error' | 'ready';
  error: unknown;
  profile: PlayerProfile | undefined;
  points: number | undefined;
  echelon: number | undefined;
  world: number | undefined;
  country: number | undefined;
  countryName: string | undefined;
  standings: Record<MatchmakingKey, Standing | undefined>;
  cup: CotdResult | undefined;
  cupAt: number | undefined;
  cupState: 'loading' | 'none' | 'error' | 'ready';
  changes: string[];
  /** Whether the last visit's snapshot holds this player (a newly followed one has none yet). */
  known: boolean;
  /** Followed within the last day (with no snapshot yet, there is nothing to compare with). */
  recent: boolean;
  figures: PlayerFigures | undefined;
}

export const SORTS = ['added', 'name', 'points', 'world', 'country', '2v2', '3v3', 'royal', 'cotd', 'changes'] as const;
export type SortKey = (typeof SORTS)[number];

/** Each column's natural order: more points and newer cups first, better (lower) ranks first. */
const DESCENDING: ReadonlySet<SortKey> = new Set(['points', 'cotd', 'changes']);

function sortValue(row: Row, key: SortKey): number | string | undefined {
  switch (key) {
    case 'added':
      return row.index;
    case 'name':
      return row.label.toLowerCase();
    case 'points':
      return row.points;
    case 'world':
      return row.world;
    case 'country':
      return row.country;
    case '2v2':
    case '3v3':
    case 'royal':
      return row.standings[key]?.rank;
    case 'cotd':
      return row.cupAt;
    case 'changes':
      return row.changes.length;
  }
}

/** Sorted by one column; rows without a value for it (loading, failed, never played) stay last either way. */
export function sortRows(rows: readonly Row[], key: SortKey, reversed: boolean): Row[] {
  const sign = (DESCENDING.has(key) ? -1 : 1) * (reversed ? -1 : 1);
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === undefined || y === undefined) return x === y ? a.index - b.index : x === undefined ? 1 : -1;
    const order = typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y)) : x - y;
    return order === 0 ? a.index - b.index : order * sign;
  });
}

const rank = (value: number | undefined) => (value === undefined ? '–' : `#${formatNumber(value)}`);

function StandingCell({ standing }: { standing: Standing | undefined }) {
  if (!standing) return <span className="has-text-grey">–</span>;
  return (
    <>
      {rank(standing.rank)}
      {standing.division && <span className="following-sub">{standing.division}</span>}
    </>
  );
}

function CupCell({ row }: { row: Row }) {
  if (row.cupState === 'loading') return <span className="has-text-grey">…</span>;
  if (row.cupState === 'none' || (row.cupState === 'ready' && !row.cup)) return <span className="has-text-grey">No cups</span>;
  if (row.cupState === 'error' || !row.cup) return <span className="has-text-grey">Not available</span>;
  const { cup } = row;
  return (
    <>
      {cup.div !== undefined ? `Division ${formatNumber(cup.div)}` : 'No division'}
      {cup.divrank ? `, rank ${formatNumber(cup.divrank)}` : ''}
      {row.cupAt !== undefined && <span className="following-sub">{formatAbsoluteDay(row.cupAt)}</span>}
    </>
  );
}

const NEXT_VISIT = 'What changes shows from your next visit on.';
const RECENT_MS = 86_400_000;

function ChangesCell({ row }: { row: Row }) {
  if (row.state !== 'ready') return null;
  if (!row.figures) return <span className="has-text-grey">…</span>;
  // Without an earlier visit's figures there is nothing to compare with, however often the page is reloaded.
  if (!row.known) {
    return (
      <span className="has-text-grey" title={NEXT_VISIT}>
        {row.recent ? 'Just followed' : 'Nothing to compare yet'}
      </span>
    );
  }
  if (row.changes.length === 0) return <span className="has-text-grey">No change</span>;
  return (
    <ul className="following-changes">
      {row.changes.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

interface FollowingTableProps {
  state: FollowingState;
}

/**
 * One row per followed player, filled in as answers arrive through the shared scheduler (cached answers first), with
 * what changed since the last visit, a sort kept in the address, and two rows picked for the compare page.
 */
export function FollowingTable({ state }: FollowingTableProps) {
  const { players } = state;
  const profiles = useQueries({ queries: players.map((player) => followingQueries.profile(player.id)) });
  const cups = useQueries({ queries: players.map((player) => followingQueries.latestCotd(player.id)) });
  const [params, setUrl] = useUrlParam('sort', 'order');
  const sortParam = params.get('sort');
  const sort: SortKey = SORTS.find((key) => key === sortParam) ?? 'added';
  const reversed = params.get('order') === 'reverse';
  const [picked, setPicked] = useState<string[]>([]);
  // What changed is measured against the snapshots as they were when the page opened: a snapshot taken during this
  // visit (after a minute, say) is for the next one. "Mark all as seen" moves this reference.
  const [baseline, setBaseline] = useState<Record<string, Snapshot | undefined>>(() => {
    const opened = getFollowing();
    return Object.fromEntries(opened.players.map((player) => [player.id, snapshotOf(opened, player.id)]));
  });
  // "yesterday" is counted from when the page opened: stable across the visit's renders.
  const [now] = useState(() => Date.now());

  const rows: Row[] = players.map((followed, index) => {
    const profileQuery = profiles[index];
    const cupQuery = cups[index];
    const profile = profileQuery?.data;
    const zone = profile ? zoneRanks(profile) : undefined;
    const player: Player = profile
      ? { id: profile.accountid, name: profile.displayname, tag: profile.clubtag, zone: profile.trophies?.zone, meta: profile.meta }
      : { id: followed.id, name: followed.name };
    const cupState: Row['cupState'] = !cupQuery || cupQuery.isPending ? 'loading' : cupQuery.isError ? (isNoCotd(cupQuery.error) ? 'none' : 'error') : 'ready';
    const cup = cupState === 'ready' ? latestCup(cupQuery?.data) : undefined;
    const state: Row['state'] = profileQuery?.isError ? 'error' : profile ? 'ready' : 'loading';
    // A snapshot only from complete figures: a cup still loading would look like "no cup" next time.
    const figures = profile && (cupState === 'ready' || cupState === 'none') ? figuresOf(profile, cup) : undefined;
    const before = baseline[followed.id];
    return {
      followed,
      index,
      player,
      label: plainPlayerName(player),
      state,
      error: profileQuery?.error,
      profile,
      points: profile?.trophies?.points,
      echelon: profile?.trophies?.echelon,
      world: zone?.world,
      country: zone?.country,
      countryName: zone?.countryName,
      standings: {
        '2v2': profile ? standingOf(profile, '2v2') : undefined,
        '3v3': profile ? standingOf(profile, '3v3') : undefined,
        royal: profile ? standingOf(profile, 'royal') : undefined,
      },
      cup,
      cupAt: cupTime(cup),
      cupState,
      changes: figures && before ? describeChanges(before.figures, figures, now) : [],
      known: before !== undefined,
      recent: now - followed.addedAt < RECENT_MS,
      figures,
    };
  });

  const settled = rows.filter((row) => row.state !== 'loading' && row.cupState !== 'loading').length;
  const complete = settled === rows.length;
  const figures = useMemo(() => {
    const all: Record<string, PlayerFigures> = {};
    for (const row of rows) if (row.figures) all[row.followed.id] = row.figures;
    return all;
    // Recomputed when an answer arrives; the figures objects themselves are rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, players]);
  useVisitSnapshot(figures, complete && rows.length > 0);

  const markAllSeen = () => {
    takeSnapshots(figures);
    const seen = getFollowing();
    setBaseline(Object.fromEntries(seen.players.map((player) => [player.id, snapshotOf(seen, player.id)])));
  };

  const chooseSort = (key: SortKey) => {
    const again = key === sort && !reversed;
    setUrl({ sort: key === 'added' ? null : key, order: again ? 'reverse' : null });
  };

  const togglePick = (id: string) => {
    setPicked((previous) => (previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id].slice(-2)));
  };

  const header = (key: SortKey, text: string) => {
    const active = sort === key;
    const arrow = active ? ((DESCENDING.has(key) ? !reversed : reversed) ? ' ↓' : ' ↑') : '';
    return (
      <button type="button" className="button is-ghost is-small following-sort" aria-pressed={active} onClick={() => chooseSort(key)}>
        {text}
        <span aria-hidden="true">{arrow}</span>
        {active && <span className="is-sr-only"> (sorted{reversed ? ', reversed' : ''})</span>}
      </button>
    );
  };

  const columns: Column<Row>[] = [
    {
      id: 'pick',
      header: 'Compare',
      srHeader: true,
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Pick ${row.label} to compare`}
          checked={picked.includes(row.followed.id)}
          onChange={() => togglePick(row.followed.id)}
        />
      ),
    },
    {
      id: 'name',
      header: header('name', 'Player'),
      main: true,
      rowHeader: true,
      cell: (row) => (
        <>
          {row.state === 'error' ? <span className="is-mono">{row.followed.name ? <GameText text={row.followed.name} /> : row.followed.id}</span> : <PlayerLink player={row.player} showTag showFlag markFollowed={false} />}
          {row.state === 'error' && (
            <span className="following-sub has-text-danger">This account does not answer any more: {errorMessage(row.error)}</span>
          )}
          {row.state === 'loading' && <span className="following-sub has-text-grey">
              <LoadingText />
            </span>}
        </>
      ),
    },
    {
      id: 'points',
      header: header('points', 'Trophies'),
      align: 'right',
      nowrap: true,
      cell: (row) => (
        <>
          {row.points === undefined ? '–' : formatNumber(row.points)}
          {row.echelon !== undefined && <span className="following-sub">Echelon {row.echelon}</span>}
        </>
      ),
    },
    { id: 'world', header: header('world', 'World'), underLabel: 'World', align: 'right', nowrap: true, show: 'under', cell: (row) => rank(row.world) },
    {
      id: 'country',
      header: header('country', 'Country'),
      underLabel: 'Country',
      align: 'right',
      nowrap: true,
      show: 'under',
      cell: (row) => (
        <>
          {rank(row.country)}
          {row.countryName && <span className="following-sub">{row.countryName}</span>}
        </>
      ),
    },
    { id: '2v2', header: header('2v2', '2v2'), underLabel: '2v2', nowrap: true, show: 'under', cell: (row) => <StandingCell standing={row.standings['2v2']} /> },
    { id: '3v3', header: header('3v3', '3v3'), underLabel: '3v3', nowrap: true, show: 'under', cell: (row) => <StandingCell standing={row.standings['3v3']} /> },
    { id: 'royal', header: header('royal', 'Royal'), underLabel: 'Royal', nowrap: true, show: 'under', cell: (row) => <StandingCell standing={row.standings.royal} /> },
    { id: 'cotd', header: header('cotd', 'Latest Cup of the Day'), underLabel: 'Latest Cup of the Day', show: 'under', cell: (row) => <CupCell row={row} /> },
    { id: 'changes', header: header('changes', 'Since your last visit'), underLabel: 'Since your last visit', show: 'under', cell: (row) => <ChangesCell row={row} /> },
    {
      id: 'follow',
      header: 'Follow',
      srHeader: true,
      // On a phone the row has no room for it: the player page has the same button.
      show: 'tablet',
      cell: (row) => <FollowButton id={row.followed.id} name={row.followed.name} label={row.label} />,
    },
  ];

  const shown = sortRows(rows, sort, reversed);
  const pickedRows = picked.map((id) => rows.find((row) => row.followed.id === id)).filter((row) => row !== undefined);
  const failed = rows.filter((row) => row.state === 'error').length;
  const anyChange = rows.some((row) => row.changes.length > 0);

  return (
    <div className="following-list">
      <p className="following-progress" aria-live="polite">
        {complete ? `${formatNumber(rows.length)} ${rows.length === 1 ? 'player' : 'players'}` : `${formatNumber(settled)} of ${formatNumber(rows.length)} players`}
        {failed > 0 && ` (${formatNumber(failed)} not answering)`}
      </p>
      <RateLimitNote />
      <div className="buttons following-actions">
        <button type="button" className="button is-small" onClick={markAllSeen} disabled={!complete || !anyChange}>
          Mark all as seen
        </button>
        {pickedRows.length === 2 && pickedRows[0] && pickedRows[1] ? (
          <Link className="button is-small is-link" to={paths.compare(pickedRows[0].followed.id, pickedRows[1].followed.id)}>
            Compare {pickedRows[0].label} and {pickedRows[1].label}
          </Link>
        ) : (
          <span className="following-hint">Pick two players to compare them.</span>
        )}
      </div>
      <ResponsiveTable label="Followed players" className="following-table" columns={columns} rows={shown} rowKey={(row) => row.followed.id} />
    </div>
  );
}

/**
 * The figures seen on this visit become the next visit's reference: when the page is left or hidden, or after a
 * minute on it (see shouldSnapshot), once per visit.
 */
function useVisitSnapshot(figures: Record<string, PlayerFigures>, shown: boolean): void {
  const latest = useRef(figures);
  const shownAt = useRef<number | undefined>(undefined);
  const taken = useRef(false);
  useEffect(() => {
    latest.current = figures;
  }, [figures]);
  useEffect(() => {
    if (shown) shownAt.current ??= Date.now();
  }, [shown]);
  useEffect(() => {
    const commit = (reason: SnapshotReason) => {
      const shownFor = shownAt.current === undefined ? undefined : Date.now() - shownAt.current;
      if (!shouldSnapshot(reason, shownFor, taken.current)) return;
      taken.current = true;
      takeSnapshots(latest.current);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') commit('leave');
    };
    const onPageHide = () => commit('leave');
    const timer = setInterval(() => commit('timer'), 5_000);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      commit('leave');
    };
  }, []);
}
