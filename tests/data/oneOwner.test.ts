// /api/comp/{id} has one owner: the Cup of the Day page and the events page read the same answer under one key, so
// a visitor who opens a cup and then the same event asks the API once; a cup's result lists keep keys of their own.
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
      cotdQueries.qualification(77, 3).queryKey,
      cotdQueries.qualificationPage(77, 3, 0).queryKey,
      cotdQueries.division(77, 5).queryKey,
      competitionQueries.challenge(77, 3).queryKey,
      competitionQueries.challengeResults(77, 3).queryKey,
      competitionQueries.matchResults(77, 5).queryKey,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
