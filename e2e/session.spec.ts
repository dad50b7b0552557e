import { test, expect, openMenu } from './fixtures';

/**
 * Opens the account menu (on a phone through the burger) once the page it is on has drawn its own heading, `title`:
 * the navigation to that page closes the burger menu, so opening it earlier could be undone. Any heading would not do:
 * while the player page's code loads, the page before it (with its own heading) stays on screen, and the player page
 * then shows its loading bar, without a heading, for as long as the profile takes.
 */
async function openAccountMenu(page: import('@playwright/test').Page, title: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A navigation still under way (the sign-in's move to the player page) closes the burger again: open it until the
  // account button can be pressed.
  await expect(async () => {
    await openMenu(page);
    await page.getByRole('button', { name: 'MockPilot' }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

test.describe('signing in', { tag: '@phone' }, () => {
  test('log in through the popup, edit and save socials, log out', async ({ page, checkA11y }) => {
    await page.goto('/#/totd');
    await openMenu(page);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log in with Ubisoft Connect' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveTitle('Mock sign-in');
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in as MockPilot' }).click();
    // The popup closes and the site opens the player's own page.
    await closed;
    await expect(page).toHaveURL(/#\/player\/mockpilot$/);

    await openAccountMenu(page, 'MockPilot');
    await expect(page.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '#/player/mockpilot');
    await checkA11y();
    // The account menu's link (the own profile below has an Edit profile button too).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/#\/user\/edit$/);
    await expect(page.getByRole('textbox', { name: 'Twitch' })).toHaveValue('mockpilot');

    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'YouTube' }).fill('@mockpilot');
    await page.getByRole('textbox', { name: 'Mastodon' }).fill('mockpilot@mastodon.social');
    await save.click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(save).toBeDisabled();
    await checkA11y();

    // The mocked profile remembers the save for this session.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'YouTube' })).toHaveValue('@mockpilot');
    await expect(page.getByRole('textbox', { name: 'Mastodon' })).toHaveValue('mockpilot@mastodon.social');
    await expect(page.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', /#\/player\/5b4d42f4-/);

    // The own profile shows the saved socials, and the owner's buttons.
    await page.getByRole('link', { name: 'Back to profile' }).click();
    await expect(page).toHaveURL(/#\/player\/5b4d42f4-/);
    await expect(page.getByRole('link', { name: 'YouTube: @mockpilot' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@mockpilot',
    );
    await expect(page.getByRole('link', { name: 'Mastodon: mockpilot@mastodon.social' })).toHaveAttribute(
      'href',
      'https://mastodon.social/@mockpilot',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '#/user/edit',
    );

    await openAccountMenu(page, 'MockPilot');
    await page.getByRole('button', { name: 'Logout' }).click();
    await openMenu(page);
    await expect(page.getByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeVisible();
    // Signed out, the edit page sends the visitor home.
    await page.goto('/#/user/edit');
    await expect(page).toHaveURL(/#\/totd$/);
  });
});

test.describe('the player hover popup', { tag: '@phone' }, () => {
  test('hovering a name shows the player details and copies the account id', async ({
    page,
    context,
    isMobile,
    checkA11y,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#/totd');
    const author = page
      .getByRole('table')
      .getByRole('link')
      .filter({ hasNot: page.locator('.button') })
      .first();
    await expect(author).toHaveText('Tortorul_Ra');
    if (isMobile) await author.focus();
    else await author.hover();
    const popup = page.getByRole('dialog', { name: 'Player details for Tortorul_Ra' });
    await expect(popup).toBeVisible();
    await checkA11y();
    await popup.getByRole('button', { name: 'Copy account ID' }).click();
    await expect(popup.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('df4d3e91-a4ad-4fee-8581-49608d3ed894');
    await expect(popup).toContainText(copied);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });
});
