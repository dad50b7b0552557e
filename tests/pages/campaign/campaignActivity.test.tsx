import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { activityPage, ACTIVITY_LENGTH } from '../../../src/mocks/data/campaignRecords';
import { campaignGroup } from '../../../src/mocks/data/campaign';
import { mockCampaignAt } from '../../../src/mocks/data/campaigns';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignActivityPage');
}, 60_000);

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Campaign activity' }))
    .getAllByRole('row')
    .slice(1);

describe('the campaign activity page', () => {
  it('lists 25 records with map, player, time and when; deleted ones tagged; Load more adds 25', async () => {
    const { user } = renderRoute('/campaigns/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign activity' })).toBeInTheDocument();
    const list = await rows();
    expect(list).toHaveLength(25);
    const expected = activityPage(undefined, 0);
    const first = within(list[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Fall 2026 - 14' })).toHaveAttribute(
      'href',
      `/campaigns/leaderboard/${expected[0]?.group ?? ''}/${expected[0]?.map.mapUid ?? ''}`,
    );
    expect(first.getByText('0:53.987')).toBeInTheDocument();
    expect(list[0]?.querySelector('time')).not.toBeNull();
    const deleted = expected.filter((record) => record.type === 1).length;
    expect(screen.getAllByText('Deleted')).toHaveLength(deleted);
    expect(screen.getAllByText('Deleted')[0]).toHaveAttribute(
      'title',
      'This record was deleted from the leaderboards for being bugged, glitched or cheated.',
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
  });

  it('stops offering Load more after the last (short) page', async () => {
    server.use(
      http.get('/api/leaderboard/activity/:page', ({ params }) =>
        HttpResponse.json(params.page === '0' ? activityPage(undefined, Math.floor(ACTIVITY_LENGTH / 25)) : []),
      ),
    );
    renderRoute('/campaigns/activity');
    expect((await rows()).length).toBeLessThan(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows one campaign’s records for a group, with a link to all', async () => {
    const campaign = mockCampaignAt('seasonal', 1);
    const group = campaignGroup(campaign.id);
    renderRoute(`/campaigns/activity/${group}`);
    const list = await rows();
    expect(list).toHaveLength(25);
    expect(list.every((row) => row.textContent.includes(campaign.name))).toBe(true);
    expect(screen.getByRole('link', { name: 'Show all campaigns' })).toHaveAttribute('href', '/campaigns/activity');
  });

  it('says when there is no activity', async () => {
    setScenario('empty');
    renderRoute('/campaigns/activity');
    expect(await screen.findByRole('status')).toHaveTextContent('No activities found.');
  });

  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    ['an {error} answer', () => HttpResponse.json({ error: 'Activity is unavailable' }), /Activity is unavailable/],
  ];

  it.each(cases)('%s gives a clear message, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get('/api/leaderboard/activity/:page', reply));
    const { user } = renderRoute('/campaigns/activity');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the campaign activity');
    expect(alert).toHaveTextContent(detail);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'TOTD' }),
    );
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
  });
});
