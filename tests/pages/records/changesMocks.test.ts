import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../../clock';
import { mockCampaignAt } from '../../../src/mocks/data/campaigns';
import { mockCampaignDetail } from '../../../src/mocks/data/campaign';
import { leaderboardRows, personalRecord } from '../../../src/mocks/data/leaderboards';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { daysMoved, MOCK_NOW_HEADER } from '../../../src/mocks/data/recordMoves';
import { AUTH_SCHEME } from '../../../src/lib/site';

// The mocked API's records move with its clock (issue 30): two days after the tests' moment, others passed the mock
// user on some maps of the newest seasonal campaign, the user drove one new personal best, and one map has a new
// world record; at the tests' moment nothing moved.

const LATER = TEST_NOW + 2 * 86_400_000;

function campaign() {
  const detail = mockCampaignDetail(mockCampaignAt('seasonal', 0).id);
  if (!detail) throw new Error('No seasonal campaign');
  return detail;
}

const rankOf = (group: string, uid: string, moment: number) =>
  (personalRecord(group, uid, moment) as { rank?: number }).rank;

describe('the mocked records on a moving clock', () => {
  it('move nothing on the tests’ day, and by the day after it', () => {
    expect(daysMoved(TEST_NOW)).toBe(0);
    expect(daysMoved(Date.parse('2026-11-18T23:59:59Z'))).toBe(0);
    expect(daysMoved(Date.parse('2026-11-19T00:00:00Z'))).toBe(1);
    expect(daysMoved(LATER)).toBe(2);
  });

  it('two days on: some ranks lost, one new personal best, one new world record, the same on every call', () => {
    const { leaderboarduid: group, playlist } = campaign();
    const moved = playlist.map((map) => ({
      name: map.name,
      before: rankOf(group, map.mapUid, TEST_NOW),
      after: rankOf(group, map.mapUid, LATER),
    }));
    expect(
      moved.filter(({ before, after }) => before !== undefined && after !== undefined && after > before),
    ).toHaveLength(9);
    expect(
      moved
        .filter(({ before, after }) => before !== undefined && after !== undefined && after < before)
        .map(({ name }) => name),
    ).toEqual(['Fall 2026 - 06']);
    const wrs = playlist.filter(
      (map) =>
        leaderboardRows(group, map.mapUid, 0, 1, TEST_NOW).tops[0]?.score !==
        leaderboardRows(group, map.mapUid, 0, 1, LATER).tops[0]?.score,
    );
    expect(wrs.map((map) => map.name)).toEqual(['Fall 2026 - 07']);
    expect(moved).toEqual(
      playlist.map((map) => ({
        name: map.name,
        before: rankOf(group, map.mapUid, TEST_NOW),
        after: rankOf(group, map.mapUid, LATER),
      })),
    );
  });

  it('puts the user on the board where their record says, before and after', () => {
    const { leaderboarduid: group, playlist } = campaign();
    for (const moment of [TEST_NOW, LATER]) {
      for (const map of playlist.slice(0, 8)) {
        const own = personalRecord(group, map.mapUid, moment) as { rank?: number; score?: number };
        if (own.rank === undefined) continue;
        const [row] = leaderboardRows(group, map.mapUid, own.rank - 1, 1, moment).tops;
        expect(row?.player.id).toBe(MOCK_USER.accountid);
        expect(row?.score).toBe(own.score);
      }
    }
  });

  it('answers at the moment a request names', async () => {
    const { leaderboarduid: group, playlist } = campaign();
    const uid = playlist[5]?.mapUid ?? '';
    const ask = async (moment?: number) => {
      const headers: Record<string, string> = { Authorization: `${AUTH_SCHEME} ${MOCK_USER.secret}` };
      if (moment !== undefined) headers[MOCK_NOW_HEADER] = new Date(moment).toISOString();
      const response = await fetch(new URL(`/api/leaderboard/personal/${group}/${uid}`, location.origin), { headers });
      return ((await response.json()) as { rank?: number }).rank;
    };
    expect(await ask()).toBe(rankOf(group, uid, TEST_NOW));
    expect(await ask(LATER)).toBe(rankOf(group, uid, LATER));
    expect(await ask(LATER)).not.toBe(await ask());
  });
});
