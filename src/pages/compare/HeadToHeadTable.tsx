import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TimeDisplay } from '../../components/TimeDisplay';
import { isRerunName } from '../../lib/cotdStats';
import { formatNumber, ordinal } from '../../lib/format';
import type { Side, SharedCup } from '../../lib/headToHead';
import { paths } from '../../lib/paths';
import type { CotdResult } from '../../api/player';
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

/** The cups both played, newest first: each player's result, the one ahead marked, and who it was in words. */
export function HeadToHeadTable({ cups, heads, names }: HeadToHeadTableProps) {
  const cell = (cup: SharedCup<CotdResult>, side: Side) => (
    <td className={cup.ahead === side ? 'compare-better' : undefined}>
      <Placing result={cup[side]} />
      {cup.ahead === side && <BetterMark />}
    </td>
  );
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable compare-h2h-table">
        <caption className="is-sr-only">Cups of the Day both played, with each player’s rank</caption>
        <thead>
          <tr>
            <th scope="col">Cup of the Day</th>
            <th scope="col">{heads[0]}</th>
            <th scope="col">{heads[1]}</th>
            <th scope="col" className="is-hidden-mobile">
              Ahead
            </th>
          </tr>
        </thead>
        <tbody>
          {cups.map((cup) => (
            <tr key={cup.a.id}>
              <th scope="row" className="compare-cup">
                <Link to={paths.cotd(cup.a.id)}>{cup.a.name}</Link>
                {isRerunName(cup.a.name) && <span className="tag is-info is-light ml-1">Rerun</span>}
                <span className="compare-sub">
                  <TimeDisplay value={cup.a.timestamp ?? cup.b.timestamp} />
                </span>
              </th>
              {cell(cup, 'a')}
              {cell(cup, 'b')}
              <td className="is-hidden-mobile">{cup.ahead === 'tie' ? 'Tie' : names[cup.ahead === 'a' ? 0 : 1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
