import { describe, expect, it } from 'vitest';
import { decode, type Schema } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { CampaignListPageSchema } from '../../src/data/campaigns';
import {
  CampaignPersonalSchema,
  CampaignRankingAnswerSchema,
  CampaignSchema,
  mediaImages,
  RecordPageSchema,
} from '../../src/data/campaign';
import { mockCampaignPage } from '../../src/mocks/data/campaigns';
import { mockCampaignDetail } from '../../src/mocks/data/campaign';
import {
  activityPage,
  campaignLeaderboard,
  campaignPersonal,
  trackRecords,
} from '../../src/mocks/data/campaignRecords';
import { expectBentAnswersDecode } from '../bend';

describe('a list of campaigns', () => {
  it('reads the tabbed shape (API-SHAPES.md): an official campaign with clubid null, a club campaign with its creator', () => {
    const page = decode(
      CampaignListPageSchema,
      {
        campaigns: [
          {
            id: 72,
            name: 'Summer 2024',
            timestamp: 1719846000,
            mapcount: 25,
            tracked: true,
            official: true,
            seasonal: true,
            weekly: false,
            clubid: null,
            mediaurl: '',
          },
          {
            id: 9001,
            name: '$f00Club cup',
            timestamp: 1719000000,
            mapcount: 5,
            clubid: 150,
            clubname: 'Club',
            creatorplayer: { id: 'c1', name: 'Maker' },
          },
        ],
        page: 0,
        pageCount: 12,
      },
      'this list of campaigns',
    );
    expect(page.campaigns[0]).toEqual({
      id: 72,
      name: 'Summer 2024',
      timestamp: 1719846000,
      mapcount: 25,
      tracked: true,
      official: true,
      seasonal: true,
      weekly: false,
      mediaurl: '',
    });
    expect(page.campaigns[1]?.creatorplayer).toEqual({ id: 'c1', name: 'Maker' });
    expect(page.pageCount).toBe(12);
  });

  it('reads a bent page: the list as an object, counts as text, a name as a number, a campaign without id dropped', () => {
    const [page, dropped] = decodeWithDrops(
      CampaignListPageSchema,
      {
        campaigns: {
          a: { id: '5', name: 2024, mapcount: '10', timestamp: null, official: 'true' },
          b: { name: 'no id' },
        },
        pageCount: 'x',
      },
      'this list of campaigns',
    );
    expect(page.campaigns).toEqual([{ id: 5, name: '2024', mapcount: 10, official: true }]);
    expect(dropped('campaigns')).toBe(1);
    expect(page.pageCount).toBeUndefined();
  });
});

describe('a campaign', () => {
  it('reads the 2024 club campaign: mediae one object of empty strings, tracked false, unix-second times', () => {
    const campaign = decode(
      CampaignSchema,
      {
        id: 41000,
        name: 'Club cup',
        media: 'https://example.org/club.png',
        creationtime: 1710000000,
        publishtime: 1710500000,
        clubid: 150,
        clubname: 'Club',
        leaderboarduid: 'lb-1',
        playlist: [
          { mapUid: 'uid-1', name: 'One', authorplayer: { id: 'nadeo', name: 'Nadeo', meta: { nadeo: true } } },
        ],
        mediae: {
          buttonbackground: '',
          buttonforeground: '',
          decal: '',
          popupbackground: '',
          popup: '',
          livebuttonbackground: '',
          livebuttonforeground: '',
        },
        tracked: false,
      },
      'this campaign',
    );
    expect(campaign.playlist.map((map) => map.mapUid)).toEqual(['uid-1']);
    expect(campaign.tracked).toBe(false);
    expect(campaign.publishtime).toBe(1710500000);
    expect(campaign.mediae).toHaveLength(1);
    expect(mediaImages(campaign)).toEqual([{ name: 'Club media', url: 'https://example.org/club.png' }]);
  });

  it('reads a bent campaign: mediae as a list, the playlist as an object, a map without uid dropped, times as text', () => {
    const campaign = decode(
      CampaignSchema,
      {
        id: '7',
        name: null,
        publishtime: '1710500000',
        playlist: { a: { mapUid: 'uid-a', name: 12 }, b: { name: 'no uid' } },
        mediae: [{ decal: '/d.dds', popup: 5 }, null],
        leaderboarduid: 77,
      },
      'this campaign',
    );
    expect(campaign.id).toBe(7);
    expect(campaign.name).toBe('');
    expect(campaign.playlist.map((map) => [map.mapUid, map.name])).toEqual([['uid-a', '12']]);
    expect(campaign.leaderboarduid).toBe('77');
    expect(mediaImages(campaign)).toEqual([
      { name: 'decal', url: '/d.dds' },
      { name: 'popup', url: '5' },
    ]);
  });

  it('fails a campaign without an id, naming the field', () => {
    expect(() => decode(CampaignSchema, { name: 'x' }, 'this campaign')).toThrow(
      "The server's answer for this campaign could not be read (id).",
    );
  });

  it('reads records in both spellings; a record without its map is dropped, one without a time of driving kept', () => {
    const map = { mapUid: 'uid-1', name: 'One' };
    const player = { id: 'p1', name: 'One' };
    const [records, dropped] = decodeWithDrops(
      RecordPageSchema,
      [
        { id: 1, group: 'g', map, player, time: 41000, timeDiff: -12, drivenAt: '2024-05-01T10:00:00+00:00', type: 0 },
        { id: '2', group: 'g', map, player, time: '42000', timediff: -3, drivenat: 1714557600 },
        { id: 3, group: 'g', map: null, player, time: 1 },
        { id: 4, group: 'g', map, player, time: 43000, drivenat: null },
      ],
      'the campaign activity',
    );
    expect(records.items.map((record) => [record.id, record.time, record.timediff, record.drivenat])).toEqual([
      [1, 41000, -12, '2024-05-01T10:00:00+00:00'],
      [2, 42000, -3, 1714557600],
      [4, 43000, 0, ''],
    ]);
    expect(dropped('(the answer)')).toBe(1);
    expect(records.unread).toBe(1);
    // An object is read as its values (a list sent keyed): here one that is not a record, counted.
    expect(decode(RecordPageSchema, { error: 'x' }, 'the campaign activity')).toEqual({ items: [], unread: 1 });
    expect(decode(RecordPageSchema, null, 'the campaign activity')).toEqual({ items: [], unread: 0 });
  });

  it('reads a personal position in either spelling', () => {
    expect(decode(CampaignPersonalSchema, {}, 'your campaign position')).toEqual({});
    expect(decode(CampaignPersonalSchema, { rank: '12', score: 900, points: null }, 'your campaign position')).toEqual({
      rank: 12,
      score: 900,
    });
  });
});

describe('bent copies of the mocked answers', () => {
  const list = mockCampaignPage('seasonal', 0);
  const id = list.campaigns[0]?.id ?? 0;
  const detail = mockCampaignDetail(id);
  if (!detail) throw new Error('no mocked campaign');
  const group = detail.leaderboarduid;
  const answers: [string, Schema<unknown>, unknown][] = [
    ['this list of campaigns', CampaignListPageSchema, { ...list, campaigns: list.campaigns.slice(0, 4) }],
    ['this campaign', CampaignSchema, { ...detail, playlist: detail.playlist.slice(0, 3) }],
    ['your campaign position', CampaignPersonalSchema, campaignPersonal(group)],
    ['the recent world records', RecordPageSchema, trackRecords(group).slice(0, 4)],
    ['the campaign activity', RecordPageSchema, activityPage(group, 0).slice(0, 4)],
    ['the campaign leaderboard', CampaignRankingAnswerSchema, campaignLeaderboard(group, 0, 4)],
  ];

  it.each(answers)('never throw anything but an ApiError (%s)', (what, schema, answer) => {
    expectBentAnswersDecode(schema, answer, what, 200);
  });
});
