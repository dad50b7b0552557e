// One endpoint failing while the others answer: every route example is rendered once as it is, to learn which API
// paths it asks, then once per path with only that path answering 500 {error}. A page made of several answers must
// keep the others: no crash (no route error screen, no section that failed to render, no uncaught error), a message
// where the failed part would be, and, when other answers still arrived (the failed one was not the one the rest waits
// for), more on the page than its title and the messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import type { RouteExample } from '../routeExamples';

const LOADING = /^Loading/;
const DOWN = 'Endpoint down for this test';
/** Texts that tell a reader a part failed: an alert, or a part's own quieter note. */
const FAILURE_NOTE = /could not|couldn’t|not be loaded|failed/i;

/**
 * Answers whose failure is quiet by design, each with its reason; the rest of the walk's checks still apply to them.
 */
const QUIET: readonly { path: RegExp; endpoint: RegExp; why: string }[] = [
  {
    path: /^\/clubs\/\d+\/(news|skins|items|maps|folder)\//,
    endpoint: /^\/api\/club\/\d+$/,
    why: 'the back link of a club activity names the club when it can, and reads "Back to the club" otherwise',
  },
  {
    path: /^\/competitions\/comp\/\d+(\?round=\d+)?$/,
    endpoint: /^\/api\/comp\/\d+\/teams$/,
    why: 'the teams are only read on the Teams tab, which stays and says why (tests/pages/competitions/teamsFailing.test.tsx)',
  },
];

/** Answers that only say which other answer to read (today's map): they show nothing by themselves. */
const POINTERS: readonly RegExp[] = [/^\/api\/totd\/today$/];

let consoleErrors: string[];
let asked: string[];
/** Paths answered in the current render (the failing one aside). */
let answered: string[];

/** Renders a path and waits until it settled: title shown, no loading bar left. */
async function settle(path: string): Promise<void> {
  renderRoute(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
  await waitFor(() => expect(screen.queryAllByRole('progressbar', { name: LOADING })).toEqual([]), { timeout: 8000 });
}

/** The main area's text without its title and without the messages of failed parts. */
function contentBesidesMessages(): string {
  const main = screen.getByRole('main');
  const copy = main.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('[role="alert"], h1, .notification')) element.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
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

  describe.each(examples)('$route ($path)', ({ path }) => {
    it('keeps the other parts when one of its answers fails', async () => {
      await settle(path);
      const endpoints = [...asked];
      cleanup();
      for (const failing of endpoints) {
        server.resetHandlers();
        answered = [];
        // Only the one path fails; every other request falls through to the mocked API.
        server.use(http.all('/api/*', ({ request }) => (new URL(request.url).pathname === failing ? HttpResponse.json({ error: DOWN }, { status: 500 }) : undefined)));
        await settle(path);
        const where = `${path} with ${failing} failing`;
        expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' }), where).not.toBeInTheDocument();
        expect(screen.queryByText(/^This part could not be shown/), where).not.toBeInTheDocument();
        expect(screen.getByRole('navigation', { name: 'Main navigation' }), where).toBeInTheDocument();
        const main = screen.getByRole('main');
        if (!QUIET.some((quiet) => quiet.path.test(path) && quiet.endpoint.test(failing))) {
          // A part that waits for another answer first (a map after today's map) shows its message a moment later.
          await waitFor(() => {
            const messages = within(main).queryAllByRole('alert').length + within(main).queryAllByText(FAILURE_NOTE).length;
            expect(messages, `${where}: no message says a part failed`).toBeGreaterThan(0);
          });
        }
        // Other answers that still arrived must show: the failed part takes only its own place.
        const others = answered.filter((pathname) => pathname !== failing && !POINTERS.some((pointer) => pointer.test(pathname)));
        if (others.length > 0) expect(contentBesidesMessages().length, `${where}: nothing left beside the message, though ${others.join(', ')} answered`).toBeGreaterThan(0);
        expect(consoleErrors, where).toEqual([]);
        cleanup();
      }
    }, 120_000);
  });
}
