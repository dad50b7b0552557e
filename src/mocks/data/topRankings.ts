// Trophy rankings: every mock player has trophy points; the world ranking orders them all, a zone's ranking keeps
// the players living in the zone (ranked within it). Pages of 50 with pageCount, as the API pages rankings.
import type { Player } from '../../api/types';
import { mockPlayer, PLAYER_COUNT } from './players';
import { rngFor } from './random';
import { WORLD_ZONE_ID } from './zones';
import { isKnownZone, playersInZone } from './zoneTree';

export const TROPHY_PAGE_SIZE = 50;

/** A curve through (share of the ranking, value) points: the value at the top, at 1%, ... at the bottom. */
type Curve = readonly (readonly [number, number])[];

/** The value at a share (0 = first place, 1 = last) of a ranking, by linear steps between the curve's points. */
function valueOnCurve(curve: Curve, share: number): number {
  for (let i = 1; i < curve.length; i += 1) {
    const [q0, v0] = curve[i - 1] ?? [0, 0];
    const [q1, v1] = curve[i] ?? [1, 0];
    if (share <= q1) return v0 + ((v1 - v0) * (share - q0)) / (q1 - q0 || 1);
  }
  return curve[curve.length - 1]?.[1] ?? 0;
}

/** What the server says above the world ranking (the page shows it as it comes). */
export const WORLD_TROPHY_NOTE =
  'Trophy points are refreshed every hour from the game’s servers. Newly active players can take up to a day to appear.';

// A few players far ahead, a long tail: most people have under 250,000 points.
const TROPHY_CURVE: Curve = [
  [0, 8_400_000],
  [0.01, 3_200_000],
  [0.1, 900_000],
  [0.4, 250_000],
  [1, 1_000],
];

let worldOrder: number[] | undefined;
let pointsOf: Map<number, number> | undefined;

/** All players, most points first. */
function world(): number[] {
  if (!worldOrder) {
    const keyed = Array.from(
      { length: PLAYER_COUNT },
      (_, index) => [rngFor('trophy-order', index).next(), index] as const,
    );
    worldOrder = [...keyed].sort((a, b) => a[0] - b[0]).map(([, index]) => index);
    // A small random step inside each rank's slot of the curve keeps the points strictly falling, not evenly spaced.
    pointsOf = new Map(
      worldOrder.map((index, at) => {
        const share = (at + rngFor('trophy-points', index).next() * 0.9) / PLAYER_COUNT;
        return [index, Math.round(valueOnCurve(TROPHY_CURVE, share))];
      }),
    );
  }
  return worldOrder;
}

/** A player's trophy points (by data-set index). */
export function trophyPointsOf(index: number): number {
  world();
  return pointsOf?.get(((index % PLAYER_COUNT) + PLAYER_COUNT) % PLAYER_COUNT) ?? 0;
}

const zoneOrders = new Map<string, number[]>();

/** A zone's players in ranking order: the world order, kept to those living in the zone. */
function zoneOrder(zoneId: string): number[] {
  if (zoneId === WORLD_ZONE_ID) return world();
  const cached = zoneOrders.get(zoneId);
  if (cached) return cached;
  const inZone = playersInZone(zoneId);
  const order = world().filter((index) => inZone.has(index));
  zoneOrders.set(zoneId, order);
  return order;
}

/** A player's place in a zone's trophy ranking (1 is first), or undefined when they do not live in it. */
export function trophyZoneRank(index: number, zoneId: string): number | undefined {
  const at = isKnownZone(zoneId) ? zoneOrder(zoneId).indexOf(index) : -1;
  return at < 0 ? undefined : at + 1;
}

export interface MockTrophyRank {
  rank: number;
  score: number;
  player: Player;
}

export interface MockTrophyPage {
  note: string;
  pageCount: number;
  ranks: MockTrophyRank[];
}

/** One page of a zone's ranking (World without a zone), or undefined for a zone the tree does not have. */
export function trophyRankingPage(page: number, zoneId: string = WORLD_ZONE_ID): MockTrophyPage | undefined {
  if (!isKnownZone(zoneId)) return undefined;
  const order = zoneOrder(zoneId);
  const ranks = order.slice(page * TROPHY_PAGE_SIZE, (page + 1) * TROPHY_PAGE_SIZE).map((index, at) => ({
    rank: page * TROPHY_PAGE_SIZE + at + 1,
    score: trophyPointsOf(index),
    player: mockPlayer(index),
  }));
  return { note: WORLD_TROPHY_NOTE, pageCount: Math.ceil(order.length / TROPHY_PAGE_SIZE), ranks };
}
