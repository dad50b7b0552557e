import { describe, expect, it } from 'vitest';
import { decode } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { AdListSchema } from '../../src/data/ads';
import { mockAds } from '../../src/mocks/data/ads';
import { expectBentAnswersDecode } from '../bend';

describe('the in-game ads', () => {
  it('read the shape of API-SHAPES.md, an ad without endtime included', () => {
    const list = decode(
      AdListSchema,
      {
        ads: [
          {
            uid: '3e1b6c1a-0000-4000-8000-000000000001',
            name: 'Track of the Day',
            type: 'nadeo',
            url: 'https://www.trackmania.com/',
            img2x3: 'https://example.org/2x3.jpg',
            img16x9: 'https://example.org/16x9.jpg',
            img64x10: 'https://example.org/64x10.jpg',
            img64x41: 'https://example.org/64x41.jpg',
            media: 'https://example.org/m.webm',
            displayformat: 'img2x3',
            endtime: 1719846000,
          },
          {
            uid: '3e1b6c1a-0000-4000-8000-000000000002',
            name: 'Club night',
            type: 'ugc',
            url: '',
            img2x3: '',
            img16x9: '',
            img64x10: '',
          },
        ],
      },
      'the in-game ads',
    );
    expect(list.ads[0]).toEqual({
      uid: '3e1b6c1a-0000-4000-8000-000000000001',
      name: 'Track of the Day',
      type: 'nadeo',
      url: 'https://www.trackmania.com/',
      img2x3: 'https://example.org/2x3.jpg',
      img16x9: 'https://example.org/16x9.jpg',
      img64x10: 'https://example.org/64x10.jpg',
      img64x41: 'https://example.org/64x41.jpg',
      endtime: 1719846000,
    });
    expect(list.ads[1]?.endtime).toBeUndefined();
  });

  it('read a bent list: the list as an object, a name as a number, an ad without uid dropped, an odd endtime left out', () => {
    const [list, dropped] = decodeWithDrops(
      AdListSchema,
      { ads: { a: { uid: 'u1', name: 42, endtime: true, type: null }, b: { name: 'no uid' } } },
      'the in-game ads',
    );
    expect(list.ads).toEqual([{ uid: 'u1', name: '42' }]);
    expect(dropped('ads')).toBe(1);
    expect(decode(AdListSchema, { ads: null }, 'the in-game ads').ads).toEqual([]);
  });

  it('never throw anything but an ApiError on a bent copy of the mocked answer', () => {
    const answer = { ads: mockAds() };
    expectBentAnswersDecode(AdListSchema, answer, 'the in-game ads', 300);
  });
});
