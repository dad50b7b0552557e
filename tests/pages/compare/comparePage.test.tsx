import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { playerProfile } from '../../../src/mocks/data/playerProfile';
import { mockPlayer } from '../../../src/mocks/data/players';
import { cotdPage, demo, expectedHeadToHead, factCells, nameAt, preloadComparePage, watchRequests } from './helpers';

beforeAll(preloadComparePage);

const TEAM = demo.team.index;
const PILOT = demo.mockUser.index;
const day = (ms: number) => dayjs(ms).format('D MMMM YYYY');
const countLine = () => screen.findByText(/ahead in/, {}, { timeout: 8000 });
const h2hRows = () =>
  within(screen.getByRole('table', { name: /both played/ }))
    .getAllByRole('row')
    .slice(1);

describe('the compare page', () => {
  it('shows both players with links, Swap, Change, and a title with both names', async () => {
    const { router, user } = renderRoute('/compare/demo-team/mockpilot');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: new RegExp(`${nameAt(TEAM)}.*vs.*${nameAt(PILOT)}`),
    });
    expect(
      within(heading)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/player/demo-team', '/player/mockpilot']);
    expect(screen.getByRole('button', { name: `Change ${nameAt(TEAM)}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Change ${nameAt(PILOT)}` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${nameAt(TEAM)} vs ${nameAt(PILOT)}`));

    const swap = screen.getByRole('link', { name: 'Swap' });
    expect(swap).toHaveAttribute('href', '/compare/mockpilot/demo-team');
    await user.click(swap);
    expect(currentPath(router)).toBe('/compare/mockpilot/demo-team');
    const swapped = await screen.findByRole('heading', {
      level: 1,
      name: new RegExp(`${nameAt(PILOT)}.*vs.*${nameAt(TEAM)}`),
    });
    expect(
      within(swapped)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/player/mockpilot', '/player/demo-team']);
    const heads = within(screen.getByRole('table', { name: 'Trophies' })).getAllByRole('columnheader');
    expect(heads.map((th) => th.textContent)).toEqual([
      'Statistic',
      nameAt(PILOT),
      expect.stringContaining(nameAt(TEAM)),
    ]);
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${nameAt(PILOT)} vs ${nameAt(TEAM)}`));
  });

  it('compares trophies and matchmaking, marking the better value in words', async () => {
    renderRoute('/compare/demo-team/mockpilot');
    await screen.findByRole('table', { name: 'Trophies' });
    const [team, pilot] = [playerProfile(TEAM), playerProfile(PILOT)];
    const points = factCells('Trophies', 'Trophy points');
    expect(points[0]).toHaveTextContent('1,443,660');
    expect(within(points[0] as HTMLElement).getByTitle('Better')).toHaveTextContent('(better)');
    expect(points[1]).toHaveTextContent('371,074');
    expect(points[1]).not.toHaveTextContent('better');
    const echelon = factCells('Trophies', 'Echelon');
    expect(
      within(echelon[0] as HTMLElement).getByRole('img', { name: `Echelon ${team.trophies.echelon}` }),
    ).toBeInTheDocument();
    expect(
      within(echelon[1] as HTMLElement).getByRole('img', { name: `Echelon ${pilot.trophies.echelon}` }),
    ).toBeInTheDocument();
    const world = (profile: typeof team) => profile.trophies.zonepositions.at(-1) ?? 0;
    const worldCells = factCells('Trophies', 'World position');
    expect(worldCells[0]).toHaveTextContent('#394');
    expect(worldCells[1]).toHaveTextContent('#1,721');
    // The lower position is the better one.
    expect(worldCells[world(team) < world(pilot) ? 0 : 1]).toHaveTextContent('(better)');
    const tierCounts = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((tier) =>
      factCells('Trophies', `Tier ${String(tier)} trophies`).map((cell) => cell.textContent),
    );
    expect(tierCounts).toEqual([
      ['37,630', '31,584'],
      ['2,133', '2,409'],
      ['927', '584'],
      ['222', '67'],
      ['47', '9'],
      ['6', '1'],
      ['0', '0'],
      ['0', '0'],
      ['0', '0'],
    ]);

    const rank = (profile: typeof team, typeid: number) =>
      profile.matchmaking.find((entry) => entry.info.typeid === typeid);
    for (const [label, typeid, ranks] of [
      ['Ranked 2v2', 5, ['Rank 847 of 184,233', 'Rank 45,061 of 184,233']],
      ['Royal', 3, ['Rank 1,742 of 402,996', 'Rank 95,019 of 402,996']],
    ] as const) {
      const cells = factCells('Matchmaking', label);
      const [a, b] = [rank(team, typeid), rank(pilot, typeid)];
      expect(cells[0]).toHaveTextContent(ranks[0]);
      expect(cells[1]).toHaveTextContent(ranks[1]);
      expect(within(cells[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(/\w/);
      const betterIndex = (a?.info.rank ?? 0) < (b?.info.rank ?? 0) ? 0 : 1;
      expect(cells[betterIndex]).toHaveTextContent('(better)');
      expect(cells[1 - betterIndex]).not.toHaveTextContent('(better)');
    }
    // Each section's score: the facts each player is better in. demo-team is better in points, echelon and world
    // position, and in both ranks.
    expect(within(screen.getByRole('region', { name: 'Trophies' })).getByText(/ leads \d–\d$/)).toHaveTextContent(
      `${nameAt(TEAM)} leads 3–0`,
    );
    expect(within(screen.getByRole('region', { name: 'Matchmaking' })).getByText(/ leads \d–\d$/)).toHaveTextContent(
      `${nameAt(TEAM)} leads 2–0`,
    );
    expect(factCells('Matchmaking', 'Royal')[0]).toHaveTextContent(/\d+ wins/);
    expect(factCells('Matchmaking', 'Ranked 2v2')[0]).toHaveTextContent(/\d+ points/);
  });

  it('compares the Cup of the Day statistics of every cup, reruns included', async () => {
    // Hand-written answers: the page's numbers, percentages (one decimal) and ordinals, and which value is better.
    const best = (bestrank: number) => ({
      bestrank,
      bestranktime: '2024-03-05T18:00:00+00:00',
      bestranktimelatest: '2024-03-05T18:00:00+00:00',
    });
    const stats = {
      [mockPlayer(TEAM).id]: {
        total: 1204,
        broken: 2,
        totalwins: 3,
        totaldivwins: 17,
        avgrank: 0.04567,
        avgdiv: 2.35,
        avgdivrank: 0.171875,
        winstreak: 2,
        divwinstreak: 4,
        best: best(1),
      },
      [mockPlayer(PILOT).id]: {
        total: 98,
        broken: 0,
        totalwins: 0,
        totaldivwins: 21,
        avgrank: 0.12345,
        avgdiv: 7.04,
        avgdivrank: 0.328125,
        winstreak: 0,
        divwinstreak: 4,
        best: best(112),
      },
    };
    const cup = {
      id: 77,
      name: 'Cup of the Day 2024-09-05 #1',
      timestamp: '2024-09-05T17:00:00+00:00',
      mapgroup: 'g',
      mapuid: 'u',
      mapname: 'Map',
      div: 1,
      divrank: 3,
      score: 1,
      rank: 3,
      totalplayers: 3000,
      qualificationrank: 3,
      excludedfromstats: false,
    };
    server.use(
      http.get('/api/player/:id/cotd/:page', ({ params }) => {
        const own = stats[String(params.id)];
        return own
          ? HttpResponse.json({ total: 1, page: 0, stats: own, statsprimary: own, cotds: [cup] })
          : HttpResponse.json({ error: 'unknown player' }, { status: 404 });
      }),
    );
    renderRoute('/compare/demo-team/mockpilot');
    await countLine();
    const expectRow = (fact: string, shownA: string, shownB: string, better?: 0 | 1) => {
      const cells = factCells('Cup of the Day', fact);
      expect([cells[0]?.textContent, cells[1]?.textContent]).toEqual([
        `${shownA}${better === 0 ? '▲ (better)' : ''}`,
        `${shownB}${better === 1 ? '▲ (better)' : ''}`,
      ]);
    };
    expectRow('Cups played', '1,204+ 2 broken', '98');
    expectRow('Wins', '3', '0', 0);
    expectRow('Division wins', '17', '21', 1);
    expectRow('Average rank', '4.6%', '12.3%', 0);
    expectRow('Average division', '2.4', '7.0', 0);
    // 0.171875 and 0.328125 of a division of 64: the 11th and the 21st place.
    expectRow('Average division rank', '11th', '21st', 0);
    expectRow('Longest win streak', '2', '0', 0);
    expectRow('Longest division win streak', '4', '4');
    expectRow('Best rank', '1st', '112th', 0);
  });

  it('counts the head-to-head over the span both first pages cover, newest first, with who finished ahead', async () => {
    renderRoute('/compare/demo-team/mockpilot');
    const line = await countLine();
    const expected = expectedHeadToHead(TEAM, 1, PILOT, 1);
    expect(expected.shared).toBeGreaterThan(0);
    expect(
      screen.getByText(
        `Across the ${expected.shared} cup${expected.shared === 1 ? '' : 's'} both played since ${day(expected.since)}:`,
      ),
    ).toBeInTheDocument();
    expect(line).toHaveTextContent(
      `${nameAt(TEAM)} ahead in ${expected.aAhead}, ${nameAt(PILOT)} ahead in ${expected.bAhead} (${expected.ties} tie${expected.ties === 1 ? '' : 's'})`,
    );
    // The score in a headline above it, the leader named and their count first.
    const [high, low] = [Math.max(expected.aAhead, expected.bAhead), Math.min(expected.aAhead, expected.bAhead)];
    const leader = expected.aAhead > expected.bAhead ? nameAt(TEAM) : nameAt(PILOT);
    const headline = high === low ? `Level at ${high}–${low}` : `${leader} leads ${high}–${low}`;
    const section = screen.getByRole('region', { name: 'Head-to-head' });
    expect(within(section).getByText(headline)).toBeInTheDocument();
    const rows = h2hRows();
    expect(rows).toHaveLength(expected.shared);
    const pilotIds = new Set(cotdPage(PILOT, 0).cotds.map((cup) => cup.id));
    const shared = cotdPage(TEAM, 0).cotds.filter((cup) => pilotIds.has(cup.id));
    const first = shared[0];
    const other = cotdPage(PILOT, 0).cotds.find((cup) => cup.id === first?.id);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: first?.name })).toHaveAttribute(
      'href',
      `/cotd/${first?.id}`,
    );
    // The seeded histories at TEST_NOW: the newest cup both played.
    expect([cells[0]?.textContent, cells[1]?.textContent]).toEqual(['8Div 1, 8th▲ (better)', '1,167Div 19, 15th']);
    const aheadA = (first?.rank ?? 0) < (other?.rank ?? 0);
    expect(cells[aheadA ? 0 : 1]).toHaveTextContent('(better)');
    expect(cells[2]).toHaveTextContent(aheadA ? nameAt(TEAM) : nameAt(PILOT));
  });

  it('looks further back by loading a page more of the history that covers less time', async () => {
    const requests = watchRequests('/cotd/');
    const { user } = renderRoute('/compare/demo-team/mockpilot');
    await countLine();
    expect(requests).toHaveLength(2);
    // demo-team plays far more cups than mockpilot: its first 25 results reach less far back.
    const oldest = (index: number) => Math.min(...cotdPage(index, 0).cotds.map((cup) => Date.parse(cup.timestamp)));
    expect(oldest(TEAM)).toBeGreaterThan(oldest(PILOT));
    await user.click(screen.getByRole('button', { name: 'Look further back' }));
    const expected = expectedHeadToHead(TEAM, 2, PILOT, 1);
    await waitFor(() =>
      expect(screen.getByText(/^Across the/)).toHaveTextContent(
        `Across the ${expected.shared} cups both played since ${day(expected.since)}:`,
      ),
    );
    expect(requests).toHaveLength(3);
    expect(requests[2]).toBe(`/api/player/${mockPlayer(TEAM).id}/cotd/1?includeReruns=true&order=dateDesc`);
    expect(screen.getByText(/ahead in/)).toHaveTextContent(
      `${nameAt(TEAM)} ahead in ${expected.aAhead}, ${nameAt(PILOT)} ahead in ${expected.bAhead}`,
    );
    expect(h2hRows()).toHaveLength(expected.shared);
    expect(expected.shared).toBeGreaterThan(expectedHeadToHead(TEAM, 1, PILOT, 1).shared);
  });

  it('asks for the two histories one after the other, with the player page’s query (reruns, newest first)', async () => {
    const events: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cotd/')) events.push(`start ${new URL(request.url).pathname}`);
    });
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/cotd/')) events.push(`end ${new URL(request.url).pathname}`);
    });
    const requests = watchRequests('/cotd/');
    renderRoute('/compare/demo-team/mockpilot');
    await countLine();
    const [team, pilot] = [`/api/player/${mockPlayer(TEAM).id}/cotd/0`, `/api/player/${mockPlayer(PILOT).id}/cotd/0`];
    expect(events).toEqual([`start ${team}`, `end ${team}`, `start ${pilot}`, `end ${pilot}`]);
    expect(requests.every((path) => path.endsWith('?includeReruns=true&order=dateDesc'))).toBe(true);
  });

  it('reuses a history the player page loaded (Include reruns view): it is not fetched again', async () => {
    const requests = watchRequests('/cotd/');
    const { router } = renderRoute('/player/demo-team/cotd?includeReruns=true');
    await screen.findByRole('table', {}, { timeout: 8000 });
    await act(() => router.navigate('/compare/demo-team/mockpilot'));
    await countLine();
    const team = requests.filter((path) => path.includes(mockPlayer(TEAM).id));
    expect(team).toEqual([`/api/player/${mockPlayer(TEAM).id}/cotd/0?includeReruns=true&order=dateDesc`]);
  });
});
