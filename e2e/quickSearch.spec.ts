import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

// The quick search, by keyboard: the shortcuts from any page, the combobox (arrows, Enter, Escape, Tab), a dialog on a
// desktop and a sheet over the whole width on a phone, and no axe violation with results listed.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const box = (page: Page) => dialog(page).getByRole('combobox');

/** Opens the panel with a shortcut. The shortcuts arrive in a small chunk of their own just after the page. */
async function openWith(page: Page, key: string) {
  await expect(async () => {
    if (!(await dialog(page).isVisible())) await page.keyboard.press(key);
    await expect(dialog(page)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
  await expect(box(page)).toBeFocused();
  // A press repeated while the panel was on its way would have typed the key: start from an empty box.
  await box(page).fill('');
}

/** The option the combobox points at. */
async function activeOptionText(page: Page): Promise<string> {
  await expect(box(page)).toHaveAttribute('aria-activedescendant', /.+/);
  const id = await box(page).getAttribute('aria-activedescendant');
  return (await page.locator(`[id="${id ?? ''}"]`).textContent()) ?? '';
}

test.describe('the quick search', () => {
  test('finds a player, a month and a club by keyboard, from any page, in a dialog', async ({ page, checkA11y }) => {
    await page.goto('/#/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();

    await openWith(page, '/');
    await page.keyboard.type('kivo');
    const players = dialog(page).getByRole('group', { name: 'Players' });
    await expect(players.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(dialog(page).getByRole('group', { name: 'Clubs' })).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: 'Rooms' })).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: 'Events' })).toBeVisible();
    await expect(dialog(page).getByText(/^Searching/)).toHaveCount(0);
    // A dialog in the middle of a desktop window, not a sheet.
    const panel = await dialog(page).boundingBox();
    expect(panel?.width ?? 0).toBeLessThan(700);
    await checkA11y();

    await page.keyboard.press('ArrowDown');
    // The second player found for "kivo" in the mocked data, with the club tag and ranking the option shows.
    expect((await activeOptionText(page)).trim()).toBe('[OP] Kivo 2v2 · Silver II · #82,085');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/player\/torqua\.tm$/);
    await expect(dialog(page)).toHaveCount(0);
    // The player page itself, not the privacy page's heading still shown while the player page's code arrives: the
    // panel opened before the new page has taken over closes when it does (it closes on a new page).
    await expect(page.getByRole('main').getByRole('button', { name: /^Follow / })).toBeVisible();

    // Ctrl+K from the player page: a month goes to its Track of the Day.
    await openWith(page, 'Control+k');
    await page.keyboard.type('2024-3');
    await expect(dialog(page).getByRole('option', { name: 'Track of the Day, March 2024' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/totd\/2024-3$/);
    await expect(page.getByRole('button', { name: 'Choose a month, shown: March 2024' })).toBeVisible();

    // Recent pages when the box is empty: the privacy page is one of them.
    await openWith(page, '/');
    const recent = dialog(page).getByRole('group', { name: 'Recent pages' });
    await expect(recent.getByRole('option', { name: /Privacy policy/ })).toBeVisible();
    // Tab stays in the dialog; Escape closes it and the focus goes back to the header's button.
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(box(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

    // The club found by name opens its club page.
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.type('Ice Kivo');
    const club = dialog(page)
      .getByRole('group', { name: 'Clubs' })
      .getByRole('option', { name: /Ice Kivo/ });
    await expect(club).toBeVisible();
    for (let step = 0; step < 20 && !(await activeOptionText(page)).includes('Ice Kivo'); step += 1)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/clubs\/15254$/);
  });

  test(
    'is a sheet over the whole width on a phone, opened from the header icon',
    { tag: '@phone' },
    async ({ page, checkA11y, isMobile }) => {
      await page.goto('/#/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
      const button = page.getByRole('button', { name: 'Search', exact: true });
      // On a phone the button is beside the burger, in view without opening the menu.
      await expect(button).toBeVisible();
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(box(page)).toBeFocused();

      const width = page.viewportSize()?.width ?? 0;
      const panel = await dialog(page).boundingBox();
      if (isMobile) {
        expect(panel?.width).toBe(width);
        expect(panel?.x).toBe(0);
      }
      await page.keyboard.type('demo-team');
      const hit = dialog(page).getByRole('option', { name: /Ulstoar34.*player page “demo-team”$/ });
      await expect(hit).toHaveAttribute('aria-selected', 'true');
      await checkA11y();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#\/player\/demo-team$/);
      await expect(dialog(page)).toHaveCount(0);

      // Escape gives the focus back to the button that opened it. The new page is drawn first: a key pressed while the
      // header is redrawn after the navigation can land on the button being replaced.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(async () => {
        await button.focus();
        await page.keyboard.press('Enter');
        await expect(box(page)).toBeFocused({ timeout: 3000 });
      }).toPass({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(button).toBeFocused();
    },
  );
});
