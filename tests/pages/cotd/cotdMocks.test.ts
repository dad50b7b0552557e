import { describe, expect, it } from 'vitest';
import { ApiError, apiGet } from '../../../src/api/client';
import { readApi } from '../../../src/api/schema';
import { setScenario } from '../../../src/mocks/scenarios';
import { CUP_PAGE_SIZE, cupCount, divisionCount, findCup, type CupListItem } from '../../../src/mocks/data/cups';
import { RANKED_PLAYERS, RANKING_PAGE_SIZE, rankingValue, type RankingStats } from '../../../src/mocks/handlers/cotd';
import { CupListPageSchema, RankingPageSchema, type RankingRow } from '../../../src/data/cotd';
import { CompetitionSchema, ResultsPageSchema } from '../../../src/data/competitions';

// The mocked answers are read as the pages read them: through their schemas, so a mock that drifts from its schema fails here too.

const cups = (page: number, platform = 'crossplay') =>
  readApi(`/api/cotd/${page}?platform=${platform}`, CupListPageSchema, 'the cup list');
const competitionOf = (id: number) => readApi(`/api/comp/${id}`, CompetitionSchema, 'this cup');
const results = async (path: string) => (await readApi(path, ResultsPageSchema, 'the results')).results.items;
const ranking = (path: string) => readApi(path, RankingPageSchema, 'the player ranking');

describe('the mocked cup list', () => {
  it('holds thousands of cups back to November 2020, newest first, in pages of 12', async () => {
    const first = await cups(0);
    const count = cupCount('crossplay');
    expect(count).toBeGreaterThan(4000);
    expect(first.page_max).toBe(Math.ceil(count / CUP_PAGE_SIZE));
    expect(first.competitions).toHaveLength(CUP_PAGE_SIZE);
    const starts = first.competitions.map((cup) => cup.starttime);
    expect([...starts].sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(starts);
    const last = await cups((first.page_max ?? 0) - 1);
    expect(last.competitions.at(-1)?.name).toBe('Cup of the Day 2020-11-01');
    expect((await cups(first.page_max ?? 0)).competitions).toEqual([]);
  });

  it('has three cups a day from 2023: the main one at 19:00 Paris, reruns #2 and #3', async () => {
    const page = await cups(3);
    const names = page.competitions.map((cup) => cup.name);
    expect(names.every((name) => /^Cup of the Day \d{4}-\d{2}-\d{2} #[123]$/.test(name))).toBe(true);
    expect(names.filter((name) => name.endsWith('#2'))).toHaveLength(4);
    const main = page.competitions.find((cup) => cup.name.endsWith('#1')) as CupListItem;
    const paris = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
    expect(paris.format(main.starttime * 1000)).toBe('19:00');
    expect(main.endtime - main.starttime).toBe(7200);
  });

  it('has platform-exclusive variants with their own ids and fewer players', async () => {
    const crossplay = (await cups(2)).competitions;
    for (const [platform, label] of [
      ['pc', 'PC'],
      ['xbl', 'Xbox'],
      ['psn', 'PlayStation'],
      ['luna', 'Luna'],
    ] as const) {
      const list = (await cups(2, platform)).competitions;
      expect(list.every((cup) => cup.name.startsWith(`Cup of the Day ${label} `))).toBe(true);
      expect(list.map((cup) => cup.starttime)).toEqual(crossplay.map((cup) => cup.starttime));
      expect(list.some((cup) => crossplay.some((other) => other.id === cup.id))).toBe(false);
      expect(list.every((cup, i) => cup.players < (crossplay[i]?.players ?? 0))).toBe(true);
    }
    expect(cupCount('pc')).toBeLessThan(cupCount('crossplay'));
  });

  it('is deterministic and refuses an unknown platform', async () => {
    expect(await cups(5)).toEqual(await cups(5));
    await expect(cups(0, 'switch')).rejects.toThrow('Invalid page or platform.');
  });

  it('has a competition behind every cup id, and an {error} for unknown ids', async () => {
    for (const platform of ['crossplay', 'pc', 'luna']) {
      const cup = (await cups(7, platform)).competitions[0] as CupListItem;
      const competition = await competitionOf(cup.id);
      expect(competition).toMatchObject({
        id: cup.id,
        name: cup.name,
        numplayers: cup.players,
        startdate: cup.starttime,
      });
      expect(competition.rounds[1]?.matches).toHaveLength(Math.ceil(cup.players / 64));
    }
    await expect(apiGet('/api/comp/99')).rejects.toThrow('Competition not found.');
    await expect(apiGet('/api/comp/99999999')).rejects.toThrow('Competition not found.');
  });

  it('serves qualification and division results that agree with each other', async () => {
    const cup = findCup((await cups(3)).competitions[0]?.id ?? 0);
    if (!cup) throw new Error('no cup');
    const competition = await competitionOf(cup.id);
    const challenge = competition.rounds[0]?.challenges[0];
    const match = competition.rounds[1]?.matches[0];
    const qualification = await results(`/api/comp/${cup.id}/challenge/${challenge?.id ?? 0}/0`);
    const scores = qualification.map((result) => result.score ?? 0);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    const division = [0, 1, 2].map((page) => results(`/api/comp/${cup.id}/match/${match?.id ?? 0}/${page}`));
    const players = (await Promise.all(division)).flat();
    expect(players).toHaveLength(Math.min(64, cup.players));
    const top64 = await results(`/api/comp/${cup.id}/challenge/${challenge?.id ?? 0}/1`);
    const qualifiedIds = new Set([...qualification, ...top64].slice(0, 64).map((result) => result.player.id));
    expect(players.every((result) => qualifiedIds.has(result.player.id))).toBe(true);
    expect(divisionCount(cup)).toBe(competition.rounds[1]?.matches.length);
    await expect(apiGet(`/api/comp/${cup.id}/match/1/0`)).rejects.toThrow('Match not found.');
    await expect(apiGet(`/api/comp/${cup.id}/challenge/1/0`)).rejects.toThrow('Challenge not found.');
  });

  it('gives empty lists in the empty scenario', async () => {
    setScenario('empty');
    expect(await cups(0)).toMatchObject({ competitions: [], page_max: 0 });
    expect((await ranking('/api/cotd/players/0/wins')).players).toEqual([]);
  });
});

describe('the mocked player ranking', () => {
  const sorts = ['totalplayed', 'totalplayedreruns', 'wins', 'winsreruns', 'winstreak', 'winstreakreruns'];

  it.each(sorts)('sorts by %s, best first, positions from 1, pages of 25 and a short last page', async (sortPath) => {
    const reruns = sortPath.endsWith('reruns');
    const sort = sortPath.replace(/reruns$/, '') as 'totalplayed' | 'wins' | 'winstreak';
    const page0 = (await ranking(`/api/cotd/players/0/${sortPath}`)).players;
    const page1 = (await ranking(`/api/cotd/players/1/${sortPath}`)).players;
    const rows: RankingRow[] = [...page0, ...page1];
    expect(page0).toHaveLength(RANKING_PAGE_SIZE);
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const values = rows.map((row) => rankingValue(row as RankingStats, sort, reruns));
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    const lastPage = Math.floor(RANKED_PLAYERS / RANKING_PAGE_SIZE);
    expect((await ranking(`/api/cotd/players/${lastPage}/${sortPath}`)).players).toHaveLength(
      RANKED_PLAYERS % RANKING_PAGE_SIZE,
    );
  });

  it('lists each player once and keeps wins within played', async () => {
    const pages = await Promise.all([0, 1, 2, 3].map((page) => ranking(`/api/cotd/players/${page}/wins`)));
    const rows = pages.flatMap((page) => page.players);
    expect(new Set(rows.map((row) => row.player.id)).size).toBe(rows.length);
    expect(
      rows.every(
        (row) => row.wins <= row.totalplayed && row.winsreruns <= row.totalplayedreruns && row.winstreak <= row.wins,
      ),
    ).toBe(true);
  });

  it('refuses a sort it does not know', async () => {
    const error: unknown = await apiGet('/api/cotd/players/0/fastest').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Invalid page or sort.');
  });
});
