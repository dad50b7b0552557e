import { test, expect, openTab } from './fixtures';

test.describe('the shell', () => {
  test('opens on the Track of the Day and every tab works', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/totd$/);
    await expect(page).toHaveTitle('Trackmania.io - Track of the Day');
    const tabs: [string, RegExp][] = [
      ['Maniapub', /#\/ads$/],
      ['Players', /#\/players$/],
      ['Rankings', /#\/top$/],
      ['Matches', /#\/matches$/],
      ['COTD', /#\/cotd$/],
      ['Campaigns', /#\/campaigns$/],
      ['Club Rooms', /#\/rooms$/],
      ['Clubs', /#\/clubs$/],
      ['Events', /#\/competitions$/],
      ['TOTD', /#\/totd$/],
    ];
    for (const [label, url] of tabs) {
      await openTab(page, label);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // On a phone the menu has closed again, so read the current tab from the markup.
      await expect(page.locator('#main-menu a[aria-current="page"]')).toHaveText(label);
    }
  });

  test(
    'shows the burger menu on a phone and the tabs on a desktop',
    { tag: '@phone' },
    async ({ page, isMobile, checkA11y }) => {
      await page.goto('/#/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
      const burger = page.getByRole('button', { name: 'Open menu' });
      const clubs = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Clubs' });
      if (isMobile) {
        await expect(burger).toBeVisible();
        await expect(clubs).toBeHidden();
        await burger.click();
        await expect(clubs).toBeVisible();
        await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
        await checkA11y();
      } else {
        await expect(burger).toBeHidden();
        await expect(clubs).toBeVisible();
      }
    },
  );

  test(
    "every page's tab bar looks the same: plain links, all in view (the player's six scroll, the active one in view)",
    { tag: '@phone' },
    async ({ page }) => {
      const bars: [string, string][] = [
        ['/player/mockpilot', 'Player sections'],
        ['/top', 'Ranking types'],
        ['/players/team', 'Player lists'],
        ['/matches', 'Match types'],
        ['/campaigns', 'Campaign lists'],
        ['/clubs/10000', 'Club sections'],
        ['/competitions/comp/90997', 'Event sections'],
      ];
      for (const [path, name] of bars) {
        await page.goto(`/#${path}`);
        const links = page.getByRole('navigation', { name }).getByRole('link');
        await expect(links.first()).toBeVisible();
        const looks = await links.evaluateAll((elements) =>
          elements.map((element) => {
            const rect = element.getBoundingClientRect();
            // A bar that scrolls sideways (the player's, on a phone) shows its active tab; the others are a swipe away.
            const scrolled =
              element.closest('[data-scrolls-sideways]') !== null && element.getAttribute('aria-current') !== 'page';
            return {
              underlined: getComputedStyle(element).textDecorationLine !== 'none',
              inView: scrolled || (rect.left >= 0 && rect.right <= window.innerWidth),
            };
          }),
        );
        expect(looks, `${name} on ${path}`).toEqual(looks.map(() => ({ underlined: false, inView: true })));
      }
    },
  );

  test('shows Not found with a link home for an unknown route', async ({ page }) => {
    await page.goto('/#/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/#\/totd$/);
  });

  test('the footer links the privacy policy and the outside sites', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/#/totd');
    // The month's list first: while it loads the footer sits higher, and a click as the list arrives can land on it.
    await expect(page.getByRole('table', { name: 'Tracks of the Day' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(
        'Trackmania.io. Trackmania.io is a community project. It is not affiliated with or endorsed by Nadeo or Ubisoft.',
        { exact: true },
      ),
    ).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/#\/privacy$/);
    await expect(page).toHaveTitle('Trackmania.io - Privacy policy');
  });

  test('unknown API paths answer with HTML, like the real site', async ({ request }) => {
    const response = await request.get('/api/no/such/endpoint');
    expect(response.headers()['content-type']).toContain('text/html');
  });

  test('the mocked images are served, none broken', async ({ request }) => {
    for (const path of ['/img/flags/FRA.jpg', '/img/echelon/5.png', '/mock-img/thumbnails/abc.svg']) {
      const response = await request.get(path);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toBe('image/svg+xml');
    }
  });
});
