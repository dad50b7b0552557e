import { queryOptions } from '@tanstack/react-query';
import { PlayerListSchema, playerSearchQuery } from './playerSearch';
import { readEndpoint } from './read';
import { playerGroup } from './endpoints/players';

// The search itself lives in src/data/playerSearch.ts: player pickers elsewhere ask it the same way.
export * from './playerSearch';

/** The tabs, in order: the route segment is also the API's group name (search has no segment). */
export const PLAYER_TABS = [
  { id: 'search', label: 'Search', group: undefined },
  { id: 'nadeo', label: 'Nadeo', group: 'nadeo' },
  { id: 'sponsor', label: 'Sponsors', group: 'sponsor' },
  { id: 'team', label: 'Team', group: 'team' },
] as const;

export type PlayerTab = (typeof PLAYER_TABS)[number];
export type PlayerGroupTab = Extract<PlayerTab, { group: string }>;

/** The tab of a route segment: none is Search, an unknown one is undefined. */
export function playerTabOf(segment: string | undefined): PlayerTab | undefined {
  if (segment === undefined) return PLAYER_TABS[0];
  return PLAYER_TABS.find((tab) => tab.group === segment.toLowerCase());
}

export const playersQueries = {
  search: playerSearchQuery,
  group: (group: string) =>
    queryOptions({
      queryKey: ['players', 'group', group],
      queryFn: ({ signal }) => readEndpoint(playerGroup, { group }, PlayerListSchema, { signal }),
      meta: { answerKind: 'list' },
    }),
};
