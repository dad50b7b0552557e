// /api/comp/* has one owner: the Cup of the Day pages and the events pages read a cup's own answer and its results
// under one key, one schema and one kind per address, so a visitor who opens a cup and then the same event (or the
// other way round) asks the API once for each.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { recordRequests } from '../apiRequests';
import { cotdQueries } from '../../src/data/cotd';
import { competitionQueries } from '../../src/data/competitions';

const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

afterEach(() => {
  client.clear();
});

describe('a cup’s own answer', () => {
  it('is asked once for the cup page and the event page', async () => {
    server.use(
      http.get('/api/comp/:id', ({ params }) =>
        HttpResponse.json({ id: Number(params.id), name: 'Cup of the Day 2026-11-28 #1', rounds: [] }),
      ),
    );
    const asked = recordRequests();
    const cup = await client.query(cotdQueries.competition(77));
    const event = await client.query(competitionQueries.event(77));
    expect(event).toBe(cup);
    expect(asked).toEqual(['/api/comp/77']);
    expect(cotdQueries.competition(77).meta).toEqual({ answerKind: 'cup' });
  });

  it('keeps the results of a cup apart from the event’s other answers', () => {
    const keys = [
      competitionQueries.event(77).queryKey,
      competitionQueries.challenge(77, 3).queryKey,
      competitionQueries.challengeResults(77, 3).queryKey,
      competitionQueries.challengeResultsPage(77, 3, 0).queryKey,
      competitionQueries.matchResults(77, 5).queryKey,
      competitionQueries.teams(77).queryKey,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
