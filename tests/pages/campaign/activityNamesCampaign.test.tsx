import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { activityPage } from '../../../src/mocks/data/campaignRecords';
import { campaignGroup } from '../../../src/mocks/data/campaign';
import { mockCampaignAt } from '../../../src/mocks/data/campaigns';

// The page's code, loaded before the first test's waits start.
beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignActivityPage');
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

const seasonal = mockCampaignAt('seasonal', 1);
const group = campaignGroup(seasonal.id);
/** The line under the heading that says whose records these are. */
const subtitle = async () => (await screen.findByText(/^Records of/)).closest('p') as HTMLElement;

describe('one campaign’s activity names its campaign', () => {
  it('opened from the campaign page: its name, linked back to it', async () => {
    const { user } = renderRoute(`/campaigns/seasonal/${String(seasonal.id)}`);
    await user.click(await screen.findByRole('link', { name: 'All records of this campaign' }));
    const line = await subtitle();
    expect(within(line).getByRole('link', { name: seasonal.name })).toHaveAttribute(
      'href',
      `/campaigns/seasonal/${String(seasonal.id)}`,
    );
    // Two whole pages drawn: on a loaded machine that takes longer than one.
  }, 30_000);

  it('opened by its address: the name its numbered maps share', async () => {
    renderRoute(`/campaigns/activity/${group}`);
    await screen.findByRole('table', { name: 'Campaign activity' });
    expect(await subtitle()).toHaveTextContent(`Records of ${seasonal.name}. Show all campaigns`);
  });

  it('with maps named otherwise: the leaderboard the address names', async () => {
    server.use(
      http.get('/api/leaderboard/activity/:group/:page', ({ params }) =>
        HttpResponse.json(
          activityPage(group, Number(params.page)).map((record, index) => ({
            ...record,
            map: { ...record.map, name: `Map ${String(index)}` },
          })),
        ),
      ),
    );
    renderRoute(`/campaigns/activity/${group}`);
    await screen.findByRole('table', { name: 'Campaign activity' });
    expect(await subtitle()).toHaveTextContent(`Records of the campaign with leaderboard ${group}.`);
  });
});
