import type { Page, Route } from '@playwright/test';

/** The board's row ranges (`/api/leaderboard/{group}/{uid}?offset=…`), not its map or its player count. */
export const isRowsRequest = (url: string) =>
  /\/api\/leaderboard\/[^/]+\/[^/?]+\?offset=\d+&length=(?!1$)\d+$/.test(url);

/** Holds the board's row answers back until the returned function lets them through. */
export async function holdRows(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => isRowsRequest(url.href),
    async (route: Route) => {
      await held;
      await route.fallback();
    },
  );
  return release;
}
