import { memo } from 'react';
import { RateLimitNote } from '../../components/RateLimitNote';
import type { MapKind } from '../../lib/leaderboard';
import type { LeaderboardAnswer, MapInfo } from '../../data/leaderboard';
import { MedalCounts } from './MedalCounts';
import { RankCurve } from './RankCurve';
import { RankOfTime } from './RankOfTime';
import type { BoardFacts } from '../../data/rankQueries';
import { TrophyLines } from './TrophyLines';

interface HowGoodSectionProps {
  map: MapInfo;
  kind: MapKind;
  group: string;
  uid: string;
  /** The board's first answer: its playercount bounds every search. */
  answer: LeaderboardAnswer | undefined;
  /** The Track of the Day's own board, where trophies are given: it shows the trophy lines. */
  totd: boolean;
}

/**
 * How good a score is on this board: medal holders, the rank of a typed score, on a Track of the Day board the trophy
 * lines, and the curve of the score against the position. Nothing on a board nobody drove.
 */
function HowGoodSectionView({ map, kind, group, uid, answer, totd }: HowGoodSectionProps) {
  if (kind === 'royal' || answer === undefined || !(answer.playercount ?? answer.tops.length)) return null;
  const board: BoardFacts = {
    group,
    uid,
    kind,
    playerCount: answer.playercount,
    closed: answer.lockedLeaderboard === true,
  };
  return (
    <div className="box how-good">
      {/* One note for both searches: they share the request queue, so they wait together. */}
      <RateLimitNote />
      <h2 className="title is-5">Medals</h2>
      <MedalCounts map={map} board={board} />
      <h2 className="title is-5 mt-4">Where would a {kind === 'race' ? 'time' : 'score'} rank</h2>
      <RankOfTime board={board} />
      {totd && <TrophyLines board={board} held={answer.tops} />}
      <h2 className="title is-5 mt-4">Rank against {kind === 'race' ? 'time' : 'score'}</h2>
      <RankCurve board={board} held={answer.tops} />
    </div>
  );
}

/** Drawn again only when its inputs change, not at each of the page's renders. */
export const HowGoodSection = memo(HowGoodSectionView);
