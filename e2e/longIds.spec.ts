import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { lineEnds, lineTops, SEPARATORS } from './textLines';

// Long ids and addresses break after a separator ("…/#qjoin=" then "stonelux407@Trackmania"), never at a random
// letter inside a word, at a phone's width and at a laptop's.

const STUNT = 'StuntDemoMapUid0000000001';

async function expectBreaksAtSeparators(page: Page, texts: Locator, widths: readonly number[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const text of await texts.all()) {
      const ends = await lineEnds(text);
      const shown = await text.innerText();
      expect(
        ends.filter((char) => !SEPARATORS.includes(char)),
        `${width} px: "${shown}" breaks after ${ends.join(' ')}`,
      ).toEqual([]);
    }
  }
}

test("a room's script, join link and script settings break after their separators", async ({ page }) => {
  await page.goto('/#/rooms/10000/1');
  const facts = page.getByRole('table', { name: 'Room details' });
  await expect(facts.locator('.room-join code')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Script settings' })).toBeVisible();
  const texts = page.locator('.room-join code, .room-script, .room-settings td');
  // The mocked room's join link, script and script settings: twelve texts.
  await expect(texts).toHaveCount(12);
  await expectBreaksAtSeparators(page, texts, [390, 360]);
});

test("the ads' addresses and ids break after their separators", async ({ page }) => {
  await page.goto('/#/ads');
  const texts = page.locator('.ad-facts dd');
  await expect(texts.first()).toBeVisible();
  await expectBreaksAtSeparators(page, texts, [390, 360]);
});

test("a map's UID keeps one line at 1280 px and its ID breaks after a dash", async ({ page }) => {
  await page.goto(`/#/leaderboard/${STUNT}`);
  const info = page.getByRole('table', { name: 'Map information' });
  await expect(info).toBeVisible();
  const uid = info.locator('.map-id').first();
  const id = info.locator('.map-id').nth(1);
  for (const width of [1440, 1280, 1216]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await lineTops(uid), `${width} px: the UID's lines`).toHaveLength(1);
  }
  await expectBreaksAtSeparators(page, id, [1280, 1216, 390, 360]);
});
