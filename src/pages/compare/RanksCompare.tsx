import type { MatchmakingStanding } from '../../api/types';
import { DivisionIcon } from '../../components/DivisionIcon';
import { formatNumber } from '../../lib/format';
import { betterOf } from '../../lib/headToHead';
import { divisionName, isVictoryRule, MATCHMAKING_TYPE, standingScore } from '../../lib/matchmaking';
import type { MatchmakingEntry, PlayerProfile } from '../../data/player';
import { CompareSection, type Fact, type SectionTableProps } from './CompareTable';

// The two matchmaking types still played (3v3 is discontinued): the player page's labels.
const TYPES = [
  { typeid: MATCHMAKING_TYPE.ranked2v2, label: 'Ranked 2v2' },
  { typeid: MATCHMAKING_TYPE.royal, label: 'Royal' },
] as const;

const entryOf = (profile: PlayerProfile, typeid: number): MatchmakingEntry | undefined =>
  profile.matchmaking.find((entry) => entry.info.typeid === typeid);

const rankOf = (entry: MatchmakingEntry | undefined) =>
  typeof entry?.info.rank === 'number' && entry.info.rank > 0 ? entry.info.rank : undefined;

/** Points for the ranked types, wins (the progression) for Royal. */
const scoreOf = (standing: MatchmakingStanding | undefined) =>
  standing === undefined ? undefined : isVictoryRule(standing.division) ? standing.progression : standing.score;

function Standing({ entry }: { entry: MatchmakingEntry | undefined }) {
  const standing = entry?.info;
  if (!standing) return <span>Not played</span>;
  const rank = rankOf(entry);
  return (
    <span className="compare-standing">
      <DivisionIcon division={standing.division} size={2} />
      <span>
        <strong>{divisionName(standing.division)}</strong>
        <span className="compare-sub">{standingScore(standing)}</span>
        {rank !== undefined && (
          <span className="compare-sub">
            Rank {formatNumber(rank)}
            {typeof entry.total === 'number' && entry.total > 0 ? ` of ${formatNumber(entry.total)}` : ''}
          </span>
        )}
      </span>
    </span>
  );
}

/**
 * Division, score and rank in Ranked 2v2 and Royal; the better rank is marked (the better score without ranks). The
 * scores (points, Royal's wins) are drawn as a pair of bars.
 */
export function rankFacts(profiles: readonly [PlayerProfile, PlayerProfile]): Fact[] {
  return TYPES.map(({ typeid, label }) => {
    const [a, b] = [entryOf(profiles[0], typeid), entryOf(profiles[1], typeid)];
    const [rankA, rankB] = [rankOf(a), rankOf(b)];
    const ranked = rankA !== undefined || rankB !== undefined;
    const better = ranked ? betterOf(rankA, rankB, 'lower') : betterOf(scoreOf(a?.info), scoreOf(b?.info), 'higher');
    const [scoreA, scoreB] = [scoreOf(a?.info), scoreOf(b?.info)];
    const fact: Fact = { id: String(typeid), label, a: <Standing entry={a} />, b: <Standing entry={b} />, better };
    if (scoreA !== undefined || scoreB !== undefined) fact.amounts = [scoreA ?? 0, scoreB ?? 0];
    return fact;
  });
}

export function RanksCompare(props: SectionTableProps) {
  return <CompareSection title="Matchmaking" {...props} />;
}
