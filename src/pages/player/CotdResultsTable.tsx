import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { TimeDisplay } from '../../components/TimeDisplay';
import { divisionColour, isRerunName, isTopDivRank } from '../../lib/cotdStats';
import { formatNumber, formatPercent, ordinal } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { CotdResult } from './api';

export const EXCLUDED_TOOLTIP = 'This COTD has been excluded from the statistics calculations above.';

const DIVISION_CLASSES = { success: 'is-success', gold: 'player-div-gold', silver: 'player-div-silver', bronze: 'player-div-bronze' } as const;

function DivisionTag({ div }: { div: number | undefined }) {
  if (typeof div !== 'number' || div <= 0) return <span>-</span>;
  const colour = divisionColour(div);
  return <span className={`tag ${colour ? DIVISION_CLASSES[colour] : 'is-dark'}`}>Div {formatNumber(div)}</span>;
}

function OutOf({ rank, total }: { rank: number | undefined; total: number | undefined }) {
  if (typeof rank !== 'number' || rank <= 0) return <span>-</span>;
  return (
    <>
      <span>{formatNumber(rank)}</span>
      {typeof total === 'number' && total > 0 && (
        <span className="player-subline">
          of {formatNumber(total)} ({formatPercent(rank / total)})
        </span>
      )}
    </>
  );
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

export function CotdResultsTable({ rows }: { rows: CotdResult[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable player-cotd-table">
        <thead>
          <tr>
            <th scope="col">Cup of the Day</th>
            <th scope="col" className="is-hidden-mobile">
              Map
            </th>
            <th scope="col">Division</th>
            <th scope="col">Division Rank</th>
            <th scope="col">Rank</th>
            <th scope="col">Qualification</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <CupCell row={row} />
              </td>
              <td className="is-hidden-mobile">
                {row.mapgroup && row.mapuid ? (
                  <Link to={paths.totdLeaderboard(row.mapgroup, row.mapuid)}>
                    <GameText text={row.mapname || row.mapuid} />
                  </Link>
                ) : (
                  '-'
                )}
              </td>
              <td>
                <DivisionTag div={row.div} />
              </td>
              <td>
                {typeof row.divrank !== 'number' || row.divrank <= 0 ? (
                  '-'
                ) : isTopDivRank(row.divrank) ? (
                  <strong className="player-top-divrank">{ordinal(row.divrank)}</strong>
                ) : (
                  ordinal(row.divrank)
                )}
              </td>
              <td>
                <OutOf rank={row.rank} total={row.totalplayers} />
              </td>
              <td>
                <OutOf rank={row.qualificationrank} total={row.totalplayers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
