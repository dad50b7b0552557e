// One answer of a page that combines several refused (429) or lost on the way (network failure), the other answering:
// the page says in its place what happened and when to try again, word for word, and the other answer still shows.
// A map leaderboard (the map's information and its leaderboard) and a player page (the player and the matches).
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { alertTexts, expectKept, settle } from './oneEndpointWalk';
import { recordConsoleErrors } from '../consoleErrors';

const PAGE = '/leaderboard/StuntDemoMapUid0000000001';
const LEADERBOARD = '/api/leaderboard/map/StuntDemoMapUid0000000001';
// MockPilot's page: the player, then the 2v2 matches by the account id the player's answer gave.
const PLAYER_PAGE = '/player/mockpilot/2v2';
const PLAYER_MATCHES = '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/matches/5/0';

const consoleErrors = recordConsoleErrors();

/** Only `path` gets `answer`; every other request falls through to the mocked API. */
function failOnly(path: string, answer: () => Response): void {
  server.use(http.all('/api/*', ({ request }) => (new URL(request.url).pathname === path ? answer() : undefined)));
}

describe('a map leaderboard with one of its two answers refused or lost', () => {
  it.each([
    {
      what: 'a 429 with X-Ratelimit-Reset',
      answer: () =>
        new HttpResponse(null, {
          status: 429,
          headers: { 'X-Ratelimit-Limit': '40', 'X-Ratelimit-Remaining': '0', 'X-Ratelimit-Reset': '30' },
        }),
      message: 'Too many requests. Please try again in 30 seconds.',
    },
    {
      // Retry-After means what X-Ratelimit-Reset means: the seconds to wait (src/api/client.ts).
      what: 'a 429 with Retry-After instead',
      answer: () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '45' } }),
      message: 'Too many requests. Please try again in 45 seconds.',
    },
    {
      what: 'a network failure',
      answer: () => HttpResponse.error(),
      message: 'Could not reach the server. Check your connection and try again.',
    },
  ])('the leaderboard meets $what: the page says so, the map’s medals still show', async ({ answer, message }) => {
    failOnly(LEADERBOARD, answer);
    await settle(PAGE);
    await waitFor(() => expect(alertTexts()).toEqual([['Could not load the leaderboard', message]]));
    // From the map's own answer: the author score and the author.
    expectKept('68,000 pts', PAGE);
    expectKept('Kastodro', PAGE);
    expect(consoleErrors).toEqual([]);
  });

  it('on a player page, the matches meet a 429: the page says when to try again, and only that; the player still shows', async () => {
    failOnly(PLAYER_MATCHES, () => new HttpResponse(null, { status: 429, headers: { 'X-Ratelimit-Reset': '12' } }));
    await settle(PLAYER_PAGE);
    // No "the data API might be down" hint: the API answered, and said when to ask again.
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        ['Could not load the matches', 'Too many requests. Please try again in 12 seconds.'],
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'MockPilot' })).toBeInTheDocument();
    expect(consoleErrors).toEqual([]);
  });
});
