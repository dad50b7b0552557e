import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderRoute } from '../../render';
import { setScenario } from '../../../src/mocks/scenarios';
import {
  CAMPAIGN_PAGE_SIZE,
  mockCampaignCount,
  mockCampaignPage,
  type MockCampaign,
} from '../../../src/mocks/data/campaigns';
import { playerPath } from '../../../src/components/PlayerLink';
import { linkWithText, plainNames, rows, shownNames, watchCampaignRequests } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaigns/CampaignsPage');
}, 60_000);

const tabs = () => screen.getByRole('navigation', { name: 'Campaign lists' });

function firstPage(tab: 'seasonal' | 'weekly' | 'club'): MockCampaign[] {
  return mockCampaignPage(tab, 0).campaigns;
}

describe('the campaigns page: tabs', () => {
  it('shows the three tabs as links, seasonal active by default', async () => {
    renderRoute('/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    const links = within(tabs()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Seasonal campaigns', '/campaigns/seasonal'],
      ['Weekly Shorts', '/campaigns/weekly'],
      ['Club campaigns', '/campaigns/club'],
    ]);
    expect(within(tabs()).getByRole('link', { name: 'Seasonal campaigns' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs()).getByRole('link', { name: 'Weekly Shorts' })).not.toHaveAttribute('aria-current');
    expect(await shownNames()).toEqual([
      'Fall 2026',
      'Summer 2026',
      'Spring 2026',
      'Winter 2026',
      'Fall 2025',
      'Summer 2025',
      'Spring 2025',
      'Winter 2025',
      'Fall 2024',
      'Summer 2024',
      'Spring 2024',
      'Winter 2024',
      'Fall 2023',
      'Summer 2023',
      'Spring 2023',
      'Winter 2023',
      'Fall 2022',
      'Summer 2022',
      'Spring 2022',
      'Winter 2022',
      'Fall 2021',
      'Summer 2021',
      'Spring 2021',
      'Winter 2021',
      'Fall 2020',
    ]);
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Campaigns'));
  });

  it.each([
    ['Weekly Shorts', '/campaigns/weekly', 'weekly'],
    ['Club campaigns', '/campaigns/club', 'club'],
    ['Seasonal campaigns', '/campaigns/seasonal', 'seasonal'],
  ] as const)('moves to the %s tab and its list', async (label, path, tab) => {
    const { user, router } = renderRoute(tab === 'seasonal' ? '/campaigns/club' : '/campaigns');
    await rows();
    await user.click(within(tabs()).getByRole('link', { name: label }));
    expect(currentPath(router)).toBe(path);
    expect(within(tabs()).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await waitFor(async () => expect(await shownNames()).toEqual(plainNames(firstPage(tab))));
  });

  it('takes the API’s newer name weeklyshorts to the Weekly Shorts tab', async () => {
    const { router } = renderRoute('/campaigns/weeklyshorts');
    await waitFor(() => expect(currentPath(router)).toBe('/campaigns/weekly'));
    expect(await shownNames()).toEqual([
      'Week 333',
      'Week 332',
      'Week 331',
      'Week 330',
      'Week 329',
      'Week 328',
      'Week 327',
      'Week 326',
      'Week 325',
      'Week 324',
      'Week 323',
      'Week 322',
      'Week 321',
      'Week 320',
      'Week 319',
      'Week 318',
      'Week 317',
      'Week 316',
      'Week 315',
      'Week 314',
      'Week 313',
      'Week 312',
      'Week 311',
      'Week 310',
      'Week 309',
    ]);
  });

  it('explains an unknown tab, asks the API nothing, and links to the three lists', async () => {
    const requests = watchCampaignRequests();
    const { user, router } = renderRoute('/campaigns/foo');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“foo” is not a list of campaigns.');
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/campaigns/seasonal',
      '/campaigns/weekly',
      '/campaigns/club',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.click(within(alert).getByRole('link', { name: 'Club campaigns' }));
    expect(currentPath(router)).toBe('/campaigns/club');
    expect(await shownNames()).toEqual([
      'Loop Ice',
      'Wall Drift',
      'Flow Drift',
      'Speed Speed Ñandú',
      'Wall Speed',
      'Neon Ulul',
      'Sky Bob',
      'Spiral Canyon 夜明け',
      'Ice Sky',
      'Rally Bob',
      'Turbo Flow',
      'Ice Jump',
      'Ice Spiral',
      'Dirt Drift Çöl',
      'Drift Torkalux',
      'Speed Drift',
      'Rally Rally',
      'Wall Vixfel',
      'Turbo Neulzen',
      'Tech Ride #1',
      'Sky Qualux',
      'Dirt Canyon 夜明け',
      'Ice Drozenfel',
      'Loop Mimi',
      'Jump Quavo',
    ]);
  });
});

describe('the campaigns page: the lists and their cells', () => {
  it('has the four columns', async () => {
    renderRoute('/campaigns');
    await rows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Image',
      'Name',
      'Maps',
      'Published',
    ]);
  });

  it('shows a seasonal campaign with its image, Official tag, link, 25 maps and publication time', async () => {
    renderRoute('/campaigns');
    const campaign = firstPage('seasonal')[0] as MockCampaign;
    const row = within((await rows())[0] as HTMLElement);
    expect(row.getByRole('link', { name: campaign.name })).toHaveAttribute(
      'href',
      `/campaigns/seasonal/${campaign.id}`,
    );
    expect(row.getByAltText(`Image of ${campaign.name}`)).toHaveAttribute('src', campaign.mediaurl);
    expect(row.getByText('Official')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '25' })).toBeInTheDocument();
    const time = row.getByText('2 months ago');
    expect(time).toHaveAttribute('title', '1 Oct 2026, 17:00');
    // Official campaigns have no creator line.
    expect(row.queryByText(/^By /)).not.toBeInTheDocument();
    expect(row.getAllByRole('link')).toHaveLength(1);
  });

  it('shows weekly shorts as official, linked under the weekly tab, with 5 maps, some without an image', async () => {
    renderRoute('/campaigns/weekly');
    const campaigns = firstPage('weekly');
    const list = await rows();
    expect(list).toHaveLength(CAMPAIGN_PAGE_SIZE);
    const first = within(list[0] as HTMLElement);
    expect(first.getByRole('link', { name: campaigns[0]?.name ?? '' })).toHaveAttribute(
      'href',
      `/campaigns/weekly/${campaigns[0]?.id ?? ''}`,
    );
    expect(first.getByRole('cell', { name: '5' })).toBeInTheDocument();
    list.forEach((row) => expect(within(row).getByText('Official')).toBeInTheDocument());
    const withoutImage = campaigns.findIndex((campaign) => campaign.mediaurl === undefined);
    expect(withoutImage).toBeGreaterThanOrEqual(0);
    expect(within(list[withoutImage] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows club campaigns with game-text names, “By {player} in {club}” and links to the player and the club', async () => {
    renderRoute('/campaigns/club');
    const campaigns = firstPage('club');
    const list = await rows();
    const index = campaigns.findIndex((campaign) => campaign.creatorplayer && campaign.clubname && campaign.mediaurl);
    const campaign = campaigns[index] as MockCampaign;
    const cells = list[index] as HTMLElement;
    const row = within(cells);
    const name = 'Wall Drift';
    expect(linkWithText(cells, name)).toHaveAttribute('href', `/campaigns/${String(campaign.clubid)}/${campaign.id}`);
    expect(row.getByText(/^By/).closest('div')).toHaveTextContent(
      `By ${campaign.creatorplayer?.name ?? ''} in Turbo Mine Society`,
    );
    expect(row.getByRole('link', { name: campaign.creatorplayer?.name ?? '' })).toHaveAttribute(
      'href',
      playerPath(campaign.creatorplayer ?? { id: '' }),
    );
    expect(linkWithText(cells, 'Turbo Mine Society')).toHaveAttribute('href', `/clubs/${String(campaign.clubid)}`);
    expect(row.getByAltText(`Image of ${name}`)).toBeInTheDocument();
    expect(row.getByRole('cell', { name: String(campaign.mapcount) })).toBeInTheDocument();
    expect(row.queryByText('Official')).not.toBeInTheDocument();
    // The styles are drawn, not printed: no $ codes reach the page.
    expect(list.map((item) => item.textContent).join('')).not.toMatch(/\$[0-9a-fA-F]{3}/);
  });
});

describe('the campaigns page: Load more and Refresh', () => {
  it('adds the next page of seasonal campaigns and hides Load more on the last page', async () => {
    const { user } = renderRoute('/campaigns');
    expect(await rows()).toHaveLength(CAMPAIGN_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(mockCampaignCount('seasonal')));
    expect(await shownNames()).toEqual([
      'Fall 2026',
      'Summer 2026',
      'Spring 2026',
      'Winter 2026',
      'Fall 2025',
      'Summer 2025',
      'Spring 2025',
      'Winter 2025',
      'Fall 2024',
      'Summer 2024',
      'Spring 2024',
      'Winter 2024',
      'Fall 2023',
      'Summer 2023',
      'Spring 2023',
      'Winter 2023',
      'Fall 2022',
      'Summer 2022',
      'Spring 2022',
      'Winter 2022',
      'Fall 2021',
      'Summer 2021',
      'Spring 2021',
      'Winter 2021',
      'Fall 2020',
      'Summer 2020',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps Load more while pages remain, asking for page 1 then page 2', async () => {
    const requests = watchCampaignRequests();
    const { user } = renderRoute('/campaigns/club');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2 * CAMPAIGN_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3 * CAMPAIGN_PAGE_SIZE));
    expect(requests.map((request) => request.page)).toEqual([
      '/api/campaigns/club/0',
      '/api/campaigns/club/1',
      '/api/campaigns/club/2',
    ]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('asks again on Refresh', async () => {
    const requests = watchCampaignRequests();
    const { user } = renderRoute('/campaigns/weekly');
    await rows();
    expect(requests).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.page).toBe('/api/campaigns/weekly/0');
  });

  it('says so when a list is empty, without a table or Load more', async () => {
    setScenario('empty');
    renderRoute('/campaigns/club');
    expect(await screen.findByRole('status')).toHaveTextContent('There are no campaigns in this list yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a progress bar while the first page loads', async () => {
    setScenario('slow');
    renderRoute('/campaigns');
    expect(await screen.findByRole('progressbar', { name: 'Loading campaigns…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
