// A cup is an event of /api/comp: the Cup of the Day page and the events page read its qualification results under
// one key, one schema and one kind, so a visitor who opens a cup and then the same event asks for them once.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { recordRequests } from '../../apiRequests';
import { renderRoute } from '../../render';
import { competitionQueries } from '../../../src/data/competitions';
import { pastMainCup, preloadCotdPages } from './cotdTestData';

describe('a cup’s qualification results', () => {
  it('are asked once when the cup is opened on the Cup of the Day page and then as an event', async () => {
    await preloadCotdPages();
    const cup = pastMainCup();
    const asked = recordRequests();
    const { router, queryClient } = renderRoute(`/cotd/${cup.id}`);
    const cupTable = await screen.findByRole('table', { name: 'Results of the qualification' }, { timeout: 10_000 });
    const firstPlayer = within(cupTable).getAllByRole('row')[1]?.querySelector('a')?.textContent ?? '';
    expect(firstPlayer).not.toBe('');
    const resultsAsked = () => asked.filter((path) => /^\/api\/comp\/\d+\/challenge\/\d+\/0$/.test(path));
    expect(resultsAsked()).toHaveLength(1);

    const event = queryClient.getQueryData(competitionQueries.event(cup.id).queryKey);
    const qualification = event?.rounds.find((round) => round.challenges.length > 0);
    const challenge = qualification?.challenges[0];
    if (!qualification || !challenge) throw new Error('the mocked cup has no qualification');
    await act(() => router.navigate(`/competitions/comp/${cup.id}?tab=rounds&round=${qualification.id}`));
    // The event page shows the same rows from the same answer, without asking for them again.
    const eventTable = await screen.findByRole('table', { name: `Results of ${challenge.name}` }, { timeout: 10_000 });
    expect(within(eventTable).getAllByRole('row')[1]).toHaveTextContent(firstPlayer);
    expect(resultsAsked()).toHaveLength(1);
  }, 30_000);
});
