import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import { setScenario } from '../../src/mocks/scenarios';
import { ROUTE_EXAMPLES } from '../routeExamples';
import { expectTitle } from './pageTitle';

// Every route through every kind of bad answer: each ends in a message or a sensible empty state, the page never
// falls into the route error screen, nothing is logged as an uncaught error, and the tabs are still there. A failure's
// every alert carries that failure's own words (the API's {error} text, or the client's message for what went wrong);
// what each alert says beside them, route by route, is in oneAnswerDown.ts (oneEndpointWalk.tsx).

/**
 * `says`, for the failing cases: the words every alert carries, written out as a reader sees them. `titled`: the
 * answers still name what the page shows, so its title is the route example's own.
 */
type Case = { name: string; says?: string; titled?: boolean; arrange: () => void };

const everyApiCall = (answer: () => Response) => server.use(http.all('/api/*', answer));

const CASES: readonly Case[] = [
  {
    name: 'HTTP 500 with {error}',
    says: 'The mocked API is in its error scenario.',
    arrange: () => setScenario('error'),
  },
  {
    name: 'a network failure',
    says: 'Could not reach the server. Check your connection and try again.',
    arrange: () => everyApiCall(() => HttpResponse.error()),
  },
  {
    name: 'an HTML page instead of JSON',
    says: 'The server sent an unexpected answer (not JSON). This page may not exist, or the server is having trouble.',
    arrange: () => everyApiCall(() => HttpResponse.html('<!doctype html><title>Site</title>')),
  },
  {
    name: '{"error": "..."} with status 200',
    says: 'The service is down for maintenance.',
    arrange: () => everyApiCall(() => HttpResponse.json({ error: 'The service is down for maintenance.' })),
  },
  { name: 'empty lists', titled: true, arrange: () => setScenario('empty') },
  { name: 'every optional key left out', arrange: () => setScenario('sparse') },
];

const LOADING = /^Loading/;

let consoleErrors: string[];
let driftReports: string[];
let apiCalls: number;
beforeEach(() => {
  consoleErrors = [];
  driftReports = [];
  apiCalls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/')) apiCalls += 1;
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    const line = args.map(String).join(' ');
    if (line.startsWith('[api-drift]')) driftReports.push(line);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(ROUTE_EXAMPLES)('$route ($path)', ({ path, heading }) => {
  it.each(CASES)('survives $name', async ({ arrange, says, titled }) => {
    arrange();
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    // Settled: no loading bar is left (a page may show several while its parts load).
    await waitFor(() => expect(screen.queryAllByRole('progressbar', { name: LOADING })).toEqual([]), { timeout: 8000 });
    // A page that asks the API nothing (privacy, an empty search) has nothing to fail.
    if (says !== undefined && apiCalls > 0) {
      const alerts = await screen.findAllByRole('alert', {}, { timeout: 8000 });
      for (const alert of alerts) expect(alert).toHaveTextContent(says);
    }
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this page' })).not.toBeInTheDocument();
    // The page's own title, once its data settled (a page may swap a loading title for the real one).
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    // The route's own page (a map's name comes after today's map was named).
    if (titled) await waitFor(() => expectTitle(heading, path));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(consoleErrors).toEqual([]);
    // Empty lists and left-out keys are answers the API sends every day: the drift alarm stays quiet on them.
    if (says === undefined) expect(driftReports).toEqual([]);
  });
});
