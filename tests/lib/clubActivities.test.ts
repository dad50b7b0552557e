import { describe, expect, it } from 'vitest';
import {
  activityPath,
  activityTypeLabel,
  isPasswordProtected,
  isPrivateActivity,
  itemPackFileName,
} from '../../src/lib/clubActivities';

const CLUB = 10_000;

describe('activityPath', () => {
  it.each([
    ['news', '/clubs/10000/news/55'],
    ['skin-upload', '/clubs/10000/skins/55'],
    ['item-upload', '/clubs/10000/items/55'],
    ['map-upload', '/clubs/10000/maps/55'],
    ['map-review', '/clubs/10000/maps/55'],
    ['folder', '/clubs/10000/folder/55'],
  ])('opens a %s activity on its own club page', (type, path) => {
    expect(activityPath(CLUB, { id: 55, type, public: true })).toBe(path);
  });

  it('opens campaigns by campaign id, rooms by activity id and competitions by their id', () => {
    expect(activityPath(CLUB, { id: 1, type: 'campaign', campaignid: 40_123, activityid: 9 })).toBe(
      '/campaigns/10000/40123',
    );
    expect(activityPath(CLUB, { id: 1, type: 'campaign', externalid: 40_124 })).toBe('/campaigns/10000/40124');
    expect(activityPath(CLUB, { id: 1, type: 'room', activityid: 777, externalid: 778 })).toBe('/rooms/10000/777');
    expect(activityPath(CLUB, { id: 1, type: 'room', externalid: 778 })).toBe('/rooms/10000/778');
    expect(activityPath(CLUB, { id: 1, type: 'competition', externalid: 90_001, activityid: 5 })).toBe(
      '/competitions/comp/90001',
    );
  });

  it('gives rankings, ads, unknown types and activities without ids no page', () => {
    for (const type of ['ranking-official', 'ranking-daily', 'ranking-club', 'ad', 'something-new', undefined]) {
      expect(activityPath(CLUB, { id: 5, type, public: true })).toBeUndefined();
    }
    expect(activityPath(CLUB, { type: 'news' })).toBeUndefined();
    expect(activityPath(CLUB, { id: 0, type: 'folder' })).toBeUndefined();
    expect(activityPath(CLUB, { id: 1, type: 'campaign' })).toBeUndefined();
    expect(activityPath(CLUB, { id: 1, type: 'room', activityid: -3 })).toBeUndefined();
  });

  it('never links a private activity, but does link a password-protected one', () => {
    expect(activityPath(CLUB, { id: 5, type: 'news', public: false })).toBeUndefined();
    expect(activityPath(CLUB, { id: 5, type: 'room', activityid: 8, public: false })).toBeUndefined();
    expect(activityPath(CLUB, { id: 5, type: 'room', activityid: 8, password: true })).toBe('/rooms/10000/8');
  });
});

describe('locks and labels', () => {
  it('locks private (public false) and password-protected activities; a missing flag is open', () => {
    expect(isPrivateActivity({ public: false })).toBe(true);
    expect(isPrivateActivity({ public: true })).toBe(false);
    expect(isPrivateActivity({})).toBe(false);
    expect(isPasswordProtected({ password: true })).toBe(true);
    expect(isPasswordProtected({ password: false })).toBe(false);
    expect(isPasswordProtected({})).toBe(false);
  });

  it('names the spec’s types in words and shows unknown ones as sent', () => {
    expect(activityTypeLabel('skin-upload')).toBe('Skins');
    expect(activityTypeLabel('ranking-daily')).toBe('Daily ranking');
    expect(activityTypeLabel('brand-new')).toBe('brand-new');
    expect(activityTypeLabel(undefined)).toBe('Unknown');
  });
});

describe('itemPackFileName', () => {
  it('names the download after the pack and version, ending in .zip', () => {
    expect(itemPackFileName('Neon Blocks', 3, '/files/items/8c1f')).toBe('Neon Blocks v3.zip');
    expect(itemPackFileName('', 2, 'https://x.test/storage/8c1f-aa?token=1')).toBe('8c1f-aa v2.zip');
    expect(itemPackFileName('', undefined, '/files/pack.zip')).toBe('pack.zip');
    expect(itemPackFileName('Pack.zip', 4, '')).toBe('Pack v4.zip');
    expect(itemPackFileName('', undefined, '/files/pack.Pack.Gbx')).toBe('pack.zip');
  });

  it('replaces characters file systems refuse and never gives an empty name', () => {
    expect(itemPackFileName('a/b:c*?"<>|d\n e', 1, '')).toBe('a_b_c_d e v1.zip');
    expect(itemPackFileName('  ', undefined, '')).toBe('item-pack.zip');
  });
});
