import { test, expect, openMenu } from './fixtures';
import { MOCK_USER } from '../src/mocks/data/mockUser';

// In a real browser a disabled, focused button drops the focus, which closed the menu while the logout was waited
// for (jsdom keeps it): this walk checks the wait and a failure where they are seen.
test.describe('logging out', { tag: '@phone' }, () => {
  test('the menu stays open while the answer is awaited, and a failure shows in it', async ({ page, checkA11y }) => {
    await page.goto('/#/privacy');
    await page.evaluate((user) => {
      for (const [key, value] of Object.entries(user)) localStorage.setItem(key, value);
    }, MOCK_USER);
    await page.reload();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/user/logout', async (route) => {
      await answered;
      await route.fulfill({ json: { error: 'Logout is unavailable.' } });
    });
    await openMenu(page);
    const account = page.getByRole('button', { name: MOCK_USER.displayname });
    await account.click();
    await page.getByRole('button', { name: 'Logout' }).click();

    const busy = page.getByRole('button', { name: 'Logging out…' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeFocused();
    await expect(account).toHaveAttribute('aria-expanded', 'true');

    answer();
    const alert = page.locator('#account-menu').getByRole('alert');
    await expect(alert).toHaveText('Could not log out: Logout is unavailable.');
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await checkA11y();
  });
});
