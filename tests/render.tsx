import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory, type RouteObject } from 'react-router-dom';
import { AppProviders, type AppHistory } from '../src/app/App';
import { createQueryClient } from '../src/data/cache/queryClient';
import { writeSession } from '../src/session/storage';
import { MOCK_USER } from '../src/mocks/data/mockUser';

export interface RenderRouteOptions {
  /** Start signed in as the mocked user. */
  signedIn?: boolean;
  /** Another route table (for example the shell around a test page). */
  routeTable?: RouteObject[];
}

/** A memory history at `path`, as the app's hash history is in the browser. */
export function memoryHistory(path: string): AppHistory {
  return UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
}

/** What a test reads and does with the address of a rendered app. */
export interface TestRouter {
  state: { location: AppHistory['location']; historyAction: AppHistory['action'] };
  /** Goes to `to` as a link would; the promise settles at once (wrap the call in act). */
  navigate: (to: string) => Promise<void>;
}

function testRouter(history: AppHistory): TestRouter {
  return {
    state: {
      get location() {
        return history.location;
      },
      /** How the last move happened: a replace (a search typed) leaves no entry for Back. */
      get historyAction() {
        return history.action;
      },
    },
    navigate: (to) => {
      history.push(to);
      return Promise.resolve();
    },
  };
}

/** Renders a path with the real route table and shell, a fresh QueryClient and the mocked API (msw/node). */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  if (options.signedIn) writeSession(MOCK_USER);
  const queryClient = createQueryClient({ retry: false });
  const history = memoryHistory(path);
  const user = userEvent.setup();
  const view = render(<AppProviders queryClient={queryClient} history={history} routeTable={options.routeTable} />);
  return { ...view, router: testRouter(history), queryClient, user, screen };
}

/** The current path of a rendered router. */
export function currentPath(router: TestRouter): string {
  return router.state.location.pathname;
}
