// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, apiGet, apiPost } from '../../src/api/client';
import { mockAnswer } from '../mockAnswer';
import { setScenario } from '../../src/mocks/scenarios';
import { SCENARIO_ERROR } from '../../src/mocks/handlers/respond';
import { writeSession } from '../../src/session/storage';
import { MOCK_USER } from '../../src/mocks/data/mockUser';
import { findPlayer, mockPlayer, PLAYER_COUNT } from '../../src/mocks/data/players';
import { zoneChain } from '../../src/mocks/data/zones';
import type { TotdMonth } from '../../src/pages/totd/api';
import { monthCount, totdDayNow } from '../../src/lib/parisTime';

describe('the mocked data set', () => {
  it('is deterministic', () => {
    expect(mockPlayer(123)).toEqual(mockPlayer(123));
    expect(mockPlayer(123).id).not.toBe(mockPlayer(124).id);
  });

  it('looks like the real API: optional keys left out, {} meta, zone chains up to World', () => {
    const players = Array.from({ length: 300 }, (_, i) => mockPlayer(i + 1));
    expect(players.some((p) => !('meta' in p))).toBe(true);
    expect(players.some((p) => p.meta !== undefined && Object.keys(p.meta).length === 0)).toBe(true);
    expect(players.some((p) => !('tag' in p))).toBe(true);
    expect(players.some((p) => p.tag?.includes('$'))).toBe(true);
    expect(players.some((p) => p.meta?.team)).toBe(true);
    expect(players.some((p) => p.meta?.sponsor)).toBe(true);
    let zone = zoneChain('z-paris');
    const names = [zone.name];
    while (zone.parent) {
      zone = zone.parent;
      names.push(zone.name);
    }
    expect(names).toEqual(['Paris', 'Île-de-France', 'France', 'Europe', 'World']);
    expect(zoneChain('z-paris').flag).toBe('');
  });

  it('finds players by account id or vanity', () => {
    expect(findPlayer(MOCK_USER.accountid)?.name).toBe('MockPilot');
    expect(findPlayer('MOCKPILOT')?.id).toBe(MOCK_USER.accountid);
    expect(findPlayer(mockPlayer(PLAYER_COUNT - 1).id)).toEqual(mockPlayer(PLAYER_COUNT - 1));
    expect(findPlayer('nobody-at-all')).toBeUndefined();
  });
});

describe('the mocked Track of the Day', () => {
  it('fills the current month up to today, future days without a map', async () => {
    const month = await mockAnswer<TotdMonth>('/api/totd/0');
    const today = totdDayNow();
    expect(month).toMatchObject({ year: today.year, month: today.month, monthoffset: 0, monthcount: monthCount() });
    const withMap = month.days.filter((day) => day.map);
    expect(withMap).toHaveLength(today.day);
    expect(month.days.at(-1)?.monthday).toBe(month.lastday);
  });

  it('goes back to July 2020, and refuses offsets beyond it', async () => {
    const first = await mockAnswer<TotdMonth>(`/api/totd/${monthCount() - 1}`);
    expect(first).toMatchObject({ year: 2020, month: 7 });
    expect(first.days.every((day) => day.map)).toBe(true);
    await expect(apiGet(`/api/totd/${monthCount()}`)).rejects.toThrow('Invalid month offset.');
  });
});

describe('scenarios', () => {
  it('error: every endpoint answers 500 with {error}', async () => {
    setScenario('error');
    const failure = await apiGet('/api/totd/0').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
    expect((failure as ApiError).message).toBe(SCENARIO_ERROR);
  });

  it('empty: lists come back empty', async () => {
    setScenario('empty');
    const month = await mockAnswer<TotdMonth>('/api/totd/1');
    expect(month.days.some((day) => day.map)).toBe(false);
  });
});

describe('the mocked session endpoints', () => {
  it('remember profile saves for the signed-in mock user and refuse others', async () => {
    await expect(apiGet('/api/user/profile')).rejects.toThrow('Not logged in.');
    writeSession(MOCK_USER);
    await apiPost('/api/user/profile', {
      twitch: 'pilot',
      youtube: '@pilot',
      mastodon: 'pilot@mastodon.social',
      twitter: 'pilot',
    });
    await expect(apiGet('/api/user/profile')).resolves.toEqual({
      twitch: 'pilot',
      youtube: '@pilot',
      mastodon: 'pilot@mastodon.social',
      twitter: 'pilot',
    });
  });
});

describe('mocked images', () => {
  it('are SVG pictures for flags, echelons and thumbnails', async () => {
    for (const path of ['/img/flags/FRA.jpg', '/img/echelon/7.png', '/mock-img/thumbnails/abc.svg']) {
      const response = await fetch(new URL(path, window.location.origin));
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
  });
});
