import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../src/app/App';
import { createQueryClient } from '../src/app/queryClient';
import { routes } from '../src/app/routes';
import { writeSession } from '../src/session/storage';
import { MOCK_USER } from '../src/mocks/data/mockUser';

export interface RenderRouteOptions {
  /** Start signed in as the mocked user. */
  signedIn?: boolean;
  /** Another route table (for example the shell around a test page). */
  routeTable?: RouteObject[];
}

/** Renders a path with the real route table and shell, a fresh QueryClient and the mocked API (msw/node). */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.signedIn) writeSession(MOCK_USER);
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(options.routeTable ?? routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient, user, screen };
}

/** The current path of a rendered router. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname;
}
