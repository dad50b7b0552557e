import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { totdToday } from '../../../src/mocks/handlers/totd';
import { leaderboardRows, personalRecord } from '../../../src/mocks/data/leaderboards';
import { mapByUid } from '../../../src/mocks/data/mapByUid';
import { playerCotdPage } from '../../../src/mocks/data/playerCotd';
import { playerProfile } from '../../../src/mocks/data/playerProfile';
import { MOCK_ROOKIE, MOCK_USER } from '../../../src/mocks/data/mockUser';
import { writeSession } from '../../../src/session/storage';
import { TEST_NOW } from '../../clock';

// The signed-in home (issue 46): its four cards show the mocked answers, computed here from the mock data; the player
// without a record sees "Not driven yet" with the medal times; a signed-out visitor is invited to log in; a failed card
// says so beside the working ones.
beforeAll(async () => {
  await import('../../../src/pages/me/MePage');
}, 60_000);

const card = (name: string) => screen.findByRole('region', { name });
const en = (n: number) => n.toLocaleString('en-US');
/** m:ss.mmm, as the game writes a race time under an hour. */
const raceTime = (ms: number) =>
  `${String(Math.floor(ms / 60_000))}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
/** Strips the game's $ codes from a name. */
const plain = (name: string) => name.replace(/\$([0-9a-f]{3}|[a-z<>]|\$)/gi, '');

describe('/me signed in', () => {
  it('shows today’s map, where the player stands on it, its top 5 and the time to the next map', async () => {
    const today = totdToday();
    const map = mapByUid(today.uid);
    const record = personalRecord(today.group, today.uid) as { rank: number; time: number };
    const board = leaderboardRows(today.group, today.uid, 0, 5);
    renderRoute('/me', { signedIn: true });
    const box = within(await card("Today's Track of the Day"));
    expect(await box.findByRole('link', { name: plain(map.name) })).toBeInTheDocument();
    for (const score of [map.authorScore, map.goldScore, map.silverScore, map.bronzeScore])
      expect(box.getAllByText(raceTime(score)).length).toBeGreaterThan(0);
    const strip = within(await box.findByRole('region', { name: 'Your standing on this map' }));
    expect(await strip.findByText(raceTime(record.time))).toBeInTheDocument();
    expect(await strip.findByText(`${en(record.rank)} of ${en(board.playercount)}`)).toBeInTheDocument();
    expect(strip.getByRole('link', { name: 'Jump to my row' })).toHaveAttribute(
      'href',
      `/totd/leaderboard/${today.group}/${today.uid}?offset=${String(record.rank - 6)}`,
    );
    const top = within(await box.findByRole('list', { name: "Top 5 of today's map" }));
    const items = top.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    board.tops.forEach((row, index) => expect(items[index]).toHaveTextContent(plain(row.player.name ?? '')));
    // 11:30 in Paris: the next map comes at 19:00.
    expect(TEST_NOW).toBe(Date.parse('2026-11-18T10:30:00Z'));
    expect(box.getByText('Next map in 7 h 30 min')).toBeInTheDocument();
  });

  it('shows the last cup, the ranks of each mode and the invitation to compare My records', async () => {
    const cup = playerCotdPage(0, 0, { includeReruns: true, order: 'dateDesc' })?.cotds[0];
    const profile = playerProfile(0);
    renderRoute('/me', { signedIn: true });
    const cupCard = within(await card('Last Cup of the Day'));
    expect(await cupCard.findByText(cup?.name ?? '-')).toBeInTheDocument();
    expect(cupCard.getByText(`${en(cup?.rank ?? 0)} of ${en(cup?.totalplayers ?? 0)}`)).toBeInTheDocument();

    const ranks = within(await card('Ranks'));
    expect(await ranks.findByText(en(profile.trophies.points))).toBeInTheDocument();
    expect(ranks.getByText('Changes show from your next visit.')).toBeInTheDocument();
    const modes = { 5: 'Ranked 2v2', 2: 'Ranked 3v3', 3: 'Royal' } as const;
    expect(profile.matchmaking).toHaveLength(3);
    for (const entry of profile.matchmaking) {
      const mode = within(ranks.getByRole('listitem', { name: modes[entry.info.typeid as 5 | 2 | 3] }));
      expect(mode.getByText(new RegExp(`rank ${en(entry.info.rank ?? 0)}$`))).toBeInTheDocument();
    }

    const since = within(await card('Since your last visit'));
    expect(since.getByRole('link', { name: 'Open My records to compare' })).toHaveAttribute('href', '/records');
  });

  it('shows the change of the ranks since the last visit, kept in this browser', async () => {
    const profile = playerProfile(0);
    const world = profile.trophies.zonepositions.at(-1) ?? 0;
    localStorage.setItem(
      `home-ranks:${MOCK_USER.accountid}`,
      JSON.stringify({ v: 1, seen: { at: TEST_NOW - 86_400_000, figures: { world: world + 120, ranks: {} } } }),
    );
    renderRoute('/me', { signedIn: true });
    const ranks = within(await card('Ranks'));
    expect(await ranks.findByText('▲ 120 places')).toBeInTheDocument();
  });

  it('reads a damaged kept value as nothing kept', async () => {
    localStorage.setItem(`home-ranks:${MOCK_USER.accountid}`, '{"v":1,"seen":');
    renderRoute('/me', { signedIn: true });
    const ranks = within(await card('Ranks'));
    expect(await ranks.findByText('Changes show from your next visit.')).toBeInTheDocument();
  });

  it('lists the maps My records saw move, from what it keeps', async () => {
    const seen = { name: 'Kept Map', kind: 'race', score: 50_000, rank: 90, medal: 'gold' };
    localStorage.setItem(
      `record-changes:${MOCK_USER.accountid}`,
      JSON.stringify({
        v: 1,
        sections: {
          'month:2026-11': {
            maps: {
              KeptMapUid: {
                seen: { ...seen, at: TEST_NOW - 3_600_000 },
                base: { ...seen, score: 50_412, rank: 97, at: TEST_NOW - 2 * 86_400_000 },
              },
            },
          },
        },
      }),
    );
    renderRoute('/me', { signedIn: true });
    const since = within(await card('Since your last visit'));
    expect(since.getByRole('link', { name: 'Kept Map' })).toHaveAttribute('href', '/leaderboard/KeptMapUid');
    expect(since.getByText(/▲ 7 places .*PB −0\.412 s/)).toBeInTheDocument();
  });
});

describe('/me for a player without a record on today’s map', () => {
  it('says "Not driven yet" with the time each medal asks', async () => {
    const map = mapByUid(totdToday().uid);
    writeSession(MOCK_ROOKIE);
    renderRoute('/me');
    const strip = within(await screen.findByRole('region', { name: 'Your standing on this map' }));
    expect(await strip.findByText('Not driven yet')).toBeInTheDocument();
    expect(strip.getByText('To author').nextSibling).toHaveTextContent(raceTime(map.authorScore));
    expect(strip.getByText('To gold').nextSibling).toHaveTextContent(raceTime(map.goldScore));
    expect(strip.getByText('To silver').nextSibling).toHaveTextContent(raceTime(map.silverScore));
    expect(strip.getByText('To bronze').nextSibling).toHaveTextContent(raceTime(map.bronzeScore));
  });
});

describe('/me signed out', () => {
  it('invites to log in and says what it would show, asking for nothing', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderRoute('/me');
    expect(await screen.findByRole('heading', { level: 1, name: 'My home' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: /^Log in with/ })).toBeInTheDocument();
    expect(main.getByText(/today's Track of the Day and where you stand on it/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ranks' })).toBeNull();
    expect(asked.filter((path) => path.startsWith('/api/player') || path.startsWith('/api/leaderboard'))).toEqual([]);
  });
});

describe('/me when answers fail', () => {
  it('the error scenario: the cards that ask the API say so with Try again, the kept one stays', async () => {
    setScenario('error');
    renderRoute('/me', { signedIn: true });
    const totd = within(await card("Today's Track of the Day"));
    expect(await totd.findByText("Could not load today's map")).toBeInTheDocument();
    expect(totd.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const ranks = within(await card('Ranks'));
    expect(await ranks.findByText('Could not load your ranks', {}, { timeout: 8000 })).toBeInTheDocument();
    const since = within(await card('Since your last visit'));
    expect(since.getByRole('link', { name: 'Open My records to compare' })).toBeInTheDocument();
  });

  it('a refused request (429) fails its card alone; Try again brings it back', async () => {
    let refuse = true;
    server.use(
      http.get('/api/map/:uid', () =>
        refuse
          ? HttpResponse.json({ error: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '1' } })
          : undefined,
      ),
    );
    const { user } = renderRoute('/me', { signedIn: true });
    const totd = within(await card("Today's Track of the Day"));
    expect(await totd.findByText("Could not load today's map")).toBeInTheDocument();
    const ranks = within(await card('Ranks'));
    expect(await ranks.findByText(en(playerProfile(0).trophies.points))).toBeInTheDocument();
    refuse = false;
    await user.click(totd.getByRole('button', { name: 'Try again' }));
    expect(await totd.findByRole('region', { name: 'Your standing on this map' })).toBeInTheDocument();
  });
});
