import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { totdMonthQuery } from '../data/totd';

// The page a visitor opens first waits for downloads in a row: the app's code, then (once React has rendered the
// shell) the page's code chunk, then its data, which the page asks for once its code runs. For the most visited pages
// both are asked for here instead, as the app boots: the chunk through the same import the route uses (the browser
// loads a module once), the data with the very query factories the page uses (key, fetch, freshness and meta), so the
// page finds it in the cache (or in flight) rather than asking again, and the answer store keeps it as the page's own.

/** A failed prefetch is not shown here: the page asks again and shows the error itself. */
const ignore = () => undefined;

type Params = Record<string, string | undefined>;

/** What to ask for ahead of a page: its code chunk, and its data given the route's parameters. */
interface Prefetch {
  code: () => Promise<unknown>;
  data: (params: Params, search: URLSearchParams, client: QueryClient) => void;
}

const thisMonth: Prefetch = {
  code: () => import('../pages/totd/TotdPage'),
  data: (_params, _search, client) => {
    void client.query(totdMonthQuery(0)).catch(ignore);
  },
};

const player: Prefetch = {
  code: () => import('../pages/player/PlayerPage'),
  data: ({ id }, _search, client) => {
    if (!id) return;
    // The query options come with the area's api module, loaded here rather than with the app: its answer schemas
    // would otherwise weigh on every first view (the Track of the Day's too). It is small and asked for at once.
    void import('../data/player').then(({ playerQueries }) => client.query(playerQueries.profile(id))).catch(ignore);
  },
};

const leaderboard: Prefetch = {
  code: () => import('../pages/leaderboard/LeaderboardPage'),
  data: ({ group, mapUid }, search, client) => {
    if (!mapUid) return;
    // The board's queries load with the area's data module: only the leaderboard pages read them.
    void import('../data/leaderboard')
      .then(({ prefetchBoard }) => prefetchBoard(client, group, mapUid, search.get('offset')))
      .catch(ignore);
  },
};

const PREFETCHES: readonly (readonly [string, Prefetch])[] = [
  ['/', thisMonth],
  ['/totd', thisMonth],
  ['/totd/today', thisMonth],
  ['/player/:id', player],
  ['/player/:id/:tab', player],
  ['/leaderboard/:mapUid', leaderboard],
  ['/leaderboard/:group/:mapUid', leaderboard],
  ['/totd/leaderboard/:group/:mapUid', leaderboard],
  ['/campaigns/leaderboard/:group/:mapUid', leaderboard],
];

/** The two halves of an opening page's prefetch, so the boot can run them in separate tasks. */
export interface OpeningPrefetch {
  /** Starts the page's data requests. */
  loadData: (client: QueryClient) => void;
  /** Starts the download of the page's code (the same import the route makes, so the browser loads it once). */
  loadCode: () => void;
}

/** The prefetch of the page a location hash (`#/player/x?tab=…`) opens, when it is one of the above. */
export function openingPrefetch(hash: string): OpeningPrefetch | undefined {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  for (const [pattern, prefetch] of PREFETCHES) {
    const match = matchPath(pattern, path === '' ? '/' : path);
    if (match) {
      return {
        loadData: (client) => {
          prefetch.data(match.params, new URLSearchParams(query), client);
        },
        loadCode: () => {
          prefetch.code().catch(ignore);
        },
      };
    }
  }
  return undefined;
}
