import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { playerProfile } from '../../../src/mocks/data/playerProfile';
import { MATCHMAKING_TYPE } from '../../../src/mocks/data/matchmaking';
import { ZONES } from '../../../src/mocks/data/zones';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { rankingRows } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

// MockPilot is player 0 of the mocked data: their profile says where they stand in each ranking.
const profile = playerProfile(0);
const standing = (typeid: number) => profile.matchmaking.find((entry) => entry.info.typeid === typeid)?.info;
const format = (value: number) => value.toLocaleString('en-US');

const ownPlace = () => screen.findByRole('region', { name: 'Your place' });

/** The region comes before the ranking's table in the page's order. */
function isBefore(first: HTMLElement, second: HTMLElement): boolean {
  return Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
}

describe('your place above a ranking', () => {
  it('pins the signed-in player’s 2v2 rank, division and score above the list, linking to their profile', async () => {
    const own = standing(MATCHMAKING_TYPE.ranked2v2);
    if (own?.score === undefined || own.rank === undefined) throw new Error('MockPilot plays 2v2 in the mocks');
    renderRoute('/top/2v2', { signedIn: true });
    const place = await ownPlace();
    expect(place).toHaveTextContent(`#${format(own.rank)}`);
    expect(place).toHaveTextContent(`${format(own.score)} points`);
    expect(within(place).getByRole('img', { name: 'Gold II' })).toBeInTheDocument();
    expect(within(place).getByRole('link', { name: MOCK_USER.displayname })).toHaveAttribute(
      'href',
      `/player/${MOCK_USER.vanity}`,
    );
    expect(within(place).getByText('You')).toBeInTheDocument();
    const [firstRow] = await rankingRows();
    expect(isBefore(place, firstRow as HTMLElement)).toBe(true);
  });

  it('shows the Royal rank with its wins', async () => {
    const own = standing(MATCHMAKING_TYPE.royal);
    if (own?.progression === undefined || own.rank === undefined) throw new Error('MockPilot plays Royal in the mocks');
    renderRoute('/top/royal', { signedIn: true });
    const place = await ownPlace();
    expect(place).toHaveTextContent(`#${format(own.rank)}`);
    expect(place).toHaveTextContent(`${format(own.progression)} wins`);
  });

  it('says so when the player has no rank in that type', async () => {
    server.use(
      http.get('/api/player/:id', () =>
        HttpResponse.json({ ...profile, matchmaking: profile.matchmaking.filter((entry) => entry.info.typeid !== 5) }),
      ),
    );
    renderRoute('/top/2v2', { signedIn: true });
    expect(await ownPlace()).toHaveTextContent('You have no Ranked 2v2 rank yet.');
  });

  it('pins the world trophy position and points on the trophy ranking', async () => {
    const world = profile.trophies.zonepositions.at(-1) ?? 0;
    renderRoute('/top', { signedIn: true });
    const place = await ownPlace();
    expect(place).toHaveTextContent(`#${format(world)}`);
    expect(place).toHaveTextContent(`${format(profile.trophies.points)} points`);
    expect(within(place).getByRole('link', { name: MOCK_USER.displayname })).toBeInTheDocument();
  });

  it('shows the position in a zone of the player’s own, and nothing in another zone', async () => {
    const home = profile.trophies.zone.name;
    const zone = ZONES.find((candidate) => candidate.name === home);
    if (!zone) throw new Error(`no mocked zone named ${home}`);
    const view = renderRoute(`/top/trophies/${zone.id}`, { signedIn: true });
    expect(await ownPlace()).toHaveTextContent(`#${format(profile.trophies.zonepositions[0] ?? 0)}`);
    view.unmount();

    const elsewhere = ZONES.find((candidate) => candidate.id === 'z-paris');
    expect(elsewhere).toBeDefined();
    renderRoute('/top/trophies/z-paris', { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: Paris' });
    await rankingRows();
    expect(screen.queryByRole('region', { name: 'Your place' })).not.toBeInTheDocument();
  });

  it('shows nothing and asks for no profile signed out', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderRoute('/top/2v2');
    await rankingRows();
    expect(screen.queryByRole('region', { name: 'Your place' })).not.toBeInTheDocument();
    expect(asked.some((path) => path.startsWith('/api/player/'))).toBe(false);
  });

  it('says when the place cannot be loaded, and the ranking stays', async () => {
    server.use(http.get('/api/player/:id', () => new HttpResponse('Internal error', { status: 500 })));
    renderRoute('/top/2v2', { signedIn: true });
    await waitFor(() => expect(screen.getByText(/^Your place could not be loaded/)).toHaveTextContent('HTTP 500'));
    expect(await rankingRows()).toHaveLength(50);
  });
});
