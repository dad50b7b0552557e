// The season recap page (/player/{id}/recap/{year}, issue 47) on the mocked API at the fixed clock (18 November 2026):
// the cost before it reads, the figures after, the lines of a source with nothing in the year, a failure mid-way that
// keeps what was read, the address's mistakes, the picture's buttons and the player page's link.
// Mocked players: mockpilot (busy), demo-sponsor (casual), demo-newcomer (nothing at all), demo-nocotd (no cups).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { formatNumber } from '../../../src/lib/format';
import { recapFigures } from '../../../src/lib/recap';
import { trophyPage } from '../../../src/mocks/data/playerTrophies';
import { playerCotdResults } from '../../../src/mocks/data/playerCotd';
import { DEMO_PLAYERS } from '../../../src/mocks/data/players';
import { NEW_YEAR_1900_PARIS, setTestNow, TEST_NOW } from '../../clock';

const LONG = { timeout: 15_000 };

beforeAll(async () => {
  await import('../../../src/pages/player/recap/RecapPage');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The busy player's 2026 trophies and cups, counted from the mocked histories as a whole. */
function expected2026() {
  const index = DEMO_PLAYERS.mockUser.index;
  const gains = [];
  for (let page = 0; ; page += 1) {
    const answer = trophyPage(index, page);
    if (answer.gains.length === 0) break;
    gains.push(...answer.gains);
  }
  const cups = playerCotdResults(index).map((core) => ({ ...core, timestamp: core.starttime }));
  return recapFigures({ year: 2026, now: TEST_NOW, gains, cups, modes: [] });
}

const fact = (section: HTMLElement, label: string) => {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
};

describe('a season recap', () => {
  it("shows the cost first, then the busy player's year", async () => {
    const { user } = renderRoute('/player/mockpilot/recap/2026');
    expect(await screen.findByRole('heading', { level: 1, name: 'MockPilot: 2026 in review' }, LONG)).toBeVisible();
    expect(await screen.findByText(/takes about \d+ more requests/, {}, LONG)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read 2026' }));
    const trophies = await screen.findByRole('region', { name: 'Trophies' }, LONG);
    const figures = expected2026();
    expect(fact(trophies, 'Points gained')).toBe(formatNumber(figures.trophies.points));
    expect(fact(trophies, 'Trophy gains')).toBe(formatNumber(figures.trophies.gains));
    const cotd = screen.getByRole('region', { name: 'Cup of the Day' });
    expect(fact(cotd, 'Cups played')).toContain(formatNumber(figures.cotd.played));
    expect(fact(cotd, 'Division 1 finishes')).toBe(formatNumber(figures.cotd.divisionOne));
    const mm = screen.getByRole('region', { name: 'Matchmaking' });
    expect(fact(mm, '2v2')).toMatch(/^at least 200 matches played, \d+ won, rank [\d,]+ now$/);
    expect(within(mm).getByText(/only the 200 most recent matches were read/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeVisible();
    // jsdom has no Web Share API: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('img', { name: /2026 in review, drawn as a picture of 1200 × 630 pixels/ })).toBeVisible();
  });

  it('offers Share where the browser can share the file', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { canShare: () => true }));
    const { user } = renderRoute('/player/demo-newcomer/recap/2026');
    expect(await screen.findByRole('button', { name: 'Share' }, LONG)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Portrait, 1080 × 1350/ }));
    expect(screen.getByRole('img', { name: /1080 × 1350 pixels/ })).toBeVisible();
  });

  it('says so when a source has nothing in the year, and reads at once when nothing more is to ask', async () => {
    renderRoute('/player/demo-newcomer/recap/2026');
    expect(await screen.findByText('No trophies gained in 2026.', {}, LONG)).toBeVisible();
    expect(screen.getByText('No Cup of the Day in 2026.')).toBeVisible();
    expect(screen.getByText('No matchmaking in 2026.')).toBeVisible();
  });

  it('keeps what was read when a page fails, and Try again goes on', async () => {
    let failing = true;
    server.use(
      http.get('/api/player/:id/trophies/2', () =>
        failing ? HttpResponse.json({ error: 'upstream down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute('/player/demo-sponsor/recap/2026');
    await user.click(await screen.findByRole('button', { name: 'Read 2026' }, LONG));
    expect(await screen.findByText('Could not read all of 2026', {}, LONG)).toBeVisible();
    expect(screen.getByText(/What was read so far/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Trophies' })).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Download PNG' }, LONG)).toBeVisible();
    expect(screen.queryByText('Could not read all of 2026')).toBeNull();
  });

  it('keeps the figures it holds when reading the current year again fails', async () => {
    const { user } = renderRoute('/player/demo-sponsor/recap/2026');
    await user.click(await screen.findByRole('button', { name: 'Read 2026' }, LONG));
    const again = await screen.findByRole('button', { name: 'Read 2026 again' }, LONG);
    server.use(
      http.get('/api/player/:id/trophies/1', () => HttpResponse.json({ error: 'upstream down' }, { status: 500 })),
    );
    await user.click(again);
    expect(await screen.findByText(/Could not read 2026 again/, {}, LONG)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Trophies' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeVisible();
  });

  it('says when the year or the player in the address is not one', async () => {
    const view = renderRoute('/player/mockpilot/recap/1999');
    expect(await screen.findByText(/“1999” is not a year with a recap/, {}, LONG)).toBeVisible();
    expect(screen.getByRole('link', { name: '2026 in review' })).toHaveAttribute(
      'href',
      '/player/mockpilot/recap/2026',
    );
    view.unmount();
    const utils = renderRoute('/player/mockpilot/recap/twenty');
    expect(await screen.findByText(/“twenty” is not a year with a recap/, {}, LONG)).toBeVisible();
    utils.unmount();
    renderRoute('/player/no-such-player-here/recap/2026');
    expect(await screen.findByText('This player could not be found', {}, LONG)).toBeVisible();
  });

  it('is linked from the player page for last year too until the end of January', async () => {
    setTestNow(NEW_YEAR_1900_PARIS);
    renderRoute('/player/mockpilot');
    expect(await screen.findByRole('link', { name: '2027 in review' }, LONG)).toBeVisible();
    expect(screen.getByRole('link', { name: '2026 in review' }).getAttribute('href')).toMatch(/\/recap\/2026$/);
  });

  it('is linked from the player page', async () => {
    renderRoute('/player/mockpilot');
    const link = await screen.findByRole('link', { name: '2026 in review' }, LONG);
    expect(link.getAttribute('href')).toMatch(/\/recap\/2026$/);
  });
});
