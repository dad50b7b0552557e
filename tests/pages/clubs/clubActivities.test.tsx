import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { ACTIVITIES_PAGE_SIZE, mockActivitiesIn, type MockActivity } from '../../../src/mocks/data/clubActivities';
import { BARE_CLUB_INDEX, mockClub, SHOWCASE_CLUB_INDEX } from '../../../src/mocks/data/clubs';
import { rowNamed, rows, showcase, watchRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubPage');
});

const activitiesPath = `/clubs/${showcase.id}/activities`;
const top = () => mockActivitiesIn(SHOWCASE_CLUB_INDEX, 0);
const rowOf = (list: HTMLElement[], activity: MockActivity) => list[top().indexOf(activity)] as HTMLElement;
const find = (test: (a: MockActivity) => boolean) => top().slice(0, ACTIVITIES_PAGE_SIZE).find(test) as MockActivity;

describe('the activities tab', () => {
  it('lists media, name and type, in the club’s order', async () => {
    renderRoute(activitiesPath);
    const list = await rows('Activities');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Media', 'Name', 'Type']);
    expect(list).toHaveLength(ACTIVITIES_PAGE_SIZE);
    expect(list.slice(0, 13).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'News',
      'Skins',
      'Items',
      'Map upload',
      'Map review',
      'Folder',
      'Campaign',
      'Room',
      'Competition',
      'Official ranking',
      'Daily ranking',
      'Club ranking',
      'Ad',
    ]);
    const names = [
      'Sky Bob',
      'Ice Quadro',
      'Canyon Drift',
      'Tech Neon',
      'Ride Vofel',
      'Ride Wall',
      'Dirt Flow',
      'Bob Speed #9',
      'Rally Jump',
      'Neon Tech',
      'Turbo Stokizen',
      'Drift Loop',
      'Wall Luxul',
    ];
    list.slice(0, 13).forEach((row, index) => expect(row).toHaveTextContent(names[index] ?? ''));
  });

  it.each([
    ['news', (a: MockActivity, club: number) => `/clubs/${club}/news/${a.id}`, 'Sky Bob'],
    ['skin-upload', (a: MockActivity, club: number) => `/clubs/${club}/skins/${a.id}`, 'Ice Quadro'],
    ['item-upload', (a: MockActivity, club: number) => `/clubs/${club}/items/${a.id}`, 'Canyon Drift'],
    ['map-upload', (a: MockActivity, club: number) => `/clubs/${club}/maps/${a.id}`, 'Tech Neon'],
    ['map-review', (a: MockActivity, club: number) => `/clubs/${club}/maps/${a.id}`, 'Ride Vofel'],
    ['folder', (a: MockActivity, club: number) => `/clubs/${club}/folder/${a.id}`, 'Ride Wall'],
    ['campaign', (a: MockActivity, club: number) => `/campaigns/${club}/${a.campaignid ?? ''}`, 'Dirt Flow'],
    ['room', (a: MockActivity, club: number) => `/rooms/${club}/${a.activityid}`, 'Bob Speed #9'],
    ['competition', (a: MockActivity) => `/competitions/comp/${a.externalid ?? ''}`, 'Rally Jump'],
  ])('links a public %s activity to its page', async (type, path, name) => {
    renderRoute(activitiesPath);
    const list = await rows('Activities');
    const activity = find((a) => a.type === type && a.public);
    const links = within(rowOf(list, activity)).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain(path(activity, showcase.id));
    expect(links.find((link) => link.getAttribute('href') === path(activity, showcase.id))).toHaveTextContent(name);
  });

  it.each(['ranking-official', 'ranking-daily', 'ranking-club', 'ad'])(
    'shows a %s activity with its type only, no link',
    async (type) => {
      renderRoute(activitiesPath);
      const list = await rows('Activities');
      const row = rowOf(
        list,
        find((a) => a.type === type && a.public),
      );
      // The name cell: a .dds media image may still offer its download in the media cell.
      expect(within(row.querySelectorAll('td')[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
      expect(row.querySelectorAll('td')[1]?.textContent).not.toBe('');
    },
  );

  it('shows a lock and no link for private activities', async () => {
    renderRoute(activitiesPath);
    const list = await rows('Activities');
    const hidden = find((a) => a.type === 'news' && !a.public);
    const row = within(rowOf(list, hidden));
    expect(row.getByRole('img', { name: 'Private activity' })).toHaveAttribute('title', 'Private activity');
    expect(row.queryByRole('link')).not.toBeInTheDocument();
    expect(rowOf(list, hidden)).toHaveTextContent('Tech Kilux 🔥');
  });

  it('shows a lock on password-protected activities and still links them', async () => {
    renderRoute(activitiesPath);
    const list = await rows('Activities');
    const room = find((a) => a.type === 'room' && a.password && a.public);
    const row = within(rowOf(list, room));
    expect(row.getByRole('img', { name: 'Password protected' })).toHaveAttribute('title', 'Password protected');
    expect(row.getByRole('link')).toHaveAttribute('href', `/rooms/${showcase.id}/${room.activityid}`);
    // Open activities carry no lock.
    const open = find((a) => a.type === 'news' && a.public && !a.password);
    expect(within(rowOf(list, open)).queryByRole('img', { name: /Private|Password/ })).not.toBeInTheDocument();
  });

  it('shows media as an image, .dds media as a download link, and nothing when there is none', async () => {
    renderRoute(activitiesPath);
    const list = await rows('Activities');
    const dds = find((a) => a.media.endsWith('.dds'));
    expect(within(rowOf(list, dds)).getByRole('link', { name: '(download dds)' })).toHaveAttribute('href', dds.media);
    const image = find((a) => a.media.endsWith('.png'));
    expect(within(rowOf(list, image)).getByAltText('Image of Ice Quadro')).toHaveAttribute('src', image.media);
    const none = find((a) => a.media === '');
    expect(within(rowOf(list, none).querySelector('td') as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect(within(rowOf(list, none).querySelector('td') as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('loads more activities until page_max', async () => {
    const requests = watchRequests();
    const { user } = renderRoute(activitiesPath);
    await rows('Activities');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows('Activities')).toHaveLength(top().length));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.filter((path) => path.includes('/activities/'))).toEqual([
      `/api/club/${showcase.id}/activities/0`,
      `/api/club/${showcase.id}/activities/1`,
    ]);
    const last = top().at(-1) as MockActivity;
    expect(rowNamed(await rows('Activities'), last.name)).toBeInTheDocument();
  });

  it('says “No activities found.” for a club without activities', async () => {
    renderRoute(`/clubs/${mockClub(BARE_CLUB_INDEX).id}/activities`);
    expect(await screen.findByRole('status')).toHaveTextContent('No activities found.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error of a failed activities answer', async () => {
    server.use(
      http.get('/api/club/:id/activities/:page', () =>
        HttpResponse.json({ error: 'activities unavailable' }, { status: 500 }),
      ),
    );
    renderRoute(activitiesPath);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the activities');
    expect(alert).toHaveTextContent('activities unavailable');
  });

  it('survives odd activities: unknown type, no name, no flags', async () => {
    setScenario('normal');
    server.use(
      http.get('/api/club/:id/activities/:page', () =>
        HttpResponse.json({
          activities: [{ id: 5, type: 'hologram' }, { id: 6, type: 'news', name: '' }, { name: 'no id' }],
          page_max: 1,
        }),
      ),
    );
    renderRoute(activitiesPath);
    const list = await rows('Activities');
    expect(list).toHaveLength(2);
    expect(
      within(list[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Activity 5', 'hologram']);
    expect(within(list[1] as HTMLElement).getByRole('link', { name: 'Activity 6' })).toHaveAttribute(
      'href',
      `/clubs/${showcase.id}/news/6`,
    );
  });
});
