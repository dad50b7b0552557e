import { describe, expect, it } from 'vitest';
import { mockAnswer } from '../../mockAnswer';
import { apiGet } from '../../../src/api/client';
import { totdMap } from '../../../src/mocks/handlers/totd';
import { mapByUid } from '../../../src/mocks/data/mapByUid';
import { leaderboardRows } from '../../../src/mocks/data/leaderboards';
import { DEMO_UIDS } from '../../../src/mocks/data/mapUids';
import { mockCampaignDetail } from '../../../src/mocks/data/campaign';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import type { LeaderboardAnswer } from '../../../src/data/leaderboard';

describe('the mocked leaderboards', () => {
  it('answers /api/map for the uids of TOTD and campaign maps, and derives any other uid', () => {
    const totd = totdMap(2023, 7, 4);
    expect(mapByUid(totd.mapUid)).toMatchObject({ name: totd.name, mapUid: totd.mapUid });
    const campaignMap = mockCampaignDetail(1003)?.playlist[4];
    expect(mapByUid(campaignMap?.mapUid ?? '')).toEqual(campaignMap);
    expect(mapByUid('anything-at-all').mapUid).toBe('anything-at-all');
    expect(mapByUid('anything-at-all')).toEqual(mapByUid('anything-at-all'));
    expect(mapByUid(DEMO_UIDS.platform).mapType).toBe('TrackMania\\TM_Platform');
    expect(mapByUid(DEMO_UIDS.stunt).mapType).toBe('TrackMania\\TM_Stunt');
    expect(mapByUid(DEMO_UIDS.royal).mapType).toBe('TrackMania\\TM_Royal');
  });

  it('gives times that never get faster down the list, with ties further down', () => {
    const uid = totdMap(2024, 1, 10).mapUid;
    const deep = leaderboardRows('map', uid, 9000, 100).tops.map((r) => r.time);
    expect(deep).toHaveLength(100);
    expect(deep.every((time, i) => i === 0 || time >= (deep[i - 1] ?? 0))).toBe(true);
    expect(new Set(deep).size).toBeLessThan(deep.length);
  });

  it('refuses offsets above 10000 and lengths above 100', async () => {
    const uid = totdMap(2024, 1, 10).mapUid;
    await expect(apiGet(`/api/leaderboard/map/${uid}?offset=10001&length=15`)).rejects.toThrow('offset');
    await expect(apiGet(`/api/leaderboard/map/${uid}?offset=0&length=101`)).rejects.toThrow('length');
    const answer = await mockAnswer<LeaderboardAnswer>(`/api/leaderboard/map/${uid}?offset=10000&length=100`);
    expect(answer.tops[0]?.position).toBe(10_001);
  });

  it('puts the mock user in leaderboards and refuses personal records without a session', async () => {
    const players = leaderboardRows('map', DEMO_UIDS.hidden, 0, 20).tops.map((r) => r.player.id);
    expect(players).toContain(MOCK_USER.accountid);
    await expect(apiGet(`/api/leaderboard/personal/map/${DEMO_UIDS.hidden}`)).rejects.toThrow('logged in');
  });
});
