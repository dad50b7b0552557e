import { test, expect } from './fixtures';
import { ROUTE_EXAMPLES } from '../tests/routeExamples';

// Every route of the spec, on desktop and phone: the page settles, the axe check runs when the test ends (fixtures),
// and the keyboard reaches the page's controls with a visible focus ring.

const TAB_STOPS = 12;

test.describe('every route', () => {
  for (const { route, path } of ROUTE_EXAMPLES) {
    test(`${route} is accessible and keyboard-usable`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0, { timeout: 10_000 });

      // Walk the first tab stops: each focused element is visible and draws a focus indicator.
      // Start from the top of the document, as a keyboard user arriving on the page does.
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
      for (let stop = 0; stop < TAB_STOPS; stop += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement;
          if (!(element instanceof HTMLElement) || element === document.body) return null;
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          return {
            label: `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 40)}"`,
            ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
            sized: rect.width > 0 && rect.height > 0,
          };
        });
        if (focus === null) break;
        expect(focus.sized, `${focus.label} is focusable but has no size`).toBe(true);
        expect(focus.ring, `${focus.label} shows no focus indicator`).toBe(true);
      }
    });
  }
});
