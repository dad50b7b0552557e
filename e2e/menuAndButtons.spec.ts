import type { Locator } from '@playwright/test';
import { test, expect, openMenu, signInAsMockPilot } from './fixtures';

/** What a person sees of an element's text: its size and where its box starts and ends. */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      fontSize: getComputedStyle(element).fontSize,
      paddingLeft: getComputedStyle(element).paddingLeft,
    };
  });

test(
  'the account menu’s items, Logout among them, read in one size from one inset',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/#/totd');
    await signInAsMockPilot(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'MockPilot' })).toBeVisible();
    await expect(async () => {
      await openMenu(page);
      await page.getByRole('button', { name: 'MockPilot' }).click({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const menu = page.locator('#account-menu');
    const profile = await boxOf(menu.getByRole('link', { name: 'My profile' }));
    const logout = await boxOf(menu.getByRole('button', { name: 'Logout' }));
    expect(logout.fontSize).toBe(profile.fontSize);
    expect(logout.paddingLeft).toBe(profile.paddingLeft);
    expect(Math.abs(logout.left - profile.left)).toBeLessThan(0.5);
  },
);

test('a follow button keeps its star apart from its word', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/#/player/mockpilot');
  const follow = page.getByRole('button', { name: /^Follow / });
  await expect(follow).toBeVisible();
  const star = await boxOf(follow.locator('span').first());
  const word = await boxOf(follow.getByText('Follow', { exact: true }));
  expect(word.left - star.right).toBeGreaterThanOrEqual(3);
});
