import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { bodyRows, liveEvent, liveRounds, preloadEventPages, recordRequests } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

// Grand League has 36 players, and its first round's qualifiers list all 36 on their first page: "Load more results"
// stayed, and a click fetched an empty page.
describe('the results of an event round', () => {
  it('offer no Load more once every player of the event is listed, and ask for no further page', async () => {
    const [ended] = liveRounds();
    const requests = recordRequests();
    const { queryClient } = renderRoute(`/competitions/comp/${liveEvent().competitionid}?round=${ended.id}`);
    for (const name of ['Grand League - Qualifier A', 'Grand League - Qualifier B']) {
      const card = within((await screen.findByRole('heading', { level: 4, name })).closest('article') as HTMLElement);
      const results = await card.findByRole('table', { name: `Results of ${name}` });
      expect(bodyRows(results)).toHaveLength(36);
    }
    // Every answer the page asked for is in: a further page, had one been asked, would be among them.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryAllByRole('button', { name: /^Load more results of/ })).toEqual([]);
    expect(requests.filter((path) => /\/challenge\/\d+\/[1-9]/.test(path))).toEqual([]);
  });
});
