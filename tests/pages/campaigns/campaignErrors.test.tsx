import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { mockCampaignAt, mockCampaignPage, type MockCampaign } from '../../../src/mocks/data/campaigns';
import { mockPlayer } from '../../../src/mocks/data/players';
import { linkWithText, rows, shownNames } from './helpers';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/campaigns/CampaignsPage');
}, 60_000);

const failures: [string, () => Response, RegExp][] = [
  ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
  ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
  ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
  [
    'an {error} answer',
    () => HttpResponse.json({ error: 'Nadeo services are unavailable' }),
    /Nadeo services are unavailable/,
  ],
];

const pageOf = (request: Request) => Number(new URL(request.url).pathname.split('/').at(-1));

describe('the campaigns page when the API fails', () => {
  it.each(failures)(
    'shows a message for %s on the first page, and the tabs keep working',
    async (_name, reply, detail) => {
      server.use(http.get('/api/campaigns/seasonal/:page', reply));
      const { user } = renderRoute('/campaigns');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The campaigns could not be loaded right now. Refresh tries again.');
      expect(alert).toHaveTextContent(detail);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      await user.click(
        within(screen.getByRole('navigation', { name: 'Campaign lists' })).getByRole('link', { name: 'Weekly Shorts' }),
      );
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
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it.each(failures)(
    'keeps the loaded rows when the next page fails with %s, and Load more tries again',
    async (_name, reply, detail) => {
      let failNext = true;
      server.use(
        http.get('/api/campaigns/club/:page', ({ request }) => {
          if (pageOf(request) === 1 && failNext) {
            failNext = false;
            return reply();
          }
          return undefined;
        }),
      );
      const { user } = renderRoute('/campaigns/club');
      expect(await rows()).toHaveLength(25);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('More campaigns could not be loaded right now. Load more tries again.');
      expect(alert).toHaveTextContent(detail);
      expect(await rows()).toHaveLength(25);
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(async () => expect(await rows()).toHaveLength(50));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('keeps the rows when a refresh fails, and says so', async () => {
    const { user } = renderRoute('/campaigns/weekly');
    expect(await rows()).toHaveLength(25);
    server.use(http.get('/api/campaigns/weekly/:page', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list could not be refreshed right now; it shows what was loaded before.',
    );
    expect(await rows()).toHaveLength(25);
  });
});

describe('the campaigns page with unusual answers', () => {
  it('merges a row sent again on the next page in place, never twice', async () => {
    // The list moved between two requests: page 1 repeats the last five rows of page 0, one of them updated.
    const page0 = Array.from({ length: 25 }, (_, i) => mockCampaignAt('club', i));
    const repeated = page0.slice(20).map((campaign, i) => (i === 0 ? { ...campaign, mapcount: 99 } : campaign));
    const page1 = [...repeated, ...Array.from({ length: 20 }, (_, i) => mockCampaignAt('club', 25 + i))];
    server.use(
      http.get('/api/campaigns/club/:page', ({ request }) =>
        HttpResponse.json({ campaigns: pageOf(request) === 0 ? page0 : page1, page: pageOf(request), pageCount: 2 }),
      ),
    );
    const { user } = renderRoute('/campaigns/club');
    expect(await rows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(45));
    const names = await shownNames();
    expect(names).toEqual([
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
      'Tech Ride',
      'Ride Tech',
      'Rally Spiral',
      'Ice Turbo Çöl',
      'Grass Wall',
      'Dirt Dirt',
      'Turbo Loop',
      'Rally Wall',
      'Neon Mikaul',
      'Turbo Grass',
      'Bob Neon #8',
      'Turbo Flow',
      'Rally Neon',
      'Flow Neon',
      'Tech Flow',
      'Dirt Flow',
      'Spiral Raul',
      'Speed Ratorzen ⚡',
      'Ride Drift',
      'Sky Stovixlux',
    ]);
    const links = (await rows()).map((row) => within(row).getAllByRole('link')[0]?.getAttribute('href'));
    expect(new Set(links).size).toBe(45);
    expect(within((await rows())[20] as HTMLElement).getByRole('cell', { name: '99' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('links an official campaign by its club id when the API sends one (spec: /campaigns/{clubid or tab id}/{id})', async () => {
    const official: MockCampaign = { ...mockCampaignAt('weekly', 0), clubid: 77, clubname: 'Nadeo' };
    server.use(
      http.get('/api/campaigns/weekly/:page', () =>
        HttpResponse.json({ campaigns: [official], page: 0, pageCount: 1 }),
      ),
    );
    renderRoute('/campaigns/weekly');
    const [row] = await rows();
    if (!row) throw new Error('one row expected');
    expect(within(row).getByRole('link', { name: official.name })).toHaveAttribute(
      'href',
      `/campaigns/77/${official.id}`,
    );
    expect(within(row).getByRole('link', { name: 'Nadeo' })).toHaveAttribute('href', '/clubs/77');
  });

  it('links an official campaign without a club (null or 0) under its tab', async () => {
    const seasonal: MockCampaign = { ...mockCampaignAt('seasonal', 0), clubid: null };
    const weekly: MockCampaign = { ...mockCampaignAt('weekly', 0), clubid: 0 };
    server.use(
      http.get('/api/campaigns/seasonal/:page', () =>
        HttpResponse.json({ campaigns: [seasonal, { ...weekly, name: 'Zero club' }], page: 0, pageCount: 1 }),
      ),
    );
    renderRoute('/campaigns/seasonal');
    const [first, second] = await rows();
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByRole('link', { name: seasonal.name })).toHaveAttribute(
      'href',
      `/campaigns/seasonal/${seasonal.id}`,
    );
    expect(within(second).getByRole('link', { name: 'Zero club' })).toHaveAttribute(
      'href',
      `/campaigns/seasonal/${weekly.id}`,
    );
  });

  it('ends the list at an empty page when the answer has no pageCount', async () => {
    server.use(
      http.get('/api/campaigns/seasonal/:page', ({ request }) =>
        HttpResponse.json({ campaigns: pageOf(request) === 0 ? mockCampaignPage('seasonal', 0).campaigns : [] }),
      ),
    );
    const { user } = renderRoute('/campaigns');
    expect(await rows()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(await rows()).toHaveLength(25);
  });

  it('leaves out what the API left out: no image, no creator, no club name, no club', async () => {
    const creator = mockPlayer(7);
    const base: MockCampaign = {
      ...mockCampaignAt('club', 0),
      creatorplayer: creator,
      clubid: 4242,
      clubname: '$f80Orange$fff Club',
      mediaurl: '',
    };
    const noClubName: MockCampaign = { ...base, id: 2, name: 'No club name' };
    delete noClubName.clubname;
    const noCreator: MockCampaign = { ...base, id: 3, name: 'No creator' };
    delete noCreator.creatorplayer;
    const nothing: MockCampaign = { ...base, id: 4, name: 'Nothing', clubid: null };
    delete nothing.clubname;
    delete nothing.creatorplayer;
    delete nothing.mediaurl;
    const dds: MockCampaign = { ...base, id: 5, name: 'Texture', mediaurl: '/mock-img/campaigns/texture.dds' };
    server.use(
      http.get('/api/campaigns/club/:page', () =>
        HttpResponse.json({ campaigns: [noClubName, noCreator, nothing, dds], page: 0, pageCount: 1 }),
      ),
    );
    renderRoute('/campaigns/club');
    const list = await rows();
    const item = (index: number) => within(list[index] as HTMLElement);
    expect(list).toHaveLength(4);

    expect(item(0).getByText(/^By/).closest('div')).toHaveTextContent(`By ${creator.name ?? ''} in club 4242`);
    expect(item(0).getByRole('link', { name: 'club 4242' })).toHaveAttribute('href', '/clubs/4242');
    expect(item(0).queryByRole('img')).not.toBeInTheDocument();

    expect(item(1).getByText(/^In/).closest('div')).toHaveTextContent('In Orange Club');
    expect(item(1).queryByText(/^By/)).not.toBeInTheDocument();
    expect(linkWithText(list[1] as HTMLElement, 'Orange Club')).toHaveAttribute('href', '/clubs/4242');

    // Without a club the campaign falls back to its tab in the address.
    expect(item(2).getByRole('link', { name: 'Nothing' })).toHaveAttribute('href', '/campaigns/club/4');
    expect(item(2).getAllByRole('link')).toHaveLength(1);

    expect(item(3).getByRole('link', { name: '(download dds)' })).toHaveAttribute(
      'href',
      '/mock-img/campaigns/texture.dds',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
