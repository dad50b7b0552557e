import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { recordRequests } from '../leaderboard/helpers';

// My records on a campaign page and a Track of the Day month (issue 33): the grid's fan-out (a record and a player
// count per map) starts only when the section comes into view or Show my records is pressed, never on a visit that
// does not get there. jsdom has no IntersectionObserver: these tests give it one they drive by hand.

beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
  await import('../../../src/pages/totd/TotdPage');
  await import('../../../src/pages/records/CampaignRecords');
  await import('../../../src/pages/records/MonthRecords');
}, 60_000);

/** An IntersectionObserver whose targets come into view when a test says so. */
class FakeObserver {
  static made: FakeObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  /** Every watched target comes into view. */
  enter() {
    const entries = this.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

// An async act: with a sync one, React goes on rendering after RTL has switched the act environment off again.
const enterView = () =>
  act(async () => {
    for (const observer of FakeObserver.made) observer.enter();
    await Promise.resolve();
  });

/** The grid's requests: a map's record (/api/leaderboard/personal/{group}/{map}) and a map's player count. */
const gridRequests = (seen: readonly string[]) =>
  seen.filter((address) => /^\/api\/leaderboard\/personal\/[^/]+\/[^/]+$|[?&]length=1$/.test(address));

beforeEach(() => {
  FakeObserver.made = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

const PAGES = [
  { name: 'a campaign page', path: '/campaigns/seasonal/1000', table: 'Your records on this campaign' },
  { name: 'a Track of the Day month', path: '/totd/2024-3', table: 'Your records on March 2024' },
];

describe.each(PAGES)('My records on $name', ({ path, table }) => {
  it('asks for no record until the section comes into view, then fills the grid', async () => {
    const seen = recordRequests();
    renderRoute(path, { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(await within(section).findByText('Your record on each map loads when you get here.')).toBeInTheDocument();
    // The page's own answers have come and gone: still nothing of the grid.
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
    expect(gridRequests(seen)).toEqual([]);
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();

    await enterView();
    const grid = await within(section).findByRole('table', { name: table }, { timeout: 8000 });
    await waitFor(() => expect(within(grid).queryAllByText('Loading…')).toEqual([]), { timeout: 8000 });
    expect(gridRequests(seen).length).toBeGreaterThan(0);
    expect(within(section).queryByRole('button', { name: 'Show my records' })).not.toBeInTheDocument();
  });

  it('starts at once on Show my records', async () => {
    const seen = recordRequests();
    renderRoute(path, { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    await userEvent.setup().click(await within(section).findByRole('button', { name: 'Show my records' }));
    expect(await within(section).findByRole('table', { name: table }, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(gridRequests(seen).length).toBeGreaterThan(0));
  });
});
