import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { pause } from '../../pause';
import { bodyRows, liveEvent, liveRounds, preloadEventPages, recordRequests } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

// Grand League has 36 players, and its first round's qualifiers list all 36 on their first page: "Load more results"
// stayed, and a click fetched an empty page.
describe('the results of an event round', () => {
  it('offer no Load more once every player of the event is listed, and ask for no further page', async () => {
    const [ended] = liveRounds();
    const requests = recordRequests();
    renderRoute(`/competitions/comp/${liveEvent().competitionid}?round=${ended.id}`);
    for (const name of ['Grand League - Qualifier A', 'Grand League - Qualifier B']) {
      const card = within((await screen.findByRole('heading', { level: 4, name })).closest('article') as HTMLElement);
      const results = await card.findByRole('table', { name: `Results of ${name}` });
      expect(bodyRows(results)).toHaveLength(36);
    }
    await pause(200);
    expect(screen.queryAllByRole('button', { name: /^Load more results of/ })).toEqual([]);
    expect(requests.filter((path) => /\/challenge\/\d+\/[1-9]/.test(path))).toEqual([]);
  });
});
