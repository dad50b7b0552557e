import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';

// Real answers of the live API (../shared/real-api, see its README for where each was captured), served as they are,
// and what a person must see on the page, written out by hand from the answer: names without their $ codes, times as
// m:ss.mmm, numbers with separators, days with their weekday, the Paris zone of TEST_NOW (November: CET).
const real = (name: string) => JSON.parse(readFileSync(`../shared/real-api/${name}`, 'utf8')) as JsonBodyType;
const serve = (path: string, file: string) => server.use(http.get(path, () => HttpResponse.json(real(file))));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

const EGGFLIP = 'MH8WnAOEI3HAQkBVlBOeyK4rLC9';

describe('pages on real API answers', () => {
  it('Track of the Day, March 2022: the three days the answer holds, newest first', async () => {
    serve('/api/totd/:offset', 'totd.json');
    renderRoute('/totd/2022-3');
    expect(await screen.findByText(/^A new map arrives every day/)).toHaveTextContent(
      /^A new map arrives every day at 7 PM CET\. Showing March 2022\.$/,
    );
    const rows = bodyRows(await screen.findByRole('table'));
    expect(texts(rows)).toEqual([
      "8Tuesday8.AQUAPARK ft ' Sophie_iceby ShcrTM0:42.069DownloadLeaderboardsInfo",
      '2Wednesday2.Plasticity ft ShineluTMby henkisme0:45.191DownloadLeaderboardsInfo',
      '1Tuesday1.MTC - HabMichLieb Würfelby Stups_Kiesel1:27.161DownloadLeaderboardsInfo',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: "Leaderboards of AQUAPARK ft ' Sophie_ice" })).toHaveAttribute(
      'href',
      '/totd/leaderboard/619e3dd7-19a8-4439-9e5b-63ccb612bd9f/Fh_GhNThDq6s_6ibuP1_hEPocLl',
    );
    expect(first.getByRole('link', { name: "Download AQUAPARK ft ' Sophie_ice" })).toHaveAttribute(
      'href',
      'https://prod.trackmania.core.nadeo.online/storageObjects/0fe4bef9-5f07-47c2-ad3a-1803f17e6a80',
    );
    expect(first.getByRole('link', { name: 'ShcrTM' })).toBeInTheDocument();
  });

  it('a player: club tag, trophies (points are the tiers’ counts times ten to the tier), zone positions and ranks', async () => {
    serve('/api/player/:id', 'player.json');
    renderRoute('/player/b73fe3d7-a92a-4a6d-ab9d-49005caec499');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^\[W1SP\] NottCurious$/);
    const trophies = await screen.findByRole('region', { name: 'Trophies' });
    expect(within(trophies).getByText('3,290,258')).toBeInTheDocument();
    const tiers = within(trophies).getByRole('list', { name: 'Trophies per tier' });
    // Each item: the tier's trophy (its picture's text), the tier and the count.
    expect(texts(within(tiers).getAllByRole('listitem')).map((text) => text.trim())).toEqual([
      'Tier 1 trophy1 3,378',
      'Tier 2 trophy2 3,868',
      'Tier 3 trophy3 5,482',
      'Tier 4 trophy4 570',
      'Tier 5 trophy5 163',
      'Tier 6 trophy6 5',
      'Tier 7 trophy7 0',
      'Tier 8 trophy8 0',
      'Tier 9 trophy9 0',
    ]);
    const positions = within(trophies).getByRole('list', { name: 'Zone positions' });
    expect(texts(within(positions).getAllByRole('listitem')).map((text) => text.trim())).toEqual([
      '#8 in India',
      '#58 in Asia',
      '#4,259 in World',
    ]);
    const ranks = screen.getByRole('region', { name: 'Matchmaking' });
    // 3v3 at 2,000 points: Gold I (2,000 to 2,299), 0 % of the way to Gold II.
    const threes = within(ranks).getByRole('listitem', { name: 'Ranked 3v3' });
    expect(within(threes).getByRole('img', { name: 'Gold I' })).toBeInTheDocument();
    expect(threes).toHaveTextContent('2,000 points');
    expect(threes).toHaveTextContent('Rank 4,717 of 512,540');
    expect(within(threes).getByRole('progressbar', { name: 'Progress to Gold II' })).toHaveAttribute('value', '0');
    const royal = within(ranks).getByRole('listitem', { name: 'Royal' });
    expect(within(royal).getByRole('img', { name: 'Bronze' })).toBeInTheDocument();
    expect(royal).toHaveTextContent('0 wins');
    expect(royal).toHaveTextContent('Rank 30,913 of 402,996');
    expect(screen.getByRole('link', { name: 'Twitch: NottCurious' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Echelon 6' }).length).toBeGreaterThan(0);
  });

  it('a player search: each player with club tag, 3v3 division and points, Royal wins', async () => {
    serve('/api/players/find', 'players-find.json');
    renderRoute('/players?search=Kaizer');
    const rows = bodyRows(await screen.findByRole('table'));
    expect(rows).toHaveLength(3);
    const row = (index: number) => within(rows[index] as HTMLElement);
    expect(row(0).getByRole('link', { name: 'Kaizer_TM' })).toHaveAttribute(
      'href',
      '/player/17cebbbb-2637-4110-ba67-f733de4559ea',
    );
    expect(row(0).getByRole('img', { name: 'Silver III' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('3v3: 1,922 points');
    expect(rows[0]).toHaveTextContent('Royal: 0 wins');
    expect(row(1).getByRole('link', { name: '[GEHT~]Kaizer127' })).toHaveAttribute(
      'href',
      '/player/1f5b7b22-35bc-4e61-9ebe-a72c61006e92',
    );
    expect(row(1).getByRole('img', { name: 'Gold I' })).toBeInTheDocument();
    expect(row(1).getByRole('img', { name: 'Silver' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('3v3: 2,000 points');
    expect(rows[1]).toHaveTextContent('Royal: 5 wins');
    expect(row(2).getByRole('img', { name: 'Bronze III' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('3v3: 984 points');
  });

  it('a map: medal times, facts and its leaderboard', async () => {
    serve('/api/map/:uid', 'map.json');
    serve('/api/leaderboard/map/:uid', 'leaderboard-group.json');
    renderRoute(`/leaderboard/${EGGFLIP}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eggflip' })).toBeInTheDocument();
    const medals = within(await screen.findByRole('table', { name: 'Medal thresholds' })).getAllByRole('row');
    expect(medals.map((row) => row.textContent)).toEqual([
      'Author0:07.672',
      'Gold0:09.000',
      'Silver0:10.000',
      'Bronze0:12.000',
    ]);
    // The details come a task after the positions.
    const facts = within(await screen.findByRole('table', { name: 'Map information' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(facts).toEqual(
      expect.arrayContaining([
        'Uploaded16 Apr 2022, 18:31',
        'AuthorNachoQT',
        'Submitterricharde_e',
        'CollectionStadium',
        'Map typeTM_Race',
        'Map style-',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Download map Eggflip' })).toHaveAttribute(
      'href',
      'https://prod.trackmania.core.nadeo.online/storageObjects/67c0eb93-8b66-4c7b-a937-3a098e21f41e',
    );
    expect(screen.getByRole('link', { name: 'Trackmania Exchange' })).toHaveAttribute(
      'href',
      expect.stringContaining('57885') as string,
    );
    const rows = bodyRows(await screen.findByRole('table', { name: 'Positions' }));
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['1', '2', '3', '7']);
    expect(rows[0]).toHaveTextContent('[ICEGS] Jack.3_– 0:52.792');
  });

  it('a group leaderboard: positions as sent (a gap from 3 to 7), club tags, times and a zone without a flag', async () => {
    serve('/api/map/:uid', 'map.json');
    serve('/api/leaderboard/:group/:uid', 'leaderboard-group.json');
    renderRoute(`/leaderboard/3987d489-03ae-4645-9903-8f7679c3a418/${EGGFLIP}`);
    const rows = bodyRows(await screen.findByRole('table', { name: 'Positions' }));
    expect(texts(rows)).toEqual([
      '1[ICEGS] Jack.3_– 0:52.7925 years agoGhost',
      '2[ICEGS] xTigershark777– 0:52.8725 years agoGhost',
      '3Odgor.– 0:52.9655 years agoGhost',
      '7[AYAYA] Scrapie98– 0:53.1855 years agoGhost',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ghost of position 1' })).toHaveAttribute(
      'href',
      '/api/download/ghost/2d8e009c-d075-4ce6-9b6a-89c2f131131f',
    );
    expect(within(rows[3] as HTMLElement).getByRole('link', { name: 'Ghost of position 7' })).toBeInTheDocument();
    // The answer's playercount is 0 beside its rows: not known, so no "~0" players, and the medal tools still show.
    expect((await screen.findByText('Players', { selector: 'th, dt' })).nextElementSibling).toHaveTextContent(/^-$/);
    expect(await screen.findByRole('heading', { level: 2, name: 'Medals' })).toBeInTheDocument();
  });

  it('the Cup of the Day list: id, name, how long ago, players and a link to each cup', async () => {
    serve('/api/cotd/:page', 'cotd-list.json');
    renderRoute('/cotd');
    const rows = bodyRows(await screen.findByRole('table', { name: 'Cups' }));
    expect(texts(rows)).toEqual([
      '344Cup of the Day 2021-04-266 years ago2,532Info',
      '343Cup of the Day 2021-04-256 years ago2,275Info',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Info', '/cotd/344']]);
  });

  it('a competition: name, start and end, players and its round’s matches', async () => {
    serve('/api/comp/:id', 'comp.json');
    renderRoute('/competitions/comp/344');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup of the Day 2021-04-26' })).toBeInTheDocument();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([fact('Start'), fact('End'), fact('Players')]).toEqual([
      '26 Apr 2021, 17:16',
      '26 Apr 2021, 19:16',
      '2,532',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Round' })).toBeInTheDocument();
    expect(texts(bodyRows(screen.getByRole('table')))).toEqual(['Match 1Completed', 'Match 2Completed']);
  });
});
