import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import { playerMatchPage } from '../../src/mocks/data/playerMatches';
import { MOCK_USER } from '../../src/mocks/data/mockUser';

// Answers that arrive out of order: the first tab's answer is held back while the user opens a second tab, whose
// answer comes at once. When the late answer finally arrives, the page must still show the second tab's data.

const LATE_MS = 600;

/** Resolves once the held-back answer has been sent and the page had time to (wrongly) use it. */
const afterTheLateAnswer = () => new Promise((resolve) => setTimeout(resolve, LATE_MS + 300));

const ranking = (name: string, id: string) => ({
  activeplayers: 1,
  distribution: {},
  pageCount: 1,
  ranks: [{ rank: 1, score: 4100, player: { id, name } }],
});

let lateAnswers: number;
beforeEach(() => {
  lateAnswers = 0;
});

describe('tabs clicked faster than the API answers', () => {
  it('rankings: 2v2 answers late, Royal at once; Royal stays on screen', async () => {
    server.use(
      http.get('/api/top/matchmaking/5/:page', async () => {
        lateAnswers += 1;
        await delay(LATE_MS);
        return HttpResponse.json(ranking('Slow Duo', 'slow-duo'));
      }),
      http.get('/api/top/matchmaking/3/:page', () => HttpResponse.json(ranking('Quick Crown', 'quick-crown'))),
    );
    const { user } = renderRoute('/top');
    const tabs = await screen.findByRole('navigation', { name: /ranking/i });
    await user.click(within(tabs).getByRole('link', { name: 'Ranked 2v2' }));
    await user.click(within(tabs).getByRole('link', { name: 'Royal' }));
    expect(await screen.findByRole('link', { name: /Quick Crown/ })).toBeInTheDocument();
    await afterTheLateAnswer();
    // The late answer was asked for and arrived after Royal's.
    expect(lateAnswers).toBe(1);
    expect(screen.getByRole('link', { name: /Quick Crown/ })).toBeInTheDocument();
    expect(screen.queryByText('Slow Duo')).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Royal' })).toHaveAttribute('aria-current', 'page');
  });

  it('player matches: 2v2 answers late, Royal at once; the Royal matches stay on screen', async () => {
    // The mocked user's own pages of each kind, as the mocked API would send them.
    const duo = playerMatchPage(0, 5, 0);
    const royal = playerMatchPage(0, 3, 0);
    server.use(
      http.get('/api/player/:id/matches/5/:page', async () => {
        lateAnswers += 1;
        await delay(LATE_MS);
        return HttpResponse.json({ matches: duo });
      }),
      http.get('/api/player/:id/matches/3/:page', () => HttpResponse.json({ matches: royal })),
    );
    const { user } = renderRoute(`/player/${MOCK_USER.vanity}`);
    const tabs = await screen.findByRole('navigation', { name: /player/i });
    await user.click(within(tabs).getByRole('link', { name: '2v2 Matches' }));
    await user.click(within(tabs).getByRole('link', { name: 'Royal Matches' }));
    const royalFirst = `Info about match ${royal[0]?.lid ?? ''}`;
    expect(await screen.findByRole('link', { name: royalFirst })).toBeInTheDocument();
    await afterTheLateAnswer();
    expect(lateAnswers).toBe(1);
    expect(await screen.findByRole('link', { name: royalFirst })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Info about match ${duo[0]?.lid ?? ''}` })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Royal Matches' })).toHaveAttribute('aria-current', 'page');
  });
});
