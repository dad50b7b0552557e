import { test, expect } from './fixtures';

// A link whose text is game text (a club's name in its own colours) shows it is a link: underlined on hover and on
// keyboard focus, in the name's own colours, with the focus ring.

test('a game-text link keeps its colours and is underlined on hover and focus, with a focus ring', async ({ page }) => {
  await page.goto('/#/clubs');
  const link = page.getByRole('main').locator('a:has(.gametext span[style*="color"])').first();
  await expect(link).toBeVisible();
  const coloured = link.locator('.gametext span[style*="color"]').first();
  const look = () =>
    coloured.evaluate((span) => {
      const style = getComputedStyle(span);
      return { underline: style.textDecorationLine.includes('underline'), color: style.color };
    });
  const resting = await look();
  expect(resting.underline).toBe(false);

  await link.hover();
  expect(await look()).toEqual({ underline: true, color: resting.color });

  await page.mouse.move(0, 0);
  await expect.poll(async () => (await look()).underline).toBe(false);
  // A keyboard user's focus: a key pressed first, so the browser shows focus as it does for the keyboard.
  await page.keyboard.press('Shift');
  await link.focus();
  await expect(link).toBeFocused();
  expect(await look()).toEqual({ underline: true, color: resting.color });
  const ring = await link.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });
  expect(ring).toBe(true);
});
