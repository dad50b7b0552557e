import { describe, expect, it } from 'vitest';
import { ApiError, apiGet } from '../../src/api/client';
import { mockAnswer } from '../mockAnswer';
import { setScenario } from '../../src/mocks/scenarios';
import { COMPETITION_IDS } from '../../src/mocks/data/clubActivities';
import { findClubRef } from '../../src/mocks/data/clubRefs';
import { CUP_PLATFORMS, cupAt, cupId, lastSlot } from '../../src/mocks/data/cups';
import {
  COMP_ID_BASE,
  eventAt,
  EVENT_COUNT,
  eventPage,
  EVENTS_PAGE_SIZE,
  FEATURED,
  LEGACY_COUNT,
  NEW_COUNT,
} from '../../src/mocks/data/competitions';
import { roundsOf } from '../../src/mocks/data/competitionRounds';
import { mockEventDetail } from '../../src/mocks/data/competitionDetail';
import { toPlainText } from '../../src/lib/gameText';
import type { Competition, EventListItem, EventResult, TeamsAnswer } from '../../src/data/competitions';

/** The mocked answers as sent: their lists are plain lists (the app decodes them into counted lists). */
type EventListPage = { competitions: EventListItem[]; page_max?: number };
type ResultsPage = { results: EventResult[]; page_max?: number };

const now = () => Date.now() / 1000;
const newEvents = () => Array.from({ length: NEW_COUNT }, (_, i) => eventAt(LEGACY_COUNT + i));

describe('the mocked event ids', () => {
  it('are the ids club activities point at, and far above every cup id', () => {
    expect(COMP_ID_BASE).toBe(COMPETITION_IDS.first);
    expect(COMP_ID_BASE + NEW_COUNT - 1).toBe(COMPETITION_IDS.last);
    const newestCup = Math.max(...CUP_PLATFORMS.map((platform) => cupId(platform, lastSlot())));
    expect(newestCup).toBeLessThan(COMP_ID_BASE / 3);
  });

  it('answer every competition id of the range, and let cup ids through to the Cup of the Day mocks', async () => {
    for (const id of [COMPETITION_IDS.first, 90_500, COMPETITION_IDS.last]) {
      const detail = await mockAnswer<Competition>(`/api/comp/${id}`);
      expect(detail.id).toBe(id);
    }
    const cup = cupAt('crossplay', lastSlot() - 3);
    expect((await mockAnswer<Competition>(`/api/comp/${cup.id}`)).name).toBe(cup.name);
    expect(await mockAnswer<TeamsAnswer>(`/api/comp/${cup.id}/teams`)).toEqual({ teams: [] });
    await expect(apiGet(`/api/comp/${COMPETITION_IDS.last + 1}`)).rejects.toThrow('Competition not found.');
  });

  it('honour the scenarios', async () => {
    setScenario('error');
    await expect(apiGet(`/api/comp/${COMP_ID_BASE}`)).rejects.toBeInstanceOf(ApiError);
    setScenario('empty');
    expect((await mockAnswer<Competition>(`/api/comp/${eventAt(FEATURED.live).competitionid}`)).rounds).toEqual([]);
    expect((await mockAnswer<EventListPage>('/api/competitions/0')).competitions).toEqual([]);
  });
});

describe('the mocked event list', () => {
  it('holds every event once, newest first, in pages of 20 with page_max', async () => {
    const first = await mockAnswer<EventListPage>('/api/competitions/0');
    expect(first.page_max).toBe(Math.ceil(EVENT_COUNT / EVENTS_PAGE_SIZE));
    expect(first.competitions).toHaveLength(EVENTS_PAGE_SIZE);
    const ids = Array.from({ length: first.page_max ?? 0 }, (_, page) =>
      eventPage(page).competitions.map((item) => item.id),
    ).flat();
    expect(ids).toHaveLength(EVENT_COUNT);
    expect(new Set(ids).size).toBe(EVENT_COUNT);
    expect(eventPage(first.page_max ?? 0).competitions).toEqual([]);
    // The oldest are the legacy events, without a competition id.
    const last = eventPage((first.page_max ?? 1) - 1).competitions;
    expect(last.every((item) => item.competitionid === 0)).toBe(true);
  });

  it('searches the visible text of names, in any case', async () => {
    const page = await mockAnswer<EventListPage>('/api/competitions/0?search=gRaNd%20LeAgUe');
    const names = page.competitions.map((item) => toPlainText(item.name).toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('grand league'))).toBe(true);
    expect(eventPage(0, 'open').page_max).toBeGreaterThan(1);
    expect(eventPage(0, 'zzzz')).toEqual({ competitions: [], page: 0, page_max: 0 });
  });

  it('has rough edges: no logo, unknown registration, no club, empty links', () => {
    const events = newEvents();
    expect(events.some((event) => event.logourl === '')).toBe(true);
    expect(events.some((event) => event.registrationstart === 0)).toBe(true);
    expect(events.some((event) => event.club === undefined)).toBe(true);
    const details = events.slice(0, 60).map((event) => mockEventDetail(event));
    expect(details.some((detail) => detail.rulesurl === '' && detail.description === '')).toBe(true);
    expect(details.some((detail) => !('clubid' in detail))).toBe(true);
    // Clubs named by events exist in the club mocks.
    for (const event of events) if (event.club) expect(findClubRef(event.club.id)).toEqual(event.club);
  });
});

describe('the mocked rounds and results', () => {
  it('lay out 0 to 4 rounds, and the live event has one ended, one running and one ahead', () => {
    const counts = new Set(newEvents().map((event) => roundsOf(event).length));
    expect([...counts].sort()).toEqual([0, 1, 2, 3, 4]);
    const [ended, running, ahead] = roundsOf(eventAt(FEATURED.live));
    expect(ended && ended.enddate < now()).toBe(true);
    expect(running && running.startdate <= now() && now() < running.enddate).toBe(true);
    expect(ahead && ahead.startdate > now()).toBe(true);
    expect([ended?.status, running?.status, ahead?.status]).toEqual(['COMPLETED', 'HAS_MATCHES', 'PENDING']);
    expect(roundsOf(eventAt(FEATURED.upcoming)).every((round) => round.startdate > now())).toBe(true);
  });

  it('answer match results by page, none before the round starts, and an error for unknown matches', async () => {
    const event = eventAt(FEATURED.live);
    const [, running, ahead] = roundsOf(event);
    const base = `/api/comp/${event.competitionid}`;
    const results = await mockAnswer<ResultsPage>(`${base}/match/${running?.matches[0]?.id ?? 0}/0`);
    expect(results.results.map((row) => row.position)).toEqual(
      Array.from({ length: results.results.length }, (_, i) => i + 1),
    );
    expect(results.results.every((row) => typeof row.team === 'string')).toBe(true);
    expect((await mockAnswer<ResultsPage>(`${base}/match/${ahead?.matches[0]?.id ?? 0}/0`)).results).toEqual([]);
    await expect(apiGet(`${base}/match/1/0`)).rejects.toThrow('Match not found.');
    await expect(apiGet(`${base}/challenge/1`)).rejects.toThrow('Challenge not found.');
  });

  it('give teams only to team events, and leaderboards with page_max', async () => {
    const live = eventAt(FEATURED.live);
    const teams = await mockAnswer<{ teams: { players: unknown[] }[] }>(`/api/comp/${live.competitionid}/teams`);
    expect(teams.teams).toHaveLength(live.numplayers / 3);
    expect(teams.teams.every((team) => team.players.length === 3)).toBe(true);
    expect(await apiGet(`/api/comp/${eventAt(FEATURED.upcoming).competitionid}/teams`)).toEqual({ teams: [] });
    const board = await mockAnswer<ResultsPage>(`/api/comp/${live.competitionid}/leaderboard/0`);
    expect(board.page_max).toBe(1);
    expect(board.results).toHaveLength(live.numplayers);
  });

  it('serve legacy events only on the legacy calls', async () => {
    const legacy = eventAt(FEATURED.legacy);
    expect((await mockAnswer<{ name: string }>(`/api/competition/${legacy.id}`)).name).toBe(legacy.name);
    const board = await mockAnswer<ResultsPage>(`/api/competition/${legacy.id}/leaderboard/0`);
    expect(board.page_max).toBe(Math.ceil(legacy.numplayers / 50));
    await expect(apiGet(`/api/competition/${eventAt(FEATURED.live).id}`)).rejects.toThrow('Competition not found.');
  });
});
