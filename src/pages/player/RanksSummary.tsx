import type { MatchmakingStanding } from '../../api/types';
import { DivisionIcon } from '../../components/DivisionIcon';
import { HeadedSection } from '../../components/HeadedSection';
import { ProgressBar } from '../../components/ProgressBar';
import { formatNumber } from '../../lib/format';
import { divisionName, divisionProgress, isTopDivision, MATCHMAKING_TYPE, standingScore } from '../../lib/matchmaking';
import type { MatchmakingEntry } from '../../data/player';

const TYPE_ORDER: readonly number[] = [MATCHMAKING_TYPE.ranked2v2, MATCHMAKING_TYPE.ranked3v3, MATCHMAKING_TYPE.royal];
const TYPE_LABELS: Readonly<Record<number, string>> = { 5: 'Ranked 2v2', 2: 'Ranked 3v3', 3: 'Royal' };

const orderOf = (entry: MatchmakingEntry) => {
  const at = TYPE_ORDER.indexOf(entry.info.typeid ?? -1);
  return at === -1 ? TYPE_ORDER.length : at;
};

/** One standing per matchmaking type the player has played: division, score, progress and rank. */
export function RanksSummary({ entries }: { entries: readonly MatchmakingEntry[] }) {
  const list = [...entries].sort((a, b) => orderOf(a) - orderOf(b));
  return (
    <HeadedSection title="Matchmaking" className="box player-ranks">
      {list.length === 0 ? (
        <p>This player has not played any official matches yet.</p>
      ) : (
        <ul className="player-rank-list">
          {list.map((entry, index) => (
            <Standing key={`${index}-${entry.info.typeid ?? ''}`} standing={entry.info} total={entry.total} />
          ))}
        </ul>
      )}
    </HeadedSection>
  );
}

function Standing({ standing, total }: { standing: MatchmakingStanding; total: number | undefined }) {
  const label = TYPE_LABELS[standing.typeid ?? -1] ?? standing.typename ?? 'Matchmaking';
  const progress = divisionProgress(standing);
  const next = divisionName(standing.division_next);
  const top = isTopDivision(standing);
  return (
    <li className="player-rank" aria-label={label}>
      <h3 className="title is-6 mb-2">{label}</h3>
      <div className="player-rank-division">
        <DivisionIcon division={standing.division} size={2.5} />
        <div>
          <p className="has-text-weight-bold">{divisionName(standing.division)}</p>
          <p>{standingScore(standing)}</p>
        </div>
      </div>
      {top && <p className="player-rank-top">Top division</p>}
      {progress !== undefined && (
        <ProgressBar value={Math.round(progress * 100)} label={`Progress to ${next}`} className="is-success" />
      )}
      {typeof standing.rank === 'number' && (
        <p>
          Rank {formatNumber(standing.rank)}
          {typeof total === 'number' && total > 0 ? ` of ${formatNumber(total)}` : ''}
        </p>
      )}
    </li>
  );
}
