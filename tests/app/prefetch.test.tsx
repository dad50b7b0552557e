import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { bootApp, type BootedApp } from '../../src/app/boot';
import { server } from '../../src/mocks/node';
import { DEMO_UIDS } from '../../src/mocks/data/mapUids';

// The code these boots load, loaded before the first test's 5 s waits start (cold, on a loaded machine, a page's code
// can take longer than that). The requests still leave before the page draws: the boot sends them before it renders.
beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/player/PlayerPage'),
    import('../../src/data/player'),
    import('../../src/pages/leaderboard/LeaderboardPage'),
    import('../../src/data/leaderboard'),
    import('../../src/data/cache/answerStore'),
    import('../../src/app/shell/ShellNotes'),
    import('../../src/app/quickSearch/QuickSearchHost'),
  ]);
}, 60_000);

interface SeenRequest {
  path: string;
  /** Whether the page's own code had drawn anything when the request left. */
  pageDrawn: boolean;
}

/** Records each API request with whether the opened page's code was already on screen when it started. */
function watchRequests(pageSign: string): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    seen.push({ path: `${url.pathname}${url.search}`, pageDrawn: document.body.textContent.includes(pageSign) });
  });
  return seen;
}

// The app is started by the boot itself, outside Testing Library's render: React is told this is not an act()
// environment, as in a browser, so its updates land on their own.
const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let booted: { app: Promise<BootedApp>; container: HTMLElement } | undefined;

/** Boots as src/app/start.ts does, for the page the hash opens. */
function openApp(hash: string) {
  window.location.hash = hash;
  const container = document.body.appendChild(document.createElement('div'));
  booted = { app: bootApp(container, window.location.hash), container };
}

beforeEach(() => {
  actFlag.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(async () => {
  // A page's code still loading (a lazy part of the page the test did not wait for) lands while React still knows
  // it is not in an act() environment: landing later, it would be reported as an update outside act().
  await vi.dynamicImportSettled();
  if (booted) {
    (await booted.app).unmount();
    booted.container.remove();
    booted = undefined;
  }
  actFlag.IS_REACT_ACT_ENVIRONMENT = true;
  window.location.hash = '';
});

describe('the page a visitor opens first', () => {
  it('a player page asks for the player while its code loads, and only once', async () => {
    const seen = watchRequests('Loading the player');
    openApp('#/player/mockpilot');
    await screen.findByRole('heading', { level: 1, name: /mockpilot/i });
    const profile = seen.filter((request) => request.path === '/api/player/mockpilot');
    expect(profile).toEqual([{ path: '/api/player/mockpilot', pageDrawn: false }]);
  });

  it('a map leaderboard asks for the map and its first rows at once, each only once', async () => {
    const uid = DEMO_UIDS.stunt;
    const seen = watchRequests('Loading the map');
    openApp(`#/leaderboard/${uid}`);
    await screen.findByRole('table', { name: /positions/i });
    expect(seen.filter((request) => request.path === `/api/map/${uid}`)).toEqual([
      { path: `/api/map/${uid}`, pageDrawn: false },
    ]);
    const rows = seen.filter((request) => request.path.startsWith(`/api/leaderboard/map/${uid}`));
    expect(rows).toEqual([{ path: `/api/leaderboard/map/${uid}?offset=0&length=15`, pageDrawn: false }]);
  });

  it('an offset in the address is the one asked for', async () => {
    const uid = DEMO_UIDS.stunt;
    const seen = watchRequests('Loading the map');
    openApp(`#/leaderboard/${uid}?offset=500`);
    await screen.findByText(/From position 501/);
    const rows = seen.filter((request) => request.path.startsWith(`/api/leaderboard/map/${uid}`));
    expect(rows.map((request) => request.path)).toEqual([`/api/leaderboard/map/${uid}?offset=500&length=15`]);
  });
});
