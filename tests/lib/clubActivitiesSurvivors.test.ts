// A club activity's rules at the edges the first tests left open: every type without a usable id, ids that are not
// whole numbers, and item pack names made from odd names and urls.
import { describe, expect, it } from 'vitest';
import { activityPath, itemPackFileName } from '../../src/lib/clubActivities';

const CLUB = 10_000;

describe('an activity without a usable id opens no page', () => {
  it.each(['news', 'skin-upload', 'item-upload', 'map-upload', 'map-review', 'folder'])(
    'a %s activity without an id',
    (type) => {
      expect(activityPath(CLUB, { type, public: true })).toBeUndefined();
    },
  );

  it('a competition without a competition id, and a room without a room id', () => {
    expect(activityPath(CLUB, { id: 4, type: 'competition' })).toBeUndefined();
    expect(activityPath(CLUB, { id: 4, type: 'room' })).toBeUndefined();
  });

  it('ids that are not whole numbers above 0', () => {
    expect(activityPath(CLUB, { id: 1.5, type: 'news' })).toBeUndefined();
    expect(activityPath(CLUB, { id: Number.NaN, type: 'folder' })).toBeUndefined();
    expect(activityPath(CLUB, { id: Number.POSITIVE_INFINITY, type: 'skin-upload' })).toBeUndefined();
    expect(activityPath(CLUB, { id: 2 ** 53, type: 'item-upload' })).toBeUndefined();
    expect(activityPath(CLUB, { id: 1, type: 'room', activityid: 2.5 })).toBeUndefined();
    expect(activityPath(CLUB, { id: 1, type: 'competition', externalid: -7 })).toBeUndefined();
    // A usable generic id still serves when the own one is not.
    expect(activityPath(CLUB, { id: 1, type: 'campaign', campaignid: 0.5, externalid: 40_125 })).toBe(
      '/campaigns/10000/40125',
    );
  });
});

describe('an item pack’s download name', () => {
  it('takes the url’s name when the pack’s name is only spaces', () => {
    expect(itemPackFileName('   ', 1, '/files/pack.zip')).toBe('pack v1.zip');
    expect(itemPackFileName('\n\t', undefined, 'https://x.test/a/b/c-d.gbx#part')).toBe('c-d.zip');
    expect(itemPackFileName('', undefined, 'pack.7z')).toBe('pack.zip');
    expect(itemPackFileName('', undefined, 'https://x.test/storage/')).toBe('item-pack.zip');
  });

  it('drops the extension and the space or control character around it', () => {
    expect(itemPackFileName('Neon Blocks .zip', 1, '')).toBe('Neon Blocks v1.zip');
    expect(itemPackFileName('Pack.zip\u0007', 1, '')).toBe('Pack v1.zip');
  });

  it('keeps an extension that does not end the name', () => {
    expect(itemPackFileName('Stadium.Gbx items', 2, '')).toBe('Stadium.Gbx items v2.zip');
  });
});
