import { describe, expect, it } from 'vitest';
import { apiGet } from '../../src/api/client';
import { decode, type Schema } from '../../src/api/schema';
import {
  ClubActivityPageSchema,
  ClubItemPackSchema,
  ClubListPageSchema,
  ClubMapsPageSchema,
  ClubMemberPageSchema,
  ClubNewsSchema,
  ClubSchema,
  ClubSkinPackPageSchema,
} from '../../src/data/clubTypes';
import { clubAuthor, clubImages } from '../../src/pages/clubs/clubFields';
import { showcase, showcaseActivity } from '../pages/clubs/helpers';
import { expectBentAnswersDecode } from '../bend';

describe('a club', () => {
  it('reads the spec’s fields, either author name, and unix-second times', () => {
    const club = decode(
      ClubSchema,
      {
        id: 9,
        name: '$f00Red club',
        tag: 'RED',
        description: 'Line one\nLine two',
        iconUrl: 'https://example.org/icon.png',
        creationTimestamp: 1_600_000_000,
        state: 'public',
        featured: true,
        verified: 'false',
        membercount: '1204',
        creatorplayer: { id: 'a1', name: 'Author', zone: { name: 'France', flag: 'FRA' } },
        unknownKey: { anything: true },
      },
      'club 9',
    );
    expect(club).toEqual({
      id: 9,
      name: '$f00Red club',
      tag: 'RED',
      description: 'Line one\nLine two',
      iconUrl: 'https://example.org/icon.png',
      creationTimestamp: 1_600_000_000,
      state: 'public',
      featured: true,
      verified: false,
      membercount: 1204,
      creatorplayer: { id: 'a1', name: 'Author', zone: { name: 'France', flag: 'FRA' } },
    });
  });

  it('reads the author and the 8x1 and 16x1 images under each client’s name (docs/api-contract.md D9, D10)', () => {
    // tmio (2025) and the spec: authorplayer; node: decal8x1Url and decal16x1Url for the screens.
    const tmio = decode(
      ClubSchema,
      { id: 9, authorplayer: { id: 'a1', name: 'Author' }, screen8x1Url: 'https://example.org/8x1.dds' },
      'club 9',
    );
    expect(clubAuthor(tmio)).toEqual({ id: 'a1', name: 'Author' });
    expect(clubImages(tmio)).toEqual([
      { label: 'Screen 8x1', url: 'https://example.org/8x1.dds', aspectRatio: '8 / 1' },
    ]);
    const node = decode(
      ClubSchema,
      {
        id: 9,
        creatorplayer: { id: 'c1', name: 'Creator' },
        decal8x1Url: 'https://example.org/d8.dds',
        decal16x1Url: 'https://example.org/d16.dds',
      },
      'club 9',
    );
    expect(clubAuthor(node)).toEqual({ id: 'c1', name: 'Creator' });
    expect(clubImages(node)).toEqual([
      { label: 'Screen 8x1', url: 'https://example.org/d8.dds', aspectRatio: '8 / 1' },
      { label: 'Screen 16x1', url: 'https://example.org/d16.dds', aspectRatio: '16 / 1' },
    ]);
    // Both names sent: the spec's and the screen name win.
    const both = decode(
      ClubSchema,
      {
        authorplayer: { id: 'a1', name: 'Author' },
        creatorplayer: { id: 'c1' },
        screen16x1Url: 'https://example.org/s16.dds',
        decal16x1Url: 'https://example.org/d16.dds',
      },
      'club 9',
    );
    expect(clubAuthor(both)?.id).toBe('a1');
    expect(clubImages(both)).toEqual([
      { label: 'Screen 16x1', url: 'https://example.org/s16.dds', aspectRatio: '16 / 1' },
    ]);
  });

  it('reads a bent club: a name as a number, no id, an author without an account id left out; a bare null is an error', () => {
    expect(decode(ClubSchema, { name: 42, authorplayer: { name: 'no id' }, membercount: 'many' }, 'club 9')).toEqual({
      name: '42',
    });
    expect(() => decode(ClubSchema, null, 'club 9')).toThrow(
      "The server's answer for club 9 could not be read (the answer itself).",
    );
  });

  it('reads bent lists: rows without an id, member or uid left out and counted, lists sent as objects or null', () => {
    const clubs = decode(
      ClubListPageSchema,
      { clubs: { a: { id: '7', name: 'Seven' }, b: { name: 'no id' } }, pageCount: '3' },
      'the club list',
    );
    expect(clubs).toEqual({ clubs: { items: [{ id: 7, name: 'Seven' }], unread: 1 }, pageCount: 3 });
    expect(clubs.clubs.unread).toBe(1);
    const members = decode(
      ClubMemberPageSchema,
      {
        members: [
          { player: null, role: 'Admin' },
          { player: { id: 'p1' }, vip: 1 },
        ],
      },
      'members',
    );
    expect(members.members.items).toEqual([{ player: { id: 'p1' }, vip: true }]);
    expect(members.members.unread).toBe(1);
    expect(decode(ClubActivityPageSchema, { activities: null, page_max: null }, 'activities')).toEqual({
      activities: { items: [], unread: 0 },
    });
    const maps = decode(ClubMapsPageSchema, { maps: [{ mapUid: '' }, { mapUid: 'uid1', name: 7 }] }, 'these maps');
    expect(maps.maps.items).toEqual([{ mapUid: 'uid1', name: '7' }]);
    expect(maps.maps.unread).toBe(1);
    expect(
      decode(
        ClubItemPackSchema,
        { versions: { a: { url: 'https://example.org/1.zip', timestamp: 5 } } },
        'this item pack',
      ).versions,
    ).toEqual([{ url: 'https://example.org/1.zip', timestamp: 5 }]);
  });
});

describe('the mocked club answers', () => {
  const club = `/api/club/${showcase.id}`;
  const cases: [string, () => string, Schema<unknown>][] = [
    ['the club list', () => '/api/clubs/0', ClubListPageSchema],
    ['a club', () => club, ClubSchema],
    ['its members', () => `${club}/members/0`, ClubMemberPageSchema],
    ['its activities', () => `${club}/activities/0`, ClubActivityPageSchema],
    ['a folder', () => `${club}/folder/${showcaseActivity('folder').id}/0`, ClubActivityPageSchema],
    ['a news post', () => `${club}/news/${showcaseActivity('news').id}`, ClubNewsSchema],
    ['a skin pack', () => `${club}/skins/${showcaseActivity('skin-upload').id}/0`, ClubSkinPackPageSchema],
    ['an item pack', () => `${club}/items/${showcaseActivity('item-upload').id}`, ClubItemPackSchema],
    ['a map upload', () => `${club}/maps/${showcaseActivity('map-upload').id}/0`, ClubMapsPageSchema],
  ];
  it.each(cases)(
    '%s: decoded whole, and any bent copy decodes or fails with an ApiError',
    async (what, path, schema) => {
      const answer = await apiGet(path());
      expect(() => decode(schema, answer, what)).not.toThrow();
      expectBentAnswersDecode(schema, answer, what, 150);
    },
  );
});
