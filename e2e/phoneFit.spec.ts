import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { lineEnds, lineTops, SEPARATORS } from './textLines';
import { contrastRatio } from '../src/lib/colorContrast';

// What a phone's 390 px shows where the layout is the point (issue 45): tab strips that say they go on, tabs and
// buttons that keep their row, texts said once and broken where they may be, a tall image shown whole, a tapped row
// that reads as well as the others. The desktop project runs the checks that hold at every width.

/** The line tops of each element, rounded: which of them share a line. */
function tops(items: Locator): Promise<number[]> {
  return items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
}

/** The side or sides where the strip fades out, read from its mask. */
function fadedEnds(strip: Locator): Promise<{ start: boolean; end: boolean }> {
  return strip.evaluate((nav) => {
    const mask = getComputedStyle(nav).maskImage;
    if (!mask.includes('gradient')) return { start: false, end: false };
    const stops = mask
      .slice(mask.indexOf('(') + 1)
      .split(/,(?![^(]*\))/)
      .map((stop) => stop.trim());
    const direction = stops[0] ?? '';
    const colours = stops.slice(1);
    const clear = (stop: string | undefined) =>
      stop !== undefined && (stop.startsWith('transparent') || /rgba\([^)]*,\s*0\)/.test(stop));
    const [first, last] = [colours[0], colours[colours.length - 1]];
    // "to left" reads back as 270deg: its first stop lies at the strip's end.
    const leftward = direction === 'to left' || direction === '270deg';
    return leftward ? { start: clear(last), end: clear(first) } : { start: clear(first), end: clear(last) };
  });
}

/** The channels of a computed "rgb(r, g, b)" colour. */
function channels(colour: string): number[] {
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

async function within(page: Page, box: { left: number; right: number }): Promise<boolean> {
  const width = await page.evaluate(() => window.innerWidth);
  return box.left >= 0 && box.right <= width;
}

test.describe('on a phone, what lies beyond the edge and what keeps its row', { tag: '@phone' }, () => {
  test('the player tab strip fades where more tabs lie and centres the active one', async ({ page }) => {
    // At the phone's width in both projects: the desktop's tabs all fit.
    await page.setViewportSize({ width: 390, height: 844 });
    const strip = page.getByRole('navigation', { name: 'Player sections' });
    await page.goto('/#/player/mockpilot');
    await expect(strip.getByRole('link')).toHaveCount(6);
    await expect
      .poll(() => fadedEnds(strip), 'the first tab shown: the strip goes on to the right')
      .toEqual({ start: false, end: true });

    await page.goto('about:blank');
    await page.goto('/#/player/mockpilot/cotd');
    const active = strip.locator('[aria-current="page"]');
    await expect(active).toHaveText('Cup of the Day');
    const box = await active.evaluate((link) => link.getBoundingClientRect().toJSON() as DOMRect);
    expect(await within(page, box), 'the active tab is in view').toBe(true);
    await expect
      .poll(() => fadedEnds(strip), 'the last tab shown: the strip goes on to the left')
      .toEqual({ start: true, end: false });

    // A tab in the middle is centred, with more tabs on either side.
    await page.goto('about:blank');
    await page.goto('/#/player/mockpilot/royal');
    const middle = await strip.locator('[aria-current="page"]').evaluate((link) => {
      const tab = link.getBoundingClientRect();
      const bar = (link.closest('nav') as HTMLElement).getBoundingClientRect();
      return Math.abs(tab.left + tab.width / 2 - (bar.left + bar.width / 2));
    });
    expect(middle, "the active tab sits in the strip's middle").toBeLessThan(2);
    await expect.poll(() => fadedEnds(strip)).toEqual({ start: true, end: true });
  });

  test('every tab strip keeps one row on a phone, fading where more tabs lie', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/competitions/comp/90997');
    const strip = page.getByRole('navigation', { name: 'Event sections' });
    const tabs = strip.getByRole('link');
    await expect(tabs.first()).toBeVisible();
    expect(new Set(await tops(tabs)).size, 'one row').toBe(1);
    const overflows = await strip.evaluate((nav) => nav.scrollWidth > nav.clientWidth);
    if (overflows) await expect.poll(() => fadedEnds(strip)).toEqual({ start: false, end: true });
  });

  test('the campaign tabs keep one row, and Refresh on the Track of the Day never stands alone', async ({ page }) => {
    await page.goto('/#/campaigns/club');
    const tabs = page.getByRole('navigation', { name: 'Campaign lists' }).getByRole('link');
    await expect(tabs).toHaveCount(3);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      expect(new Set(await tops(tabs)).size, `${width} px: the tabs lie on one row`).toBe(1);
      const boxes = await tabs.evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
      );
      for (const box of boxes) expect(await within(page, box), `${width} px: every tab in the window`).toBe(true);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    for (const month of ['', '/2026-9']) {
      await page.goto(`/#/totd${month}`);
      const header = page
        .locator('header')
        .filter({ has: page.getByRole('heading', { level: 1, name: 'Track of the Day' }) });
      const refresh = header.getByRole('button', { name: 'Refresh' });
      await expect(refresh).toBeVisible();
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 844 });
        const controls = header.locator('.button');
        const lines = await tops(controls);
        const refreshTop = Math.round((await refresh.boundingBox())?.y ?? Number.NaN);
        expect(
          lines.filter((top) => top === refreshTop).length,
          `${width} px, /totd${month}: Refresh shares its line`,
        ).toBeGreaterThan(1);
        const counts = new Map<number, number>();
        for (const top of lines) counts.set(top, (counts.get(top) ?? 0) + 1);
        expect(
          [...counts.values()].filter((count) => count === 1),
          `${width} px, /totd${month}: no button alone on a line`,
        ).toEqual([]);
      }
    }
  });

  test('a Nadeo room says "multiple instances" once, and its setting keys break only after a separator', async ({
    page,
  }) => {
    await page.goto('/#/rooms/11924/100850');
    const facts = page.getByRole('table', { name: 'Room details' });
    await expect(facts).toBeVisible();
    const said = await facts.evaluate(
      (table) => table.textContent.split('This room may have multiple instances.').length - 1,
    );
    expect(said).toBe(1);
    const keys = page.getByRole('table', { name: 'Script settings' }).locator('tbody tr > :first-child');
    await expect(keys.first()).toBeVisible();
    for (const key of await keys.all()) {
      const text = await key.innerText();
      if ((await lineTops(key)).length < 2) continue;
      const ends = await lineEnds(key);
      expect(
        ends.filter((char) => !SEPARATORS.includes(char)),
        `"${text}" breaks at ${ends.join(' ')}`,
      ).toEqual([]);
    }
  });

  test("an event's vertical image shows whole, tall and wide enough to see", async ({ page }) => {
    await page.goto('/#/competitions/comp/90997');
    const image = page.getByRole('img', { name: /^Vertical image of / });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const natural = img.naturalWidth / img.naturalHeight;
      const fit = getComputedStyle(img).objectFit;
      // The picture drawn inside the box: all of it when it is contained or when the box has its shape.
      const whole = fit === 'contain' || Math.abs(box.width / box.height - natural) < 0.02;
      return { width: box.width, right: box.right, whole, windowWidth: window.innerWidth };
    });
    expect(shown.whole, 'the whole image, not a cut').toBe(true);
    expect(shown.width).toBeGreaterThanOrEqual(40);
    expect(shown.right).toBeLessThanOrEqual(shown.windowWidth);
  });

  test('a tapped row reads as well as the others: no hover left behind, its grey labels at 4.5:1', async ({
    page,
    isMobile,
  }) => {
    // At the phone's width, where the labels show; a desktop's pointer hovers the row instead of tapping it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/totd');
    const row = page.getByRole('table').locator('tbody tr').nth(1);
    const label = row.getByText('Author time:');
    await expect(label).toBeVisible();
    const colours = () =>
      row.evaluate((tr) => {
        const opaque = (element: Element | null): string => {
          for (let at = element; at; at = at.parentElement) {
            const colour = getComputedStyle(at).backgroundColor;
            if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
          }
          return getComputedStyle(document.documentElement).backgroundColor;
        };
        const text = tr.querySelector('.rt-under-label');
        return {
          row: opaque(tr),
          page: opaque(tr.closest('table')?.parentElement ?? null),
          text: text ? getComputedStyle(text).color : '',
        };
      });
    const before = await colours();
    if (isMobile) await label.tap();
    else await label.hover();
    const after = await colours();
    if (isMobile) expect(after.row, 'a tap leaves no hover behind').toBe(before.row);
    expect(
      contrastRatio(channels(after.text), channels(after.row)),
      `${after.text} on ${after.row}`,
    ).toBeGreaterThanOrEqual(4.5);
  });
});
