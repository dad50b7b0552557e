import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { CONTENT_PAGE_SIZE, mockClubMaps, mockSkinPack, type MockSkin } from '../../../src/mocks/data/clubContents';
import { ACTIVITIES_PAGE_SIZE, mockActivitiesIn } from '../../../src/mocks/data/clubActivities';
import { SHOWCASE_CLUB_INDEX } from '../../../src/mocks/data/clubs';
import { playerPath } from '../../../src/components/PlayerLink';
import { rows, showcase, showcaseActivity, timeTexts, watchRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubSkinsPage');
  await import('../../../src/pages/clubs/ClubMapsPage');
  await import('../../../src/pages/clubs/ClubFolderPage');
});

const headingText = async (text: string) =>
  waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text));

describe('a skin pack', () => {
  const activity = showcaseActivity('skin-upload');
  const pack = mockSkinPack(SHOWCASE_CLUB_INDEX, activity, 0);
  const path = `/clubs/${showcase.id}/skins/${activity.id}`;

  it('shows the pack: name, installs, update time, media', async () => {
    renderRoute(path);
    await headingText('Ice Quadro');
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(fact('Installs')).toHaveTextContent(pack.installs.toLocaleString('en-US'));
    expect(fact('Updated')).toHaveTextContent('28 Oct 2026, 15:02');
    expect(screen.getByRole('button', { name: 'Image of Ice Quadro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^← Back to/ })).toHaveAttribute(
      'href',
      `/clubs/${showcase.id}/activities`,
    );
  });

  it('lists skins: thumbnail (or the .dds download), name, creator, type, time, download', async () => {
    renderRoute(path);
    const list = await rows('Skins');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Thumbnail',
      'Name',
      'Creator',
      'Type',
      'Uploaded',
      'Download',
    ]);
    expect(list).toHaveLength(CONTENT_PAGE_SIZE);
    // Each mocked skin's name as a person reads it: the $ codes drawn as colours and styles.
    const labels: Record<string, string> = {
      '$0cfDirt $1e9Mizen': 'Dirt Mizen',
      '$<$888Sky$> Mitor': 'Sky Mitor',
      '$c3fJump $f80Quavotor': 'Jump Quavotor',
      '$f00Jump $fd0Drora': 'Jump Drora',
      '$f00Tech $36fNeon': 'Tech Neon',
      '$fd0Jump $f00Ice': 'Jump Ice',
      '$fd0Loop $fffGrass': 'Loop Grass',
      '$fd0Rally $1e9Dirt': 'Rally Dirt',
      '$fd0Wall $0f0Loop': 'Wall Loop',
      '$fffSpeed $0cfMiul': 'Speed Miul',
      '$i$sIce Grass': 'Ice Grass',
      '$o$fd0Canyon$z Canyon': 'Canyon Canyon',
      '$o$fffDirt$z Quatorar': 'Dirt Quatorar',
      '$t$0cfBob Sky 夜明け #3': 'Bob Sky 夜明け #3',
      '$t$f00Ice Canyon #8': 'Ice Canyon #8',
      '$t$f80Jump Kakiqua 🏁 #7': 'Jump Kakiqua 🏁 #7',
      '$t$f80Tech Bob 🔥 #4': 'Tech Bob 🔥 #4',
      '$wBob$z$n Ice': 'Bob Ice',
      '$wSpiral$z$n Kakami': 'Spiral Kakami',
      'Canyon Jump': 'Canyon Jump',
      'Flow Kimi': 'Flow Kimi',
      'Ice Sky': 'Ice Sky',
      'Ice Speed': 'Ice Speed',
      'Wall Canyon': 'Wall Canyon',
      'Wall Speed': 'Wall Speed',
    };
    const check = (skin: MockSkin, row: HTMLElement) => {
      const label = labels[skin.displayname] ?? '';
      const cells = within(row).getAllByRole('cell');
      expect(cells[1]?.textContent).toBe(label);
      expect(within(cells[2] as HTMLElement).getByRole('link')).toHaveAttribute('href', playerPath(skin.creatorplayer));
      expect(cells[3]?.textContent).toBe(skin.type);
      expect(within(cells[4] as HTMLElement).getByText(timeTexts(skin.timestamp).relative)).toBeInTheDocument();
      const download = within(row).getByRole('link', { name: `Download ${label}` });
      expect(download).toHaveAttribute('href', skin.url);
      expect(download).toHaveAttribute('download');
    };
    pack.skins.forEach((skin, index) => check(skin, list[index] as HTMLElement));
    const dds = pack.skins.findIndex((skin) => skin.thumbnail.endsWith('.dds'));
    const png = pack.skins.findIndex((skin) => skin.thumbnail.endsWith('.png'));
    expect(within(list[dds] as HTMLElement).getByRole('link', { name: '(download dds)' })).toHaveAttribute(
      'href',
      pack.skins[dds]?.thumbnail,
    );
    expect(within(list[dds] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect(within(list[png] as HTMLElement).getByAltText('Thumbnail of Jump Drora')).toBeInTheDocument();
  });

  it('pages the skins with Load more until page_max', async () => {
    const requests = watchRequests();
    const { user } = renderRoute(path);
    await rows('Skins');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows('Skins')).toHaveLength(40));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.filter((p) => p.includes('/skins/'))).toEqual([
      `/api/club/${showcase.id}/skins/${activity.id}/0`,
      `/api/club/${showcase.id}/skins/${activity.id}/1`,
    ]);
  });

  it('says so when the pack has no skins', async () => {
    setScenario('empty');
    renderRoute(path);
    expect(await screen.findByRole('status')).toHaveTextContent('This skin pack has no skins.');
  });

  it('explains an activity of another type', async () => {
    renderRoute(`/clubs/${showcase.id}/skins/${showcaseActivity('news').id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this skin pack');
    expect(alert).toHaveTextContent('This activity is not a skin pack.');
  });
});

describe('the maps of a map upload', () => {
  const activity = showcaseActivity('map-upload');
  const first = mockClubMaps(activity, 0);
  const path = `/clubs/${showcase.id}/maps/${activity.id}`;

  it('lists maps with thumbnail, name linking to the leaderboard, and author', async () => {
    renderRoute(path);
    const list = await rows('Maps');
    await headingText('Tech Neon');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Thumbnail', 'Map', 'Author']);
    expect(list).toHaveLength(CONTENT_PAGE_SIZE);
    const names = [
      'Dirt Speed',
      'Spiral Ice',
      'Flow Turbo 🏁',
      'Turbo Luxmi',
      'Sky Ride',
      'Flow Dirt',
      'Spiral Stofel',
      'Sky Canyon',
      'Turbo Flow',
      'Tech Turbo',
      'Neon Jump',
      'Ice Grass',
      'Dirt Loop',
      'Dirt Sky',
      'Tech Bob',
      'Tech Canyon',
      'Jump Speed',
      'Canyon Wall ⚡',
      'Grass Zenvo',
      'Speed Bob Çöl',
      'Loop Drodro',
      'Speed Flow Снег',
      'Drift Sky',
      'Grass Flow',
      'Drift Torlux',
    ];
    first.maps.forEach((map, index) => {
      const row = within(list[index] as HTMLElement);
      const name = names[index] ?? '';
      const link = row.getByTitle(`Leaderboard of ${name}`);
      expect(link).toHaveAttribute('href', `/leaderboard/${map.mapUid}`);
      expect(link.textContent).toBe(name);
      expect(row.getByRole('link', { name: map.authorplayer?.name ?? '' })).toHaveAttribute(
        'href',
        playerPath(map.authorplayer ?? { id: '' }),
      );
      expect(row.getByAltText(`Thumbnail of ${name}`)).toHaveAttribute('src', map.thumbnailUrl);
    });
  });

  it('pages the maps with Load more', async () => {
    const { user } = renderRoute(path);
    await rows('Maps');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows('Maps')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens map reviews too, and says “No maps found.” for an empty one', async () => {
    setScenario('empty');
    renderRoute(`/clubs/${showcase.id}/maps/${showcaseActivity('map-review').id}`);
    expect(await screen.findByRole('status')).toHaveTextContent('No maps found.');
  });

  it('explains an activity of another type', async () => {
    renderRoute(`/clubs/${showcase.id}/maps/${showcaseActivity('skin-upload').id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load these maps');
    expect(alert).toHaveTextContent('This activity is not a map upload or review.');
  });
});

describe('a folder', () => {
  const folder = showcaseActivity('folder');
  const held = mockActivitiesIn(SHOWCASE_CLUB_INDEX, folder.id);
  const path = `/clubs/${showcase.id}/folder/${folder.id}`;

  it('lists what the folder holds with the activity rules: links, locks, types', async () => {
    renderRoute(path);
    const list = await rows('Activities');
    await headingText('Ride Wall');
    expect(list).toHaveLength(ACTIVITIES_PAGE_SIZE);
    const [news, maps, hidden, room] = held;
    // The name cell: the media cell may hold a .dds download link of its own.
    const name = (index: number) => within((list[index] as HTMLElement).querySelectorAll('td')[1] as HTMLElement);
    expect(name(0).getByRole('link')).toHaveAttribute('href', `/clubs/${showcase.id}/news/${news?.id ?? ''}`);
    expect(name(1).getByRole('link')).toHaveAttribute('href', `/clubs/${showcase.id}/maps/${maps?.id ?? ''}`);
    expect(name(2).getByRole('img', { name: 'Private activity' })).toBeInTheDocument();
    expect(name(2).queryByRole('link')).not.toBeInTheDocument();
    expect(hidden?.public).toBe(false);
    expect(name(3).getByRole('img', { name: 'Password protected' })).toBeInTheDocument();
    expect(name(3).getByRole('link')).toHaveAttribute('href', `/rooms/${showcase.id}/${room?.activityid ?? ''}`);
    expect(list.slice(0, 4).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'News',
      'Map upload',
      'Skins',
      'Room',
    ]);
  });

  it('pages the folder with Load more', async () => {
    const requests = watchRequests();
    const { user } = renderRoute(path);
    await rows('Activities');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows('Activities')).toHaveLength(held.length));
    expect(requests.filter((p) => p.includes('/folder/'))).toEqual([
      `/api/club/${showcase.id}/folder/${folder.id}/0`,
      `/api/club/${showcase.id}/folder/${folder.id}/1`,
    ]);
  });

  it('says “No activities found.” for an empty folder', async () => {
    server.use(
      http.get('/api/club/:id/folder/:folderId/:page', () =>
        HttpResponse.json({ name: 'Empty', activities: [], page_max: 0 }),
      ),
    );
    renderRoute(path);
    expect(await screen.findByRole('status')).toHaveTextContent('No activities found.');
    expect(screen.getByRole('heading', { level: 1, name: 'Empty' })).toBeInTheDocument();
  });

  it('explains an id that is not a folder', async () => {
    renderRoute(`/clubs/${showcase.id}/folder/${showcaseActivity('news').id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this folder');
    expect(alert).toHaveTextContent('This activity is not a folder.');
  });
});

describe('sub-page addresses', () => {
  it.each([
    ['news', 'activity id'],
    ['skins', 'activity id'],
    ['items', 'activity id'],
    ['maps', 'activity id'],
    ['folder', 'folder id'],
  ])('refuse a bad %s id without asking the API, with a way back to the club', async (kind, what) => {
    const requests = watchRequests();
    renderRoute(`/clubs/${showcase.id}/${kind}/12ab`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`“12ab” is not a valid ${what}`);
    expect(within(alert).getByRole('link', { name: 'Back to the club' })).toHaveAttribute(
      'href',
      `/clubs/${showcase.id}/activities`,
    );
    expect(requests).toEqual([]);
  });

  it('refuses a bad club id on a sub-page', async () => {
    renderRoute('/clubs/club/news/5');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“club” is not a valid club id');
    expect(within(alert).getByRole('link', { name: 'Back to the club list' })).toHaveAttribute('href', '/clubs');
  });

  it('explains an unknown club on a sub-page', async () => {
    renderRoute('/clubs/10001/maps/5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Club not found.');
    expect(screen.getByRole('link', { name: '← Back to the club' })).toHaveAttribute('href', '/clubs/10001/activities');
  });
});
