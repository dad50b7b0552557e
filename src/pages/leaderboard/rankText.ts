import { countOf, formatNumber, formatPercent } from '../../lib/format';
import { MAX_OFFSET } from '../../lib/leaderboard';
import type { RankSearchResult } from '../../lib/rankSearch';

/** A share of all players; small shares keep two decimals, so 0.04 % does not read as nobody. */
export function shareText(part: number, playerCount: number | undefined): string | undefined {
  if (playerCount === undefined || !(playerCount > 0)) return undefined;
  const share = Math.min(1, part / playerCount);
  return formatPercent(share, share < 0.01 ? 2 : 1);
}

/** "12,345 players · 3.2%"; "10,000+ players" beyond the leaderboard's reach; "about …" when the board moved meanwhile. */
export function holdersText(result: RankSearchResult, playerCount: number | undefined): string {
  if (result.beyond) return `${formatNumber(MAX_OFFSET)}+ players`;
  if (result.count === 0) return 'Nobody yet';
  const share = shareText(result.count, playerCount);
  const text = `${countOf(result.count, 'player')}${share ? ` · ${share}` : ''}`;
  return result.approximate ? `about ${text}` : text;
}

/** The requests a fan-out of `searches` binary searches costs on a board of `playerCount`, for the button's note. */
export function searchCost(searches: number, playerCount: number | undefined): number {
  const reach = Math.min(MAX_OFFSET, playerCount ?? MAX_OFFSET);
  return searches * Math.ceil(Math.log2(reach + 1));
}
