import { Link } from 'react-router-dom';
import { BreakableText } from '../../components/BreakableText';
import { GameText } from '../../components/GameText';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { countOf } from '../../lib/format';
import { paths } from '../../lib/paths';
import { statusLabel, statusTagClass } from '../../lib/matchRules';
import type { MatchListItem } from '../../data/matches';

/**
 * On a phone a row keeps the match id, its maps (the main cell, with the start time and status under them) and the
 * Info link, the way into the match; the long live id goes under the maps too.
 */
const COLUMNS: readonly Column<MatchListItem>[] = [
  { id: 'id', header: 'ID', numeric: true, nowrap: true, className: 'is-mono', cell: (match) => match.id },
  {
    id: 'start',
    header: 'Start time',
    show: 'under',
    underLabel: '',
    cell: (match) => <TimeDisplay value={match.starttime} />,
  },
  {
    id: 'status',
    header: 'Status',
    show: 'under',
    underLabel: '',
    cell: (match) => <span className={statusTagClass(match.status)}>{statusLabel(match.status)}</span>,
  },
  // Under the maps on a phone it may break after a dash ("LID-MTCH-" then the rest): whole, it widens the table.
  {
    id: 'lid',
    header: 'Live ID',
    show: 'under',
    nowrap: true,
    className: 'is-mono matches-lid',
    cell: (match) => <BreakableText text={match.lid} />,
  },
  { id: 'maps', header: 'Maps', main: true, cell: (match) => <MatchMaps maps={match.maps} /> },
  {
    id: 'actions',
    header: 'Actions',
    nowrap: true,
    cell: (match) => (
      <Link className="button is-small" to={paths.match(match.lid)} aria-label={`Info about match ${match.id}`}>
        Info
      </Link>
    ),
  },
];

export function MatchTable({ matches }: { matches: MatchListItem[] }) {
  return (
    <ResponsiveTable
      label="Matches"
      className="matches-table"
      columns={COLUMNS}
      rows={matches}
      rowKey={(match) => match.lid}
    />
  );
}

function MatchMaps({ maps }: { maps: MatchListItem['maps'] }) {
  const [first] = maps;
  if (!first) return <span className="has-text-grey-light">-</span>;
  const others = maps.length - 1;
  return (
    <>
      <GameText text={first.name} />
      {others > 0 && <span className="matches-other-maps"> + {countOf(others, 'other map')}</span>}
    </>
  );
}
