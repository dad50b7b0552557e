import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { isRerunName } from '../../lib/cotdStats';
import { formatNumber, ordinal } from '../../lib/format';
import type { Side, SharedCup } from '../../lib/headToHead';
import { paths } from '../../lib/paths';
import type { CotdResult } from '../../data/player';
import { BetterMark } from './CompareTable';

/** The overall rank, then the division and the place in it. */
function Placing({ result }: { result: CotdResult }) {
  const rank = typeof result.rank === 'number' && result.rank > 0 ? formatNumber(result.rank) : '-';
  const div = typeof result.div === 'number' && result.div > 0 ? `Div ${formatNumber(result.div)}` : '';
  const place = typeof result.divrank === 'number' && result.divrank > 0 ? ordinal(result.divrank) : '';
  return (
    <>
      {rank}
      {(div || place) && <span className="compare-sub">{[div, place].filter(Boolean).join(', ')}</span>}
    </>
  );
}

interface HeadToHeadTableProps {
  cups: readonly SharedCup<CotdResult>[];
  heads: readonly [ReactNode, ReactNode];
  names: readonly [string, string];
}

function sideColumn(side: Side, head: ReactNode): Column<SharedCup<CotdResult>> {
  return {
    id: side,
    header: head,
    cell: (cup) =>
      cup.ahead === side ? (
        <span className="compare-better">
          <Placing result={cup[side]} />
          <BetterMark />
        </span>
      ) : (
        <Placing result={cup[side]} />
      ),
  };
}

/**
 * The cups both played, newest first: each player's result, the one ahead marked, and who it was in words. On a phone
 * the cup (its link, wrapping) and both results keep their columns; "Ahead" hides there, the mark says it.
 */
export function HeadToHeadTable({ cups, heads, names }: HeadToHeadTableProps) {
  const columns = useMemo<Column<SharedCup<CotdResult>>[]>(
    () => [
      {
        id: 'cup',
        header: 'Cup of the Day',
        main: true,
        rowHeader: true,
        className: 'compare-cup',
        cell: (cup) => (
          <>
            <Link to={paths.cotd(cup.a.id)}>{cup.a.name}</Link>
            {isRerunName(cup.a.name) && <span className="tag is-info is-light ml-1">Rerun</span>}
            <span className="compare-sub">
              <TimeDisplay value={cup.a.timestamp ?? cup.b.timestamp} />
            </span>
          </>
        ),
      },
      sideColumn('a', heads[0]),
      sideColumn('b', heads[1]),
      {
        id: 'ahead',
        header: 'Ahead',
        show: 'tablet',
        cell: (cup) => (cup.ahead === 'tie' ? 'Tie' : names[cup.ahead === 'a' ? 0 : 1]),
      },
    ],
    [heads, names],
  );
  return (
    <ResponsiveTable
      label="Cups of the Day both played, with each player’s rank"
      className="compare-h2h-table"
      columns={columns}
      rows={cups}
      rowKey={(cup) => cup.a.id}
    />
  );
}
