// Who plays an event and how they finish: its field of players, its teams, and the result lists of its
// matches, challenges and leaderboard. A round that has not started has no results yet.
import type { Player } from '../../api/types';
import type { EventInfo } from './competitions';
import { findChallenge, findMatch } from './competitionRounds';
import { styledName } from './gameText';
import { mockPlayer, PLAYER_COUNT } from './players';
import { rngFor } from './random';
import { nowSeconds } from './time';

/** Results per page of a match (node-trackmania.io documented 25). */
export const MATCH_RESULTS_PAGE_SIZE = 25;
/** Results per page of a challenge and of the leaderboards (our choice). */
export const RESULTS_PAGE_SIZE = 50;
export const TEAM_SIZE = 3;

export interface MockEventResult {
  position: number;
  player: Player;
  score: number;
  team?: string;
}

// Distinct players within an event: a stride coprime with the pool walks it without repeating.
const POOL = PLAYER_COUNT - 1;
const STRIDE = 7919;

/** The event's player number k (0-based). */
export function fieldPlayer(event: EventInfo, k: number): Player {
  const offset = rngFor('event-field', event.index).int(0, POOL - 1);
  return mockPlayer(1 + ((offset + k * STRIDE) % POOL));
}

export function teamName(event: EventInfo, team: number): string {
  return styledName(rngFor('event-team', event.index, team));
}

/** /api/comp/{id}/teams: whole teams of three in team events, none otherwise. */
export function teamsOf(event: EventInfo) {
  if (!event.teams) return [];
  return Array.from({ length: Math.floor(event.numplayers / TEAM_SIZE) }, (_, team) => ({
    id: event.competitionid * 100 + team + 1,
    name: teamName(event, team),
    players: Array.from({ length: TEAM_SIZE }, (_, member) => fieldPlayer(event, team * TEAM_SIZE + member)),
  }));
}

/** The field numbers `from` .. `from + size - 1` in a seeded finishing order. */
export function finishingOrder(seed: string | number, from: number, size: number): number[] {
  const order = Array.from({ length: Math.max(0, size) }, (_, i) => from + i);
  const rng = rngFor('event-order', seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  return order;
}

function resultsPage(
  event: EventInfo,
  order: number[],
  page: number,
  pageSize: number,
  score: (position: number) => number,
): MockEventResult[] {
  return order.slice(page * pageSize, (page + 1) * pageSize).map((k, i) => {
    const position = page * pageSize + i + 1;
    const result: MockEventResult = { position, player: fieldPlayer(event, k), score: score(position) };
    if (event.teams) result.team = teamName(event, Math.floor(k / TEAM_SIZE));
    return result;
  });
}

/** A page of a match's results (points), or undefined when the event has no such match. */
export function matchResults(
  event: EventInfo,
  matchId: number,
  page: number,
  now = nowSeconds(),
): MockEventResult[] | undefined {
  const found = findMatch(event, matchId, now);
  if (!found) return undefined;
  if (now < found.round.startdate) return [];
  const size = Math.max(2, Math.min(64, Math.floor(event.numplayers / found.matchCount)));
  const from = Math.min(found.matchIndex * size, Math.max(0, event.numplayers - size));
  const order = finishingOrder(matchId, from, Math.min(size, event.numplayers));
  return resultsPage(event, order, page, MATCH_RESULTS_PAGE_SIZE, (position) => (order.length - position + 1) * 10);
}

/** A page of a challenge's results (race times in ms), or undefined when the event has no such challenge. */
export function challengeResults(
  event: EventInfo,
  challengeId: number,
  page: number,
  now = nowSeconds(),
): MockEventResult[] | undefined {
  const found = findChallenge(event, challengeId, now);
  if (!found) return undefined;
  if (now < found.round.startdate) return [];
  // The first round's challenge is open to all; a later one to the best sixteen.
  const size = found.roundIndex === 0 ? event.numplayers : Math.min(16, event.numplayers);
  const order = finishingOrder(challengeId, 0, size);
  const base = 38_000 + rngFor('event-map', challengeId).int(0, 20_000);
  return resultsPage(
    event,
    order,
    page,
    RESULTS_PAGE_SIZE,
    (position) => base + Math.round(4000 * ((position - 1) / Math.max(1, size)) ** 1.5) + position * 7,
  );
}

/** A page of the event's overall leaderboard (points) with the number of pages; empty before the start. */
export function leaderboardPage(event: EventInfo, page: number, now = nowSeconds()) {
  const size = now < event.startdate ? 0 : event.numplayers;
  const order = finishingOrder(`lb-${event.index}`, 0, size);
  return {
    results: resultsPage(event, order, page, RESULTS_PAGE_SIZE, (position) => Math.max(0, 2000 - position * 5)),
    page_max: Math.ceil(size / RESULTS_PAGE_SIZE),
  };
}
