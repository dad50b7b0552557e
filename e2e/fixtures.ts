import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { TEST_NOW } from '../tests/clock';
import { SLOW_MS } from '../src/mocks/scenarios';

export interface SiteFixtures {
  /** Console error texts a test expects (for example a 500 it provoked); anything else fails the test. */
  allowConsoleErrors: RegExp[];
  /**
   * Runs the accessibility check now: walks call it where they reach a state the route walk does not see.
   * `contrast: false` leaves out the colour-contrast rule (see accessibilityViolations).
   */
  checkA11y: (options?: { contrast?: boolean }) => Promise<void>;
}

/** Axe's impacts a test fails on: every one but minor. */
const FAILING_IMPACTS: readonly (string | null | undefined)[] = ['moderate', 'serious', 'critical'];

/** axe-core's own build, put into each page once (window.axe). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * Axe-core run in the page in one call, put into the document once, not @axe-core/playwright's AxeBuilder (which
 * injects axe on every check and joins frames the site does not draw). `contrast: false` leaves out the slowest rule:
 * colours do not change with the width, so the phone walk leaves it to the desktop walk, which checks it on every
 * route (docs/decisions/011-test-runner-settings.md).
 */
async function accessibilityViolations(
  page: Page,
  { contrast = true }: { contrast?: boolean } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(contrast ? {} : { rules: { 'color-contrast': { enabled: false } } }),
  };
  const results = await page.evaluate(async (runOptions) => {
    if (!window.axe) throw new Error('axe-core did not load in the page');
    return window.axe.run(document, runOptions);
  }, options);
  return results.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? ''}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

const FAILED_LOAD = /^Failed to load resource\b/;
/** The path and query of an address (the origin is always the e2e server's). */
const addressOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The console errors of requests a test makes fail on purpose, by path and query (exactly, or a pattern of the
 * path): test.use({ allowConsoleErrors: [failedLoads('/api/totd/0')] }). Any other failed load still fails the test.
 * One pattern for all the paths: test.use reads a two-item array as a value and its options.
 */
export function failedLoads(...paths: (string | RegExp)[]): RegExp {
  const alternatives = paths.map((path) => (typeof path === 'string' ? `${escapeRegExp(path)}$` : path.source));
  return new RegExp(`^Failed to load resource\\b.* (?:${alternatives.join('|')})`);
}

/** What the page logs for a refused load or inline code (see the `page` fixture). */
const CSP_REPORT = 'Security policy violation';
/** Chrome's own console text for what the Content-Security-Policy refused, and ours above. */
const CSP_MESSAGE = new RegExp(`Content Security Policy|${CSP_REPORT}`, 'i');

/**
 * Every e2e test fails on an uncaught page error or a console error, and on anything the site's
 * Content-Security-Policy (server/headers.ts, sent by the e2e server as by the production server) refuses, even where
 * the test allows some console errors: a refused script, style, image or request is a bug, never an expected error.
 * Axe (no moderate, serious or critical violations) checks every route at both widths in routes.spec.ts; walks add checkA11y()
 * where they open what a route alone does not show (popups, dialogs, menus, panels, signed-in views, error messages).
 * Checking every walk's last page again cost a third of the suite's time and found nothing the route walk missed.
 */
export const test = base.extend<SiteFixtures>({
  allowConsoleErrors: [[], { option: true }],
  checkA11y: async ({ page }, use) => {
    await use(async (options) => {
      expect(await accessibilityViolations(page, options), 'accessibility violations').toEqual([]);
    });
  },
  page: async ({ page, allowConsoleErrors }, use) => {
    // Every test starts at the moment the mocked API's data are laid out for (playwright.config.ts sets the server's
    // MOCK_NOW to it); the clock then runs at the real pace, timers included.
    await page.clock.install({ time: TEST_NOW });
    const problems: string[] = [];
    // The browser's securitypolicyviolation event names the directive and what it refused, in report-only mode too.
    await page.addInitScript((marker: string) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${String(event.lineNumber)}` : '';
        console.error(`${marker}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where}`);
      });
    }, CSP_REPORT);
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (CSP_MESSAGE.test(text)) {
        problems.push(`security policy: ${text}`);
        return;
      }
      if (message.type() !== 'error') return;
      // Chrome's text for a failed load names no address: the address it reports is added, so that a test allows the
      // requests it makes fail (failedLoads below) and no other.
      const shown = FAILED_LOAD.test(text) ? `${text} ${addressOf(message.location().url)}` : text;
      if (allowConsoleErrors.some((pattern) => pattern.test(shown))) return;
      problems.push(`console: ${shown}`);
    });
    await use(page);
    expect(problems, 'page errors, console errors and security policy violations').toEqual([]);
  },
});

export { expect };

/**
 * Opens the burger menu when the layout has one (phones). Waits for the app's own header first: the first paint is a
 * static header without navigation, and asking whether the burger is visible before the app replaced it would say no.
 */
export async function openMenu(page: Page): Promise<void> {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation).toBeVisible();
  const burger = navigation.getByRole('button', { name: 'Open menu' });
  if (await burger.isVisible()) await burger.click();
}

/**
 * Signs in as the mocked API's user through the login popup, from the page the browser is on: the app then opens the
 * player's page.
 */
export async function signInAsMockPilot(page: Page): Promise<void> {
  await openMenu(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Log in with Ubisoft Connect' }).click();
  const popup = await popupPromise;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in as MockPilot' }).click();
  await closed;
  await expect(page).toHaveURL(/#\/player\/mockpilot$/);
}

/** The main navigation, whichever layout (burger on phones) is showing. */
export async function openTab(page: Page, label: string): Promise<void> {
  await openMenu(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * An image counts as shown once the browser has decoded it: visible is not enough, since a
 * visible <img> may still be loading on a busy machine.
 */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/**
 * Every API answer 2.5 s late (the slow scenario's wait), held in this page's own routing rather than asked of the
 * e2e server's slow scenario: the server keeps answers for everyone, and a slow answer it kept would come back at once
 * to the next test that asks for one.
 */
export async function slowApi(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue();
    },
  );
}
