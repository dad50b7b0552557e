import { createContext, use } from 'react';
import { errorMessage } from '../../api/client';
import { FollowButton } from '../../components/FollowButton';
import { GameText } from '../../components/GameText';
import { LoadingText } from '../../components/LoadingText';
import { PlayerLink } from '../../components/PlayerLink';
import type { Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import type { Standing } from './api';
import type { FollowingRow } from './followingRows';
import { formatAbsoluteDay } from './format';

/** The rows picked for the compare page: read by each row's checkbox, so a pick draws the checkboxes only. */
export interface Picks {
  picked: readonly string[];
  toggle: (id: string) => void;
}

export const PicksContext = createContext<Picks>({ picked: [], toggle: () => undefined });

function PickBox({ row }: { row: FollowingRow }) {
  const { picked, toggle } = use(PicksContext);
  const id = row.followed.id;
  return (
    <input
      type="checkbox"
      aria-label={`Pick ${row.label} to compare`}
      checked={picked.includes(id)}
      onChange={() => toggle(id)}
    />
  );
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

function PlayerCell({ row }: { row: FollowingRow }) {
  return (
    <>
      {row.state === 'error' ? (
        <span className="is-mono">{row.followed.name ? <GameText text={row.followed.name} /> : row.followed.id}</span>
      ) : (
        <PlayerLink player={row.player} showTag showFlag markFollowed={false} />
      )}
      {row.state === 'error' && (
        <span className="following-sub has-text-danger">
          This account does not answer any more: {errorMessage(row.error)}
        </span>
      )}
      {row.state === 'loading' && (
        <span className="following-sub has-text-grey">
          <LoadingText />
        </span>
      )}
    </>
  );
}

function CupCell({ row }: { row: FollowingRow }) {
  if (row.cupState === 'loading') return <span className="has-text-grey">…</span>;
  if (row.cupState === 'none' || (row.cupState === 'ready' && !row.cup))
    return <span className="has-text-grey">No cups</span>;
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

function ChangesCell({ row }: { row: FollowingRow }) {
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

/** The order rows are given in (the order of following): no parameter in the address. */
export const FOLLOWING_ORDER = 'added';

/**
 * The columns, declared once so the shared table keeps each drawn row until its answers change. Sortable by every
 * figure: more points, the newest cup and more changes first; better (lower) ranks first.
 */
export const FOLLOWING_COLUMNS: readonly Column<FollowingRow>[] = [
  { id: 'pick', header: 'Compare', srHeader: true, cell: (row) => <PickBox row={row} /> },
  {
    id: 'name',
    header: 'Player',
    main: true,
    rowHeader: true,
    sortKey: 'name',
    sortValue: (row) => row.label.toLowerCase(),
    cell: (row) => <PlayerCell row={row} />,
  },
  {
    id: 'points',
    header: 'Trophies',
    numeric: true,
    nowrap: true,
    sortKey: 'points',
    sortDescending: true,
    sortValue: (row) => row.points,
    cell: (row) => (
      <>
        {row.points === undefined ? '–' : formatNumber(row.points)}
        {row.echelon !== undefined && <span className="following-sub">Echelon {row.echelon}</span>}
      </>
    ),
  },
  {
    id: 'world',
    header: 'World',
    numeric: true,
    nowrap: true,
    show: 'under',
    sortKey: 'world',
    sortValue: (row) => row.world,
    cell: (row) => rank(row.world),
  },
  {
    id: 'country',
    header: 'Country',
    numeric: true,
    nowrap: true,
    show: 'under',
    sortKey: 'country',
    sortValue: (row) => row.country,
    cell: (row) => (
      <>
        {rank(row.country)}
        {row.countryName && <span className="following-sub">{row.countryName}</span>}
      </>
    ),
  },
  ...(['2v2', '3v3', 'royal'] as const).map((key): Column<FollowingRow> => ({
    id: key,
    header: key === 'royal' ? 'Royal' : key,
    nowrap: true,
    show: 'under',
    sortKey: key,
    sortValue: (row) => row.standings[key]?.rank,
    cell: (row) => <StandingCell standing={row.standings[key]} />,
  })),
  {
    id: 'cotd',
    header: 'Latest Cup of the Day',
    show: 'under',
    sortKey: 'cotd',
    sortDescending: true,
    sortValue: (row) => row.cupAt,
    cell: (row) => <CupCell row={row} />,
  },
  {
    id: 'changes',
    header: 'Since your last visit',
    show: 'under',
    sortKey: 'changes',
    sortDescending: true,
    sortValue: (row) => row.changes.length,
    cell: (row) => <ChangesCell row={row} />,
  },
  // On a phone the row has no room for it: the player page has the same button.
  {
    id: 'follow',
    header: 'Follow',
    srHeader: true,
    show: 'tablet',
    cell: (row) => <FollowButton id={row.followed.id} name={row.followed.name} label={row.label} />,
  },
];
