// Player search and the player groups: bare arrays of `{ player, matchmaking: [flat items] }`, like the API.
import type { MatchmakingStanding, Player } from '../../api/types';
import { playerStandings } from './mmRankings';
import { mockPlayer, PLAYER_COUNT } from './players';
import { plainText } from './gameText';

export const SEARCH_PAGE_SIZE = 50;

/** The groups /api/players/group/{group} knows; each is a meta flag set to true. */
export const PLAYER_GROUPS = ['nadeo', 'tmgl', 'sponsor', 'team'] as const;
export type PlayerGroup = (typeof PLAYER_GROUPS)[number];

export function isPlayerGroup(value: string): value is PlayerGroup {
  return (PLAYER_GROUPS as readonly string[]).includes(value);
}

export interface MockSearchResult {
  player: Player;
  matchmaking: MatchmakingStanding[];
}

export function searchResult(index: number): MockSearchResult {
  return { player: mockPlayer(index), matchmaking: playerStandings(index) };
}

let searchTexts: string[] | undefined;

/** Each player's searchable text: the plain display name and the vanity, lower case. */
function texts(): string[] {
  searchTexts ??= Array.from({ length: PLAYER_COUNT }, (_, index) => {
    const player = mockPlayer(index);
    return `${plainText(player.name ?? '')}\n${player.meta?.vanity ?? ''}`.toLowerCase();
  });
  return searchTexts;
}

/** Every player whose name or vanity holds the text (case blind), in data-set order. */
export function searchPlayers(search: string): number[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [];
  const found: number[] = [];
  texts().forEach((text, index) => {
    if (text.includes(needle)) found.push(index);
  });
  return found;
}

/** One page of search results: a page shorter than 50 is the last one (the API sends no page count here). */
export function searchPage(search: string, page: number): MockSearchResult[] {
  return searchPlayers(search)
    .slice(page * SEARCH_PAGE_SIZE, (page + 1) * SEARCH_PAGE_SIZE)
    .map(searchResult);
}

const groups = new Map<PlayerGroup, MockSearchResult[]>();

/** A group's members (meta flag true), sorted by name like a roster. */
export function groupMembers(group: PlayerGroup): MockSearchResult[] {
  const cached = groups.get(group);
  if (cached) return cached;
  const members: number[] = [];
  for (let index = 0; index < PLAYER_COUNT; index += 1) {
    // Meta is untyped JSON: `tmgl` is one of the flags the shared type does not name.
    const flags: Record<string, unknown> = { ...mockPlayer(index).meta };
    if (flags[group] === true) members.push(index);
  }
  const list = members
    .map(searchResult)
    .sort((a, b) => (a.player.name ?? '').localeCompare(b.player.name ?? '', 'en', { sensitivity: 'base' }));
  groups.set(group, list);
  return list;
}
