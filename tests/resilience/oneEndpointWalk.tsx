// One endpoint failing while the others answer: every route example is rendered once as it is, to learn which API
// paths it asks, then once per path with only that path answering 500 {error}. A page made of several answers must
// keep the others: no crash (no route error screen, no section that failed to render, no uncaught error), the exact
// alerts (or the part's own note) that oneAnswerDown.ts lists for that failure, and the value from another answer it
// lists still on the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import type { RouteExample } from '../routeExamples';
import { DOWN, ONE_ANSWER_DOWN, type OneAnswerDown } from './oneAnswerDown';
import { expectTitle } from './pageTitle';

const LOADING = /^Loading/;

/** Answers that only say which other answer to read (today's map): they show nothing by themselves. */
const POINTERS: readonly RegExp[] = [/^\/api\/totd\/today$/];

let consoleErrors: string[];
let asked: string[];
/** Paths answered in the current render (the failing one aside). */
let answered: string[];

/** Renders a path and waits until it settled: title shown, no loading bar left. */
export async function settle(path: string): Promise<void> {
  renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
  await waitFor(() => expect(screen.queryAllByRole('progressbar', { name: LOADING })).toEqual([]), { timeout: 8000 });
}

const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The alerts of the main area as a reader meets them: each one's blocks (title, message, hint, action) in order. */
export function alertTexts(): string[][] {
  return within(screen.getByRole('main'))
    .queryAllByRole('alert')
    .map((alert) =>
      alert.children.length > 0
        ? [...alert.children].map((block) => squeeze(block.textContent))
        : [squeeze(alert.textContent)],
    );
}

/**
 * A value from another answer is on the page: an element's own text, or a heading's or link's text (its text, not its
 * computed name: jsdom's name joins a game-text name's coloured parts without their space).
 */
export function expectKept(keeps: NonNullable<OneAnswerDown['keeps']>, where: string): void {
  const main = within(screen.getByRole('main'));
  const found =
    typeof keeps === 'string'
      ? main.queryAllByText(keeps)
      : main.queryAllByRole(keeps.role).filter((element) => squeeze(element.textContent) === keeps.name);
  expect(found, `${where}: ${JSON.stringify(keeps)} is gone`).not.toEqual([]);
}

/** The main area's text without its title and without the messages of failed parts. */
function contentBesidesMessages(): string {
  const copy = screen.getByRole('main').cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('[role="alert"], h1, .notification')) element.remove();
  return squeeze(copy.textContent);
}

export function walkOneEndpointFailing(examples: readonly RouteExample[]): void {
  beforeEach(() => {
    consoleErrors = [];
    asked = [];
    answered = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/') && !asked.includes(pathname)) asked.push(pathname);
    });
    server.events.on('response:mocked', ({ request, response }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/') && response.ok && !answered.includes(pathname)) answered.push(pathname);
    });
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args.map(String).join(' ').slice(0, 1400));
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  describe.each(examples)('$route ($path)', ({ path, heading }) => {
    it('keeps the other parts when one of its answers fails, and says so in the words listed', async () => {
      const expectations = ONE_ANSWER_DOWN[path] ?? {};
      await settle(path);
      // With every answer: the route's own page, by its title (a map's name comes after today's map was named).
      await waitFor(() => expectTitle(heading, path));
      // Every answer the page asks has its failure written down (a new one is added to oneAnswerDown.ts); one asked
      // after another answered (a leaderboard after its map) may leave a moment after the loading bar went.
      await waitFor(() =>
        expect([...asked].sort(), `${path}: the answers asked`).toEqual(Object.keys(expectations).sort()),
      );
      cleanup();
      for (const [failing, expected] of Object.entries(expectations)) {
        server.resetHandlers();
        answered = [];
        // Only the one path fails; every other request falls through to the mocked API.
        server.use(
          http.all('/api/*', ({ request }) =>
            new URL(request.url).pathname === failing ? HttpResponse.json({ error: DOWN }, { status: 500 }) : undefined,
          ),
        );
        await settle(path);
        const where = `${path} with ${failing} failing`;
        expect(
          screen.queryByRole('heading', { name: 'Something went wrong on this page' }),
          where,
        ).not.toBeInTheDocument();
        expect(screen.queryByText(/^This part could not be shown/), where).not.toBeInTheDocument();
        expect(screen.getByRole('navigation', { name: 'Main navigation' }), where).toBeInTheDocument();
        // A part that waits for another answer first (a map after today's map) shows its message a moment later.
        await waitFor(() => expect(alertTexts(), `${where}: the alerts`).toEqual(expected.alerts));
        if (expected.note !== undefined)
          expect(within(screen.getByRole('main')).getByText(expected.note), where).toBeInTheDocument();
        // A part asked only after another answer failed (a map's positions) comes a moment after that alert.
        const { keeps } = expected;
        if (keeps !== undefined) await waitFor(() => expectKept(keeps, where));
        // Other answers that still arrived must show: the failed part takes only its own place.
        const others = answered.filter(
          (pathname) => pathname !== failing && !POINTERS.some((pointer) => pointer.test(pathname)),
        );
        if (others.length > 0)
          expect(
            contentBesidesMessages().length,
            `${where}: nothing left beside the message, though ${others.join(', ')} answered`,
          ).toBeGreaterThan(0);
        expect(consoleErrors, where).toEqual([]);
        cleanup();
      }
    }, 120_000);
  });
}
