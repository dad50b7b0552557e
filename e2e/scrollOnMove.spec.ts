import { test, expect } from './fixtures';

// A link opens the next page at its top, wherever the reader was on the page before; Back puts them where they were.
test(
  'a campaign opened from a scrolled list opens at its top, and Back returns to the place in the list',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/#/campaigns');
    const links = page.getByRole('main').getByRole('link', { name: /Season|Summer|Winter|Spring|Fall|Training/ });
    await expect(links.nth(3)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 265));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(265);
    // The first campaign link still on screen.
    const onScreen = await links.evaluateAll((all) => all.findIndex((link) => link.getBoundingClientRect().top > 60));
    await links.nth(onScreen).click();
    await expect(page).toHaveURL(/#\/campaigns\/[^/]+\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
    await page.goBack();
    await expect(links.nth(3)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(265);
  },
);
