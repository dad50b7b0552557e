import { describe, expect, it } from 'vitest';
import { mockAnswer } from '../../mockAnswer';
import { setScenario } from '../../../src/mocks/scenarios';
import { toPlainText } from '../../../src/lib/gameText';
import {
  CAMPAIGN_PAGE_SIZE,
  campaignMatches,
  mockCampaignAt,
  mockCampaignCount,
  mockCampaignPage,
  type MockCampaign,
  type MockCampaignPage,
} from '../../../src/mocks/data/campaigns';

const get = (path: string) => mockAnswer<MockCampaignPage>(path);

function allOf(tab: 'seasonal' | 'weekly' | 'club'): MockCampaign[] {
  return Array.from({ length: mockCampaignCount(tab) }, (_, i) => mockCampaignAt(tab, i));
}

describe('the mocked campaign lists', () => {
  it('has every season from Summer 2020 to the current one, official, with 25 maps, newest first', () => {
    const seasons = allOf('seasonal');
    expect(seasons.at(-1)?.name).toBe('Summer 2020');
    expect(seasons.every((c) => c.official && c.seasonal && c.mapcount === 25 && !c.clubid)).toBe(true);
    expect(seasons.every((c) => /^(Winter|Spring|Summer|Fall) 20(2\d)$/.test(c.name))).toBe(true);
    expect(seasons.every((c) => c.timestamp * 1000 <= Date.now())).toBe(true);
    // A season a quarter from July 2020; the current quarter's season comes out at 17:00 UTC on its first day.
    const now = new Date();
    const quarter = Math.floor(now.getUTCMonth() / 3);
    const quarters = (now.getUTCFullYear() - 2020) * 4 + quarter - 1;
    const currentOut = now.getTime() >= Date.UTC(now.getUTCFullYear(), quarter * 3, 1, 17);
    expect(seasons.length).toBe(currentOut ? quarters : quarters - 1);
  });

  it('has hundreds of weekly shorts (Week 1 …) and club campaigns', () => {
    const weeks = allOf('weekly');
    expect(weeks.length).toBeGreaterThan(300);
    expect(weeks.at(-1)?.name).toBe('Week 1');
    expect(weeks[0]?.name).toBe(`Week ${weeks.length}`);
    expect(weeks.every((c) => c.official && c.weekly && c.mapcount === 5)).toBe(true);
    expect(mockCampaignCount('club')).toBeGreaterThanOrEqual(500);
  });

  it('sorts every list newest first, with unique ids', () => {
    for (const tab of ['seasonal', 'weekly', 'club'] as const) {
      const list = allOf(tab);
      list
        .slice(1)
        .forEach((campaign, i) => expect(campaign.timestamp).toBeLessThan((list[i] as MockCampaign).timestamp));
      expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
    }
  });

  it('looks like the real API: game-text club names, optional keys left out, some pictures missing or empty', () => {
    const clubs = allOf('club');
    expect(clubs.some((c) => c.name.includes('$'))).toBe(true);
    expect(clubs.some((c) => c.clubname?.includes('$'))).toBe(true);
    expect(clubs.some((c) => !('clubname' in c))).toBe(true);
    expect(clubs.some((c) => !('creatorplayer' in c))).toBe(true);
    expect(clubs.some((c) => !('mediaurl' in c))).toBe(true);
    expect(clubs.some((c) => c.mediaurl === '')).toBe(true);
    expect(allOf('weekly').some((c) => !('mediaurl' in c))).toBe(true);
    expect(clubs.every((c) => !c.official && typeof c.clubid === 'number' && c.clubid > 0)).toBe(true);
  });

  it('is deterministic', () => {
    expect(mockCampaignAt('club', 123)).toEqual(mockCampaignAt('club', 123));
    expect(mockCampaignAt('club', 123).name).not.toBe(mockCampaignAt('club', 124).name);
  });

  it('matches a search on the visible text of campaign and club names, whatever the case', () => {
    const campaign: MockCampaign = {
      ...mockCampaignAt('club', 0),
      name: '$f00Red$z Rocket',
      clubname: '$o$0cfBlue$z Harbour',
    };
    expect(campaignMatches(campaign, 'RED ROCK')).toBe(true);
    expect(campaignMatches(campaign, 'blue harbour')).toBe(true);
    expect(campaignMatches(campaign, 'f00')).toBe(false);
    expect(campaignMatches(campaign, '  ')).toBe(true);
  });
});

describe('the mocked /api/campaigns/{tab}/{page}', () => {
  it('answers pages of 25 with pageCount, and an empty page past the end', async () => {
    const first = await get('/api/campaigns/club/0');
    const count = mockCampaignCount('club');
    expect(first.campaigns).toHaveLength(CAMPAIGN_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(count / CAMPAIGN_PAGE_SIZE));
    expect(first.campaigns[0]?.id).toBe(mockCampaignAt('club', 0).id);
    const last = await get(`/api/campaigns/club/${first.pageCount - 1}`);
    expect(last.campaigns).toHaveLength(count - (first.pageCount - 1) * CAMPAIGN_PAGE_SIZE);
    expect((await get(`/api/campaigns/club/${first.pageCount}`)).campaigns).toEqual([]);
  });

  it('knows weeklyshorts as the newer name of weekly', async () => {
    expect(await get('/api/campaigns/weeklyshorts/2')).toEqual(await get('/api/campaigns/weekly/2'));
  });

  it('filters by ?search= and pages the results', async () => {
    const found = allOf('club').filter((c) =>
      [c.name, c.clubname].some((t) => toPlainText(t).toLowerCase().includes('speed')),
    );
    expect(found.length).toBeGreaterThan(CAMPAIGN_PAGE_SIZE);
    const page = await get('/api/campaigns/club/1?search=SPEED');
    expect(page.pageCount).toBe(Math.ceil(found.length / CAMPAIGN_PAGE_SIZE));
    expect(page.campaigns.map((c) => c.id)).toEqual(found.slice(25, 50).map((c) => c.id));
    expect(mockCampaignPage('club', 0, 'zzqqxx')).toEqual({ campaigns: [], page: 0, pageCount: 0 });
  });

  it('refuses an unknown list or page in the API’s error shape', async () => {
    await expect(get('/api/campaigns/grand/0')).rejects.toThrow('Unknown campaign list.');
    await expect(get('/api/campaigns/club/x')).rejects.toThrow('Invalid page.');
  });

  it('sends no campaigns in the empty scenario', async () => {
    setScenario('empty');
    expect(await get('/api/campaigns/seasonal/0')).toEqual({ campaigns: [], page: 0, pageCount: 0 });
  });
});
