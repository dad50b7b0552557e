import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  UNSAFE_createHashHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { routes } from './routes';

// The site uses React Router's declarative router (a history and a route table matched as it renders) rather than
// its data router (createHashRouter and RouterProvider): the pages load their own data through TanStack Query and
// use none of the data router's loaders, actions or fetchers, and leaving it out lightens every first view
// (docs/decisions/009-first-view-weight.md). The two read the same route table, links and hooks.

/** The address the app follows: the page's hash in the browser, a memory history in tests. */
export type AppHistory = Parameters<typeof HistoryRouter>[0]['history'];

/** The browser's history, kept in the hash part of the address (the site is static files on any host). */
export function createAppHistory(): AppHistory {
  // v5Compat: listeners hear the app's own pushes too, not only the browser's back and forward.
  return UNSAFE_createHashHistory({ v5Compat: true });
}

function AppRoutes({ routeTable }: { routeTable: RouteObject[] }) {
  return useRoutes(routeTable);
}

/** The app: the providers around the routes. Page tests pass a memory history and, at times, another route table. */
export function AppProviders({
  queryClient,
  history,
  routeTable = routes,
}: {
  queryClient: QueryClient;
  history: AppHistory;
  routeTable?: RouteObject[];
}): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>
        <AppRoutes routeTable={routeTable} />
      </HistoryRouter>
    </QueryClientProvider>
  );
}
