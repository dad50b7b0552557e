import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { mockClubRef } from '../../../src/mocks/data/clubRefs';
import { allRooms, KNOWN_SCRIPTS, mockRoom, type MockRoom } from '../../../src/mocks/data/rooms';
import { rows, watchRoomRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/rooms/RoomPage');
});

const TOOLTIP = 'This room may have multiple instances.';
const full = allRooms().map((item) => mockRoom(item.clubid, item.id) as MockRoom);
const find = (test: (room: MockRoom) => boolean): MockRoom => {
  const found = full.find(test);
  if (!found) throw new Error('no such mock room');
  return found;
};
const nadeoRoom = find(
  (room) =>
    room.nadeo &&
    (room.maps ?? []).length > 1 &&
    Boolean(room.serverinfo?.joinlink) &&
    Boolean(room.mediaurl?.endsWith('.jpg')) &&
    room.region === 'eu-west' &&
    KNOWN_SCRIPTS.some((script) => script === room.script) &&
    Object.keys(room.scriptsettings ?? {}).length > 4,
);
// The labels of KNOWN_SCRIPTS, in its order.
const LABELS = [
  'Time Attack',
  'Rounds',
  'Cup',
  'Laps',
  'Knockout',
  'Teams',
  'Champion',
  'Royal Time Attack',
  'Platform',
  'Stunt',
  'Stunt',
];
const labelOf = (script: string) => LABELS[(KNOWN_SCRIPTS as readonly string[]).indexOf(script)] ?? 'unknown';
const pathOf = (room: MockRoom) => `/rooms/${room.clubid}/${room.id}`;

/** The value cell of a row of the facts table. */
function fact(label: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Room details' });
  const header = within(table).getByRole('rowheader', { name: label });
  const cell = header.parentElement?.querySelector('td');
  if (!cell) throw new Error(`no value for ${label}`);
  return cell;
}

function serveRoom(body: JsonBodyType) {
  server.use(http.get('/api/room/:club/:room', () => HttpResponse.json(body)));
}

describe('a room page', () => {
  it('shows the facts of a Nadeo room: ID, club link, type, login, region, players, limit, gamemode, join link', async () => {
    renderRoute(pathOf(nadeoRoom));
    const name = 'Speed Kivotor';
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(name);
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${name}`));
    expect(fact('ID')).toHaveTextContent(String(nadeoRoom.id));
    const club = within(fact('Club')).getByRole('link');
    expect(club).toHaveAttribute('href', `/clubs/${nadeoRoom.clubid}`);
    expect(club).toHaveTextContent('Jump Flow Society');
    expect(fact('Type')).toHaveTextContent(`Nadeo${TOOLTIP}`);
    expect(fact('Login')).toHaveTextContent(nadeoRoom.login);
    expect(fact('Region')).toHaveTextContent('France');
    expect(within(fact('Players')).getByTitle(TOOLTIP)).toHaveTextContent(
      `${nadeoRoom.playercount} / ${nadeoRoom.playermax}`,
    );
    expect(fact('Player limit')).toHaveTextContent(String(nadeoRoom.playermax));
    expect(fact('Gamemode')).toHaveTextContent(`${labelOf(nadeoRoom.script)}${nadeoRoom.script}`);
    expect(fact('Join link')).toHaveTextContent(nadeoRoom.serverinfo?.joinlink ?? 'missing');
    expect(screen.getByRole('img', { name: `Image of ${name}` })).toHaveAttribute('src', nadeoRoom.mediaurl);
  });

  it('copies the join link', async () => {
    const { user } = renderRoute(pathOf(nadeoRoom));
    await screen.findByRole('table', { name: 'Room details' });
    await user.click(screen.getByRole('button', { name: 'Copy join link' }));
    expect(await navigator.clipboard.readText()).toBe(nadeoRoom.serverinfo?.joinlink);
    expect(within(fact('Join link')).getByRole('status')).toHaveTextContent('Copied');
  });

  it('lists the script settings, key and value, and shows an empty value as such', async () => {
    renderRoute(pathOf(nadeoRoom));
    const list = await rows('Script settings');
    const settings = Object.values(nadeoRoom.scriptsettings ?? {});
    expect(
      list.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(settings.map((setting) => [setting.key, setting.value === '' ? '(empty)' : setting.value]));
    expect(
      within(screen.getByRole('table', { name: 'Script settings' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Key', 'Value']);
  });

  it('lists the maps of a Nadeo room with their author and leaderboard links', async () => {
    renderRoute(pathOf(nadeoRoom));
    const list = await rows('Maps');
    const maps = nadeoRoom.maps ?? [];
    expect(list).toHaveLength(maps.length);
    const names = ['Jump Turbo', 'Loop Jump'];
    maps.forEach((map, index) => {
      const row = within(list[index] as HTMLElement);
      const name = names[index] ?? '';
      expect(row.getAllByRole('cell')[0]).toHaveTextContent(name);
      expect(row.getAllByRole('cell')[1]).toHaveTextContent(map.authorplayer?.name ?? '');
      expect(row.getByRole('link', { name: `Leaderboard: ${name}` })).toHaveAttribute(
        'href',
        `/leaderboard/${map.mapUid}`,
      );
      expect(row.getByRole('link', { name: `All leaderboards: ${name}` })).toHaveAttribute(
        'href',
        `/rooms/leaderboard/${map.mapUid}`,
      );
    });
  });

  it('shows a dedicated room without the Nadeo tooltip or maps, and the script and region as sent', async () => {
    const room = find(
      (r) => !r.nadeo && r.region === 'ap-southeast' && r.script === 'TM_Speedball_Online' && r.login !== '',
    );
    renderRoute(pathOf(room));
    await screen.findByRole('table', { name: 'Room details' });
    expect(fact('Type')).toHaveTextContent(/^Dedicated$/);
    expect(fact('Region')).toHaveTextContent('ap-southeast');
    expect(fact('Gamemode')).toHaveTextContent(/^TM_Speedball_Online$/);
    expect(screen.queryByTitle(TOOLTIP)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Maps' })).not.toBeInTheDocument();
  });

  it('says so when the room has no join link, settings, maps or image', async () => {
    const club = mockClubRef(0);
    serveRoom({
      id: 7,
      clubid: club.id,
      name: 'Quiet room',
      nadeo: true,
      login: '',
      playercount: 0,
      playermax: 64,
      script: 'TM_Cup_Online',
      serverinfo: {},
      mediaurl: '',
    });
    renderRoute(`/rooms/${club.id}/7`);
    await screen.findByRole('table', { name: 'Room details' });
    expect(fact('Join link')).toHaveTextContent(
      'This room has no join link right now (its server may not be running).',
    );
    expect(screen.queryByRole('button', { name: 'Copy join link' })).not.toBeInTheDocument();
    expect(fact('Login')).toHaveTextContent(/^-$/);
    expect(fact('Region')).toHaveTextContent(/^-$/);
    expect(fact('Club')).toHaveTextContent(`Club ${club.id}`);
    expect(screen.getByText('This room has no script settings.')).toBeInTheDocument();
    expect(screen.getByText('No maps are listed for this room.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('reads script settings sent as a list or under scriptSettings, and a .dds image as a download', async () => {
    const club = mockClubRef(1);
    serveRoom({
      id: 8,
      clubid: club.id,
      name: 'Odd room',
      nadeo: false,
      playercount: 1,
      playermax: 8,
      script: 'TM_Laps_Online',
      scriptSettings: [{ key: 'S_ForceLapsNb', value: 5 }, { name: 'S_UseTieBreak', value: true }, { value: 'no key' }],
      mediaurl: '/mock-img/rooms/x.dds',
    });
    renderRoute(`/rooms/${club.id}/8`);
    const list = await rows('Script settings');
    expect(list.map((row) => row.textContent)).toEqual(['S_ForceLapsNb5', 'S_UseTieBreaktrue']);
    expect(screen.getByRole('link', { name: '(download dds)' })).toHaveAttribute('href', '/mock-img/rooms/x.dds');
  });

  it('shows the empty lists of the empty scenario', async () => {
    setScenario('empty');
    renderRoute(pathOf(nadeoRoom));
    expect(await screen.findByText('This room has no script settings.')).toBeInTheDocument();
    expect(screen.getByText('No maps are listed for this room.')).toBeInTheDocument();
  });

  it('says when the room is unknown, and leads back to the list', async () => {
    const { user } = renderRoute('/rooms/1/2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load room 2 of club 1');
    expect(alert).toHaveTextContent('Room not found.');
    await user.click(screen.getByRole('link', { name: 'Back to the rooms' }));
    expect(await rows()).toHaveLength(25);
  });

  it.each([
    ['a 500', () => new HttpResponse('oops', { status: 500 }), /HTTP 500/],
    ['an HTML page', () => HttpResponse.html('<!doctype html>'), /not JSON/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
  ])('shows a message for %s', async (_name, reply, detail) => {
    server.use(http.get('/api/room/:club/:room', reply));
    renderRoute(pathOf(nadeoRoom));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not load room ${nadeoRoom.id} of club ${nadeoRoom.clubid}`);
    expect(alert).toHaveTextContent(detail);
  });

  it.each([['/rooms/abc/12'], ['/rooms/12/x1'], ['/rooms/-4/5'], ['/rooms/1.5/2']])(
    'explains a malformed address %s without asking the API',
    async (path) => {
      const requests = watchRoomRequests('/api/room/');
      renderRoute(path);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('is not a room address');
      expect(screen.getByRole('link', { name: 'Back to the rooms' })).toHaveAttribute('href', '/rooms');
      expect(requests).toEqual([]);
      expect(document.title).toBe('Trackmania.io - Club room');
    },
  );

  it('shows the loading bar while the room loads', async () => {
    server.use(
      http.get('/api/room/:club/:room', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return undefined;
      }),
    );
    renderRoute(pathOf(nadeoRoom));
    expect(await screen.findByRole('progressbar', { name: 'Loading the room…' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Room details' })).toBeInTheDocument();
  });
});
