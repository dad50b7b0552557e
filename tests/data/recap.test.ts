// The season recap's reading (src/data/recap.ts) on the mocked API at the fixed clock: it pages each history back to
// the year's start through the shared scheduler (never more than 3 in flight), stops at the first older entry and at
// the match bound, keeps what was read when a page fails and goes on from there, and its answer is kept as its kind
// says (a past year's with no expiry).
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { createQueryClient } from '../../src/data/cache/queryClient';
import '../../src/data/cache/freshnessPolicy';
import { recapQueries, readingProgress, RECAP_MATCH_PAGE_BOUND } from '../../src/data/recap';
import { recapFigures } from '../../src/lib/recap';
import { answerStaleTime } from '../../src/data/cache/answerPolicy';
import { isKeptForever, newestAnswers } from '../../src/data/cache/storedAnswers';
import { recordRequests } from '../apiRequests';
import { apiScheduler } from '../../src/api/scheduler';
import { TEST_NOW } from '../clock';
import { trophyPage } from '../../src/mocks/data/playerTrophies';
import { playerCotdResults } from '../../src/mocks/data/playerCotd';
import { playerMatchHistory } from '../../src/mocks/data/playerMatches';
import { DEMO_PLAYERS, mockPlayer } from '../../src/mocks/data/players';
import { RETIRED_PLAYER_INDEX } from '../../src/mocks/data/playerProfile';

const MINUTE = 60_000;

/** Counts the API requests in flight at once while a test runs. */
function watchInFlight() {
  let now = 0;
  const seen = { most: 0 };
  server.events.on('request:start', () => {
    now += 1;
    seen.most = Math.max(seen.most, now);
  });
  server.events.on('response:mocked', () => {
    now -= 1;
  });
  return seen;
}

/** The busy player's year as counted straight from the mocked histories (the figures' own rules: tests/lib/recap.test.ts). */
function expectedFigures(index: number, year: number) {
  const gains = [];
  for (let page = 0; ; page += 1) {
    const answer = trophyPage(index, page);
    if (answer.gains.length === 0) break;
    gains.push(...answer.gains);
  }
  const cups = playerCotdResults(index).map((core) => ({
    id: core.id,
    name: core.name,
    timestamp: core.starttime,
    div: core.div,
    rank: core.rank,
    excludedfromstats: core.excludedfromstats,
  }));
  const modes = [2, 3, 5].map((typeId) => ({
    typeId,
    name: '',
    boundHit: false,
    matches: playerMatchHistory(index, typeId),
  }));
  return recapFigures({ year, now: TEST_NOW, gains, cups, modes });
}

describe('reading a year', () => {
  it("reads the busy player's 2026 back to 1 January, 3 at a time at most, bounded in matchmaking", async () => {
    const client = createQueryClient({ retry: false });
    const asked = recordRequests();
    const inFlight = watchInFlight();
    const answer = await client.query(recapQueries.year('mockpilot', 2026));
    const expected = expectedFigures(DEMO_PLAYERS.mockUser.index, 2026);
    expect(answer.figures.trophies).toEqual(expected.trophies);
    expect(answer.figures.cotd).toEqual(expected.cotd);
    // 2v2 reaches past the bound of pages: the count is of the matches read, and says so.
    const twoVtwo = answer.figures.modes.find((mode) => mode.typeId === 5);
    expect(twoVtwo?.boundHit).toBe(true);
    expect(twoVtwo?.played).toBe(RECAP_MATCH_PAGE_BOUND * 25);
    expect(asked.filter((path) => path.includes('/matches/5/'))).toHaveLength(RECAP_MATCH_PAGE_BOUND);
    for (const mode of answer.figures.modes.filter((held) => held.typeId !== 5)) {
      const full = expected.modes.find((held) => held.typeId === mode.typeId);
      expect(mode.played).toBe(full?.played);
      expect(mode.won).toBe(full?.won);
    }
    // Every address once; the profile, then the histories 3 at a time (the profile alone first).
    expect(new Set(asked).size).toBe(asked.length);
    expect(inFlight.most).toBeLessThanOrEqual(3);
    // The trophies stop at the first page holding a gain older than the year.
    const trophyPages = asked.filter((path) => path.includes('/trophies/')).length;
    const lastPage = trophyPage(DEMO_PLAYERS.mockUser.index, trophyPages - 1).gains;
    expect(lastPage.some((gain) => gain.timestamp < '2026')).toBe(true);
    const before = trophyPage(DEMO_PLAYERS.mockUser.index, trophyPages - 2).gains;
    expect(before.every((gain) => gain.timestamp >= '2026')).toBe(true);
  });

  it('says what the rest will cost from the first pages, then counts the pages as it goes', async () => {
    const client = createQueryClient({ retry: false });
    const asked = recordRequests();
    const outlook = await client.query(recapQueries.outlook('mockpilot', 2026));
    // The profile and the first page of the trophies, the cups and each of the three modes.
    expect(asked).toHaveLength(6);
    expect(outlook.pagesRead).toBe(5);
    expect(outlook.moreRequests).toBeGreaterThan(10);
    await client.query(recapQueries.year('mockpilot', 2026));
    // Nothing of the outlook asked twice.
    expect(new Set(asked).size).toBe(asked.length);
    const total = asked.length - 1;
    // The estimate was within a third of what it took.
    expect(Math.abs(outlook.pagesRead + outlook.moreRequests - total)).toBeLessThanOrEqual(total / 3);
  });

  it('keeps what was read when a page fails, and goes on from there', async () => {
    const client = createQueryClient({ retry: false });
    let failing = true;
    server.use(
      http.get('/api/player/:id/trophies/3', () =>
        failing ? HttpResponse.json({ error: 'upstream down' }, { status: 500 }) : undefined,
      ),
    );
    const asked = recordRequests();
    await expect(client.query(recapQueries.year('mockpilot', 2026))).rejects.toThrow();
    const firstTry = asked.length;
    expect(asked.filter((path) => path.includes('/trophies/3'))).toHaveLength(1);
    failing = false;
    const answer = await client.query(recapQueries.year('mockpilot', 2026));
    // The second try asks only for what was not read: the failed page and those after it.
    const again = asked.slice(firstTry);
    expect(again[0]).toContain('/trophies/3');
    expect(again.every((path) => /\/trophies\/\d+$/.test(path))).toBe(true);
    expect(answer.figures.trophies).toEqual(expectedFigures(DEMO_PLAYERS.mockUser.index, 2026).trophies);
  });

  it('waits out a 429 mid-way and goes on, the progress kept', async () => {
    const client = createQueryClient({ retry: false });
    let refused = 0;
    server.use(
      http.get('/api/player/:id/cotd/2', () => {
        if (refused > 0) return undefined;
        refused += 1;
        return HttpResponse.json(
          { error: 'Too many requests' },
          { status: 429, headers: { 'X-Ratelimit-Remaining': '0', 'X-Ratelimit-Reset': '1' } },
        );
      }),
    );
    const waits: number[] = [];
    const stop = apiScheduler.subscribe(() => {
      const seconds = apiScheduler.getState().waitSeconds;
      if (seconds !== undefined) waits.push(seconds);
    });
    const answer = await client.query(recapQueries.year('mockpilot', 2026));
    stop();
    expect(refused).toBe(1);
    expect(waits.length).toBeGreaterThan(0);
    expect(answer.figures.cotd).toEqual(expectedFigures(DEMO_PLAYERS.mockUser.index, 2026).cotd);
  });

  it('reads nothing in the year for the newcomer: no cups at all, no matchmaking modes', async () => {
    const client = createQueryClient({ retry: false });
    const asked = recordRequests();
    const answer = await client.query(recapQueries.year('demo-newcomer', 2026));
    expect(answer.figures.trophies.gains).toBe(0);
    expect(answer.figures.cotd.played).toBe(0);
    expect(answer.figures.modes).toEqual([]);
    expect(asked).toHaveLength(3);
  });

  it('stops at the first pages for a player who stopped in 2025, and finds their 2025', async () => {
    const client = createQueryClient({ retry: false });
    const asked = recordRequests();
    const id = mockPlayer(RETIRED_PLAYER_INDEX).id;
    const outlook = await client.query(recapQueries.outlook(id, 2026));
    expect(outlook.moreRequests).toBe(0);
    const answer = await client.query(recapQueries.year(id, 2026));
    // The profile and one page of each history: each first page already reaches back before 2026.
    expect(asked).toHaveLength(6);
    expect(answer.figures.trophies.gains).toBe(0);
    expect(answer.figures.cotd.played).toBe(0);
    expect(answer.figures.modes.every((mode) => mode.played === 0 && !mode.boundHit)).toBe(true);
    const before = await client.query(recapQueries.year(id, 2025));
    const expected = expectedFigures(RETIRED_PLAYER_INDEX, 2025);
    expect(before.figures.trophies).toEqual(expected.trophies);
    expect(before.figures.cotd).toEqual(expected.cotd);
    expect(before.figures.trophies.gains).toBeGreaterThan(10);
  });

  it('counts the progress of a reading', () => {
    expect(readingProgress(undefined)).toEqual({ read: 0, estimate: 0 });
  });
});

describe('keeping a year', () => {
  const meta = { answerKind: 'recap' } as const;
  const read = () => undefined;

  it('keeps a year read after its end for ever, and the current one as fresh as its sources', () => {
    const afterEnd = Date.UTC(2026, 0, 1, 2);
    expect(answerStaleTime({ meta }, { year: 2025 }, afterEnd, read, afterEnd + MINUTE)).toBe(Infinity);
    const during = Date.UTC(2025, 11, 31, 23, 30);
    expect(answerStaleTime({ meta }, { year: 2025 }, during, read, during + MINUTE)).toBe(5 * MINUTE);
    expect(answerStaleTime({ meta }, { year: 2026 }, TEST_NOW, read, TEST_NOW + MINUTE)).toBe(5 * MINUTE);
  });

  it('never trims a past year from the store', () => {
    const entry = (year: number, at: number, n: number) => ({
      queryKey: ['x', n],
      queryHash: `["x",${String(n)}]`,
      meta: n === 0 ? meta : { answerKind: 'list' as const },
      state: { data: { year }, dataUpdatedAt: at, status: 'success' as const },
    });
    const queries = [
      entry(2024, Date.UTC(2025, 1, 1), 0),
      ...Array.from({ length: 5 }, (_, n) => entry(0, TEST_NOW, n + 1)),
    ];
    expect(isKeptForever(queries[0] ?? entry(0, 0, 9))).toBe(true);
    const kept = newestAnswers(
      { timestamp: TEST_NOW, buster: '', clientState: { queries, mutations: [] } } as unknown as Parameters<
        typeof newestAnswers
      >[0],
      3,
    );
    expect(kept.clientState.queries.map((query) => query.queryHash)).toEqual([
      '["x",1]',
      '["x",2]',
      '["x",3]',
      '["x",0]',
    ]);
  });
});
