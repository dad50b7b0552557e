import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { mockClubRef } from '../../../src/mocks/data/clubRefs';
import { mockRoomPage, ROOM_PAGE_SIZE, type MockRoomItem } from '../../../src/mocks/data/rooms';
import { cellTexts, rows, watchRoomRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/rooms/RoomsPage');
});

const TOOLTIP = 'This room may have multiple instances.';
const club = mockClubRef(3);

/** A room with every field set; the rest overrides. */
function room(id: number, fields: Partial<MockRoomItem>): MockRoomItem {
  return {
    id,
    clubid: club.id,
    clubname: club.name,
    name: `Room ${id}`,
    nadeo: false,
    login: `srv${id}`,
    playercount: 1,
    playermax: 16,
    script: 'TM_Laps_Online',
    ...fields,
  };
}

function servePage(rooms: JsonBodyType[]) {
  server.use(http.get('/api/rooms/:page', () => HttpResponse.json({ rooms, page: 0, pageCount: 1 })));
}

describe('the rooms page', () => {
  it('lists the busiest rooms with their columns, in the API order', async () => {
    const requests = watchRoomRequests();
    renderRoute('/rooms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club rooms' })).toBeInTheDocument();
    const list = await rows();
    expect(list).toHaveLength(ROOM_PAGE_SIZE);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Type',
      'Name',
      'Players',
      'Gamemode',
      'Region',
      'Login',
      'Links',
    ]);
    expect(list.map((row) => cellTexts(row)[1])).toEqual([
      'Rally Neon',
      'Sky Arluxne',
      'Rally Bob',
      'Ride Rally',
      'Rally Tech',
      'Ice Zenar',
      'Ride Rally',
      'Rally Jump',
      'Sky Jump',
      'Spiral Arlux',
      'Loop Mizen',
      'Tech Jump #6',
      'Dirt Neluxvo',
      'Bob Grass',
      'Dirt Stora',
      'Rally Ulrazen',
      'Speed Sky',
      'Neon Mifel #8',
      'Grass Vixraki',
      'Jump Wall Дорога',
      'Sky Tech',
      'Spiral Ride',
      'Drift Bob',
      'Tech Artorlux',
      'Rally Kavix',
    ]);
    expect(requests).toEqual([{ path: '/api/rooms/0', search: null }]);
    expect(document.title).toBe('Trackmania.io - Club rooms');
  });

  it('fills a row: type, name, players, gamemode, region, login, Info and Club links', async () => {
    servePage([
      room(11, {
        nadeo: true,
        name: '$f00Red $oRoom',
        playercount: 12,
        playermax: 64,
        region: 'eu-west',
        script: 'TrackMania/TM_TimeAttack_Online.Script.txt',
        login: 'AbCdEfGhIjKlMnOpQrStUv',
      }),
      room(12, {
        playercount: 0,
        playermax: 100,
        region: '',
        script: 'Custom/Tag_Mode.Script.txt',
        login: 'vrakisrv3',
      }),
    ]);
    renderRoute('/rooms');
    const [nadeo, dedicated] = (await rows()) as [HTMLElement, HTMLElement];
    expect(cellTexts(nadeo).slice(0, 6)).toEqual([
      'Nadeo',
      'Red Room',
      `12 / 64* (${TOOLTIP})`,
      'Time Attack',
      'France',
      'AbCdEfGhIjKlMnOpQrStUv',
    ]);
    expect(cellTexts(dedicated).slice(0, 6)).toEqual(['Dedicated', 'Room 12', '0 / 100', 'Tag_Mode', '-', 'vrakisrv3']);
    expect(within(dedicated).getByText('Tag_Mode')).toHaveAttribute('title', 'Custom/Tag_Mode.Script.txt');
    expect(within(nadeo).getByTitle(TOOLTIP)).toHaveTextContent('12 / 64');
    expect(within(dedicated).queryByTitle(TOOLTIP)).not.toBeInTheDocument();
    expect(within(nadeo).getByText('Time Attack')).toHaveAttribute(
      'title',
      'TrackMania/TM_TimeAttack_Online.Script.txt',
    );
    expect(within(nadeo).getByRole('link', { name: 'Info: Red Room' })).toHaveAttribute('href', `/rooms/${club.id}/11`);
    expect(within(nadeo).getByRole('link', { name: 'Club: Neon Zendro' })).toHaveAttribute('href', `/clubs/${club.id}`);
    expect(within(dedicated).getByRole('link', { name: /^Info/ })).toHaveTextContent('Info');
    expect(within(dedicated).getByRole('link', { name: /^Club/ })).toHaveTextContent('Club');
  });

  it.each([
    ['TrackMania/TM_TimeAttack_Online.Script.txt', 'Time Attack'],
    ['TrackMania/TM_Rounds_Online.Script.txt', 'Rounds'],
    ['TrackMania/TM_Cup_Online', 'Cup'],
    ['TM_Laps_Online', 'Laps'],
    ['TM_Knockout_Online', 'Knockout'],
    ['TM_Teams_Online', 'Teams'],
    ['TM_Champion_Online', 'Champion'],
    ['TM_RoyalTimeAttack_Online', 'Royal Time Attack'],
    ['TM_Platform_Online', 'Platform'],
    ['TM_StuntMulti_Online', 'Stunt'],
    ['TM_Stunt_Online', 'Stunt'],
    ['TM_Speedball_Online', 'TM_Speedball_Online'],
    ['TrackMania/TM_TMWTTeams_Online.Script.txt', 'TM_TMWTTeams_Online'],
  ])('names the gamemode of %s "%s"', async (script, label) => {
    servePage([room(1, { script })]);
    renderRoute('/rooms');
    const [row] = (await rows()) as [HTMLElement];
    expect(cellTexts(row)[3]).toBe(label);
  });

  it('names the regions by country, shows an unknown one raw and a missing one as "-"', async () => {
    const regions = ['eu-west', 'ca-central', 'cn-northwest', 'ap-southeast', ''];
    servePage([...regions.map((region, i) => room(i + 1, { region })), { id: 9, name: 'Bare room' }]);
    renderRoute('/rooms');
    const list = await rows();
    expect(list.map((row) => cellTexts(row)[4])).toEqual(['France', 'Canada', 'China', 'ap-southeast', '-', '-']);
    // A row with nearly nothing: no club, so no links, and dashes for what is missing.
    const bare = list[5] as HTMLElement;
    expect(cellTexts(bare)).toEqual(['Dedicated', 'Bare room', '- / -', '-', '-', '-', '']);
    expect(within(bare).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads the player limit under the older name maxplayercount', async () => {
    servePage([{ id: 4, clubid: club.id, name: 'Old', nadeo: false, playercount: 3, maxplayercount: 32 }]);
    renderRoute('/rooms');
    const [row] = (await rows()) as [HTMLElement];
    expect(cellTexts(row)[2]).toBe('3 / 32');
  });

  it('adds the next page on Load more without duplicates, and hides the button on the last page', async () => {
    const requests = watchRoomRequests();
    const { user } = renderRoute('/rooms');
    expect(await rows()).toHaveLength(ROOM_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2 * ROOM_PAGE_SIZE));
    const links = screen.getAllByRole('link', { name: /^Info: / }).map((link) => link.getAttribute('href'));
    expect(new Set(links).size).toBe(links.length);
    expect(requests.map((request) => request.path)).toEqual(['/api/rooms/0', '/api/rooms/1']);

    // A page that repeats a row of the previous one (the list moved between two calls) shows it once.
    server.use(
      http.get('/api/rooms/:page', ({ params }) => {
        const page = Number(params.page);
        const repeated = mockRoomPage(page - 1).rooms.slice(-1);
        return HttpResponse.json({ rooms: [...repeated, ...mockRoomPage(page).rooms.slice(1)], page, pageCount: 3 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(3 * ROOM_PAGE_SIZE - 1));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there are no rooms (empty scenario)', async () => {
    setScenario('empty');
    renderRoute('/rooms');
    expect(await screen.findByRole('status')).toHaveTextContent('No rooms found.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it.each([
    ['an {error} answer', () => HttpResponse.json({ error: 'Rooms are unavailable' }), /Rooms are unavailable/],
    ['a 500', () => new HttpResponse('oops', { status: 500 }), /HTTP 500/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Site</p>'), /not JSON/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
  ])('shows a message for %s, and the search stays usable', async (_name, reply, detail) => {
    server.use(http.get('/api/rooms/:page', reply));
    renderRoute('/rooms');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the rooms');
    expect(alert).toHaveTextContent(detail);
    expect(screen.getByRole('searchbox', { name: 'Search rooms' })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the rows when the next page fails, and Load more tries again', async () => {
    let failed = false;
    server.use(
      http.get('/api/rooms/:page', ({ params }) => {
        if (params.page !== '1' || failed) return undefined;
        failed = true;
        return HttpResponse.json({ error: 'Try later' });
      }),
    );
    const { user } = renderRoute('/rooms');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More rooms could not be loaded');
    expect(alert).toHaveTextContent('Try later');
    expect(await rows()).toHaveLength(ROOM_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2 * ROOM_PAGE_SIZE));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the loading bar while the list loads', async () => {
    server.use(
      http.get('/api/rooms/:page', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return undefined;
      }),
    );
    renderRoute('/rooms');
    expect(await screen.findByRole('progressbar', { name: 'Loading rooms…' })).toBeInTheDocument();
    await rows();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
