import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { useIsPhone } from '../../components/useMediaQuery';
import { divisionColour, isRerunName, isTopDivRank } from '../../lib/cotdStats';
import { formatNumber, formatPercent, ordinal } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { CotdResult } from '../../data/player';

export const EXCLUDED_TOOLTIP = 'This COTD has been excluded from the statistics calculations above.';

const DIVISION_CLASSES = {
  success: 'is-success',
  gold: 'player-div-gold',
  silver: 'player-div-silver',
  bronze: 'player-div-bronze',
} as const;

function DivisionTag({ div }: { div: number | undefined }) {
  if (typeof div !== 'number' || div <= 0) return <span>-</span>;
  const colour = divisionColour(div);
  return <span className={`tag ${colour ? DIVISION_CLASSES[colour] : 'is-dark'}`}>Div {formatNumber(div)}</span>;
}

/**
 * A rank with the field's size and its share: "133" over "of 3,971 (3.3%)". With `narrow` (the Rank column on a phone)
 * "of 3,971" is read out only, so rank and share keep two lines; the size still shows under the cup (Qualification).
 */
function OutOf({
  rank,
  total,
  narrow = false,
}: {
  rank: number | undefined;
  total: number | undefined;
  narrow?: boolean;
}) {
  if (typeof rank !== 'number' || rank <= 0) return <span>-</span>;
  return (
    <>
      <span>{formatNumber(rank)}</span>
      {typeof total === 'number' && total > 0 && (
        <span className="player-subline">
          <span className={narrow ? 'is-sr-only' : undefined}>of {formatNumber(total)} </span>(
          {formatPercent(rank / total)})
        </span>
      )}
    </>
  );
}

function RankCell({ row }: { row: CotdResult }) {
  return <OutOf rank={row.rank} total={row.totalplayers} narrow={useIsPhone()} />;
}

function CupCell({ row }: { row: CotdResult }) {
  return (
    <>
      <Link to={paths.cotd(row.id)}>{row.name}</Link>
      {isRerunName(row.name) && <span className="tag is-info is-light ml-1">Rerun</span>}
      {row.excludedfromstats === true && (
        <span className="tag is-warning ml-1" title={EXCLUDED_TOOLTIP}>
          Excluded<span className="is-sr-only">: {EXCLUDED_TOOLTIP}</span>
        </span>
      )}
      <span className="player-subline">
        <TimeDisplay value={row.timestamp} />
      </span>
    </>
  );
}

function MapCell({ row }: { row: CotdResult }) {
  if (!row.mapgroup || !row.mapuid) return <>-</>;
  return (
    <Link to={paths.totdLeaderboard(row.mapgroup, row.mapuid)}>
      <GameText text={row.mapname || row.mapuid} />
    </Link>
  );
}

function DivisionRank({ rank }: { rank: number | undefined }) {
  if (typeof rank !== 'number' || rank <= 0) return <>-</>;
  return isTopDivRank(rank) ? <strong className="player-top-divrank">{ordinal(rank)}</strong> : <>{ordinal(rank)}</>;
}

/**
 * On a phone a row keeps the cup whole (name, tags, date) with its division and overall rank beside it; the map,
 * the division rank and the qualification go under the cup, so no column is cut off at the right edge.
 */
const COLUMNS: readonly Column<CotdResult>[] = [
  { id: 'cup', header: 'Cup of the Day', main: true, cell: (row) => <CupCell row={row} /> },
  { id: 'map', header: 'Map', show: 'under', cell: (row) => <MapCell row={row} /> },
  { id: 'division', header: 'Division', nowrap: true, cell: (row) => <DivisionTag div={row.div} /> },
  {
    id: 'divrank',
    numeric: true,
    header: 'Division Rank',
    show: 'under',
    underLabel: 'Division rank',
    nowrap: true,
    cell: (row) => <DivisionRank rank={row.divrank} />,
  },
  { id: 'rank', numeric: true, header: 'Rank', className: 'player-cotd-rank', cell: (row) => <RankCell row={row} /> },
  {
    id: 'qualification',
    numeric: true,
    header: 'Qualification',
    show: 'under',
    cell: (row) => <OutOf rank={row.qualificationrank} total={row.totalplayers} />,
  },
];

export function CotdResultsTable({ rows }: { rows: CotdResult[] }) {
  return (
    <ResponsiveTable
      label="Cup of the Day results"
      className="player-cotd-table"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
    />
  );
}
