// Where the signed-in player stands, in the words of the "you" strips (issue 43) and the signed-in home (issue 46):
// the next trophy line of a Track of the Day board, and a cup's division seen from the division above.
import { countOf, formatNumber } from './format';
import { isShownScore, MEDALS, type MapKind, type Medal, type MedalScores } from './leaderboard';

/** The positions a Track of the Day map's trophies change at. */
export const TROPHY_LINES = [1, 2, 3, 10, 100, 1000, 10_000] as const;

/** "13 places to position 1,000", or the top reached. */
export function nextTrophyLine(rank: number): string {
  const line = [...TROPHY_LINES].reverse().find((position) => position < rank);
  return line === undefined
    ? 'First place: every trophy line held'
    : `${countOf(rank - line, 'place')} to position ${formatNumber(line)}`;
}

/** The medals a map has, best first, with the score each asks for (a medal the map lacks is left out). */
export function medalTargets(map: MedalScores): { medal: Medal; score: number }[] {
  return MEDALS.map((medal) => ({ medal, score: map[`${medal}Score`] })).filter(({ score }) => isShownScore(score));
}

/** A cup's divisions seat this many players each: the qualification's best 64 play Division 1, the next 64 Division 2. */
export const CUP_DIVISION_SIZE = 64;

/**
 * The last qualification seat of the division above `division` (its cut-off, by rank), and how many places the
 * player's qualification rank was below it; undefined in Division 1 or without a division.
 */
export function cutoffAbove(
  division: number | undefined,
  qualificationRank: number | undefined,
): { division: number; seat: number; behind: number | undefined } | undefined {
  if (division === undefined || !(division > 1)) return undefined;
  const seat = (division - 1) * CUP_DIVISION_SIZE;
  const behind = qualificationRank !== undefined && qualificationRank > seat ? qualificationRank - seat : undefined;
  return { division: division - 1, seat, behind };
}

/** Whether a map kind has medals a time or score is measured against (royal maps have none). */
export const hasMedals = (kind: MapKind): boolean => kind !== 'royal';
