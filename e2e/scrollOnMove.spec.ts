import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// A link opens the next page at its top with the focus on its heading (for screen readers), wherever the reader was
// on the page before; Back puts them where they were. Five pages a player goes through, at both widths (tagged
// @phone: the desktop runs them at 1366 px, the phone at 390 px).

interface Move {
  name: string;
  from: string;
  /** The links to follow; the one picked is the first well down the page. */
  links: (page: Page) => Locator;
  /** The address the link leads to. */
  to: RegExp;
}

const main = (page: Page) => page.getByRole('main');

const MOVES: Move[] = [
  {
    name: 'a campaign from the campaign list',
    from: '/campaigns',
    links: (page) => main(page).getByRole('link', { name: /Season|Summer|Winter|Spring|Fall|Training/ }),
    to: /#\/campaigns\/[^/]+\/\d+$/,
  },
  {
    name: 'a map’s leaderboard from the Track of the Day list',
    from: '/totd',
    links: (page) => main(page).getByRole('link', { name: /^Leaderboards of / }),
    to: /#\/totd\/leaderboard\/[^/]+\/[^/]+$/,
  },
  {
    name: 'a cup from the Cup of the Day list',
    from: '/cotd',
    links: (page) => main(page).getByRole('link', { name: /^Info on / }),
    to: /#\/cotd\/\d+$/,
  },
  {
    name: 'a player from the 2v2 ranking',
    from: '/top/2v2',
    links: (page) => page.getByRole('table', { name: 'Matchmaking ranking' }).getByRole('link'),
    to: /#\/player\/[^/]+$/,
  },
  {
    name: 'a map’s leaderboard from a campaign',
    from: '/campaigns/seasonal/1000',
    links: (page) => main(page).getByRole('link', { name: /^Leaderboards of / }),
    to: /#\/campaigns\/leaderboard\/[^/]+\/[^/]+$/,
  },
];

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const move of MOVES) {
  test(
    `${move.name} opens at its top with its heading focused, and Back returns to the place left`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(`/#${move.from}`);
      const links = move.links(page);
      await expect(links.nth(5)).toBeAttached();
      await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });
      // Well down the page: the sixth link, brought to the middle of the window.
      const link = links.nth(5);
      await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(100);
      await link.click();
      await expect(page).toHaveURL(move.to);
      const heading = main(page).getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      await page.goBack();
      await expect(links.nth(5)).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(left);
    },
  );
}
