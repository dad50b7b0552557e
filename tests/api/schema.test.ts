import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import fc from 'fast-check';
import { ApiError } from '../../src/api/client';
import { countedList, decode, list, maybeNum, num, text, textOr } from '../../src/api/schema';
import { TotdMonthSchema } from '../../src/data/totd';
import { bend } from '../bend';

describe('the lenient building blocks', () => {
  it('read a number sent as a string, and text sent as a number', () => {
    expect(v.parse(num, '87161')).toBe(87161);
    expect(v.parse(num, -3.5)).toBe(-3.5);
    expect(v.safeParse(num, 'fast').success).toBe(false);
    expect(v.safeParse(num, '').success).toBe(false);
    expect(v.parse(text, 21679)).toBe('21679');
    expect(v.safeParse(text, { name: 'x' }).success).toBe(false);
  });

  it('turn an unreadable optional field into its empty value', () => {
    const schema = v.object({ count: maybeNum, name: textOr, tags: list(text) });
    expect(v.parse(schema, { count: null, name: 42, tags: 'not a list' })).toEqual({
      count: undefined,
      name: '42',
      tags: [],
    });
    expect(v.parse(schema, {})).toEqual({ name: '', tags: [] });
    expect(v.parse(schema, { count: [1], name: null, tags: null, extra: 'ignored' })).toEqual({
      count: undefined,
      name: '',
      tags: [],
    });
  });

  it('drop the items of a list that cannot be read, and count them', () => {
    const sent = [{ position: 1 }, { position: null }, 'junk', { position: '4' }];
    expect(v.parse(list(v.object({ position: num })), sent)).toEqual([{ position: 1 }, { position: 4 }]);
    // A counted list says so as plain data.
    expect(v.parse(countedList(v.object({ position: num })), sent)).toEqual({
      items: [{ position: 1 }, { position: 4 }],
      unread: 2,
    });
    expect(v.parse(countedList(num), [1, 2])).toEqual({ items: [1, 2], unread: 0 });
    expect(v.parse(v.object({ rows: countedList(num) }), {})).toEqual({ rows: { items: [], unread: 0 } });
  });

  it('read an object sent in place of a list as the list of its values', () => {
    expect(v.parse(list(num), { a: 1, b: '2' })).toEqual([1, 2]);
  });
});

describe('decode', () => {
  it('fails a required field of the answer with an ApiError naming it', () => {
    const schema = v.object({ zone: v.object({ name: text }) });
    const attempt = () => decode(schema, { zone: { name: null } }, 'this player');
    expect(attempt).toThrow(ApiError);
    expect(attempt).toThrow("The server's answer for this player could not be read (zone.name).");
  });
});

describe('the Track of the Day month', () => {
  const captured: unknown = JSON.parse(readFileSync('../shared/real-api/totd.json', 'utf8'));

  it('reads the real captured answer', () => {
    const month = decode(TotdMonthSchema, captured, 'this month');
    expect(month.year).toBe(2022);
    expect(month.month).toBe(3);
    expect(month.days).toHaveLength(3);
    expect(month.days[0]?.map?.name).toBe('MTC - HabMichLieb Würfel');
    expect(month.days[0]?.map?.authorScore).toBe(87161);
    expect(month.days[0]?.campaignid).toBe(21679);
  });

  it('never throws anything but an ApiError on a bent copy of the answer', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (junk, pick) => {
        const bent = bend(captured, junk, pick);
        try {
          decode(TotdMonthSchema, bent, 'this month');
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
        }
      }),
      { numRuns: 300 },
    );
  });
});
