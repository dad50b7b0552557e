// What the drift alarm names when a decoded answer lost something: the field (as a pattern), the problem and how
// many, as a maintainer reads them in the report. The answers and what the schemas read of them are written out.
import { describe, expect, it } from 'vitest';
import { fieldPattern, findDrift } from '../../src/api/driftFinder';

describe('the drift finder', () => {
  it('finds nothing when everything sent was read, or only left-out keys and nulls', () => {
    expect(findDrift({ name: 'Ana', points: 3 }, { name: 'Ana', points: 3 })).toEqual([]);
    expect(findDrift({ name: null }, { name: undefined, tag: undefined })).toEqual([]);
    expect(findDrift('text', 'text')).toEqual([]);
    expect(findDrift(null, { rows: [] })).toEqual([]);
  });

  it('does not call a 0 read as nothing a loss: the API sends 0 for "no data"', () => {
    expect(findDrift({ playercount: 0, rank: 0 }, { playercount: undefined, rank: 0 })).toEqual([]);
    expect(findDrift({ playercount: 12 }, { playercount: undefined })).toEqual([
      { field: 'playercount', problem: 'unreadable', count: 1 },
    ]);
  });

  it('names a value sent but not read: a number as NaN, text as empty, a list as nothing', () => {
    expect(findDrift({ time: 'slow', name: 'Ana' }, { time: Number.NaN, name: 'Ana' })).toEqual([
      { field: 'time', problem: 'unreadable', count: 1 },
    ]);
    expect(findDrift({ name: { first: 'A' } }, { name: '' })).toEqual([
      { field: 'name', problem: 'unreadable', count: 1 },
    ]);
    expect(findDrift({ name: '' }, { name: '' })).toEqual([]);
    expect(findDrift({ zone: ['France'] }, { zone: { name: undefined, flag: undefined } })).toEqual([
      { field: 'zone', problem: 'unreadable', count: 1 },
    ]);
    expect(findDrift({ zone: ['France'] }, { zone: { name: 'France' } })).toEqual([]);
    expect(findDrift({ maps: 'none' }, { maps: [] })).toEqual([{ field: 'maps', problem: 'unreadable', count: 1 }]);
    expect(findDrift({ maps: [] }, { maps: [] })).toEqual([]);
    expect(findDrift({ maps: {} }, { maps: [] })).toEqual([]);
  });

  it('counts the dropped items of a list, under the list, at any depth', () => {
    expect(findDrift([{ id: 1 }, { id: null }, 'junk'], [{ id: 1 }])).toEqual([
      { field: '(the answer)', problem: 'dropped', count: 2 },
    ]);
    expect(findDrift({ tops: [{ id: 'a' }, {}] }, { tops: [{ id: 'a' }] })).toEqual([
      { field: 'tops', problem: 'dropped', count: 1 },
    ]);
    expect(
      findDrift(
        { rounds: [{ matches: [{ id: 1 }, {}] }, { matches: [{}, {}, { id: 3 }] }] },
        { rounds: [{ matches: [{ id: 1 }] }, { matches: [{ id: 3 }] }] },
      ),
    ).toEqual([{ field: 'rounds[].matches', problem: 'dropped', count: 3 }]);
  });

  it('reads a list sent as an object keyed by id like the list of its rows', () => {
    expect(findDrift({ tops: { a: { id: 'a' }, b: { name: 'x' } } }, { tops: [{ id: 'a' }] })).toEqual([
      { field: 'tops', problem: 'dropped', count: 1 },
    ]);
    expect(findDrift({ tops: { a: { id: 'a', time: 'x' } } }, { tops: [{ id: 'a', time: Number.NaN }] })).toEqual([
      { field: 'tops[].time', problem: 'unreadable', count: 1 },
    ]);
    // A wrapper of lists, or one object of texts read as a list of one, is not a list of rows: nothing is compared.
    expect(findDrift({ teams: { list: [{ id: 1 }, { id: 2 }] } }, { teams: [] })).toEqual([]);
    expect(findDrift({ names: { a: 'x', b: 'y' } }, { names: ['x'] })).toEqual([]);
  });

  it('compares items one by one only when as many were read as sent', () => {
    expect(findDrift([{ time: 'x' }, { time: 2 }], [{ time: Number.NaN }, { time: 2 }])).toEqual([
      { field: '[].time', problem: 'unreadable', count: 1 },
    ]);
    expect(findDrift([{ time: 'x' }], [{ time: Number.NaN }, { time: 2 }])).toEqual([]);
  });

  it('names an object of which nothing was read beside an unknown key holding an object (links moved under a new key)', () => {
    expect(
      findDrift({ meta: { links: { twitch: 'ana' } } }, { meta: { twitch: undefined, vanity: undefined } }),
    ).toEqual([{ field: 'meta.links', problem: 'unknown-shape', count: 1 }]);
    expect(findDrift({ meta: { links: {} } }, { meta: { twitch: undefined } })).toEqual([]);
    expect(findDrift({ meta: { links: 'x' } }, { meta: { twitch: undefined } })).toEqual([]);
    expect(
      findDrift({ meta: { links: { twitch: 'ana' }, vanity: 'ana' } }, { meta: { twitch: undefined, vanity: 'ana' } }),
    ).toEqual([]);
    expect(findDrift({ meta: { twitch: { a: 1 } } }, { meta: { twitch: undefined } })).toEqual([
      { field: 'meta.twitch', problem: 'unreadable', count: 1 },
    ]);
  });

  it('adds up the same problem at the same field, and keeps one line per field and problem', () => {
    const sent = { days: [{ map: { time: 'x', name: 5 } }, { map: { time: 'y', name: 'B' } }] };
    const read = { days: [{ map: { time: Number.NaN, name: '' } }, { map: { time: Number.NaN, name: 'B' } }] };
    expect(findDrift(sent, read)).toEqual([
      { field: 'days[].map.time', problem: 'unreadable', count: 2 },
      { field: 'days[].map.name', problem: 'unreadable', count: 1 },
    ]);
  });

  it('stops at a depth no answer has, so a decoded value that loops cannot hang the page', () => {
    const loop: Record<string, unknown> = { time: Number.NaN };
    loop.next = loop;
    const sent: Record<string, unknown> = { time: 'x' };
    sent.next = sent;
    const fields = findDrift(sent, loop).map((finding) => finding.field);
    // Depths 0 to 16: the field itself and 16 levels of `next`, then it stops.
    expect(fields).toHaveLength(17);
    expect(fields[0]).toBe('time');
    expect(fields[16]).toBe(`${'next.'.repeat(16)}time`);
  });
});

describe('a failed field as a pattern', () => {
  it('reads list indexes as []', () => {
    expect(fieldPattern('days.3.map')).toBe('days[].map');
    expect(fieldPattern('rounds.0.matches.12.id')).toBe('rounds[].matches[].id');
    expect(fieldPattern('accountid')).toBe('accountid');
    expect(fieldPattern('2.player')).toBe('[].player');
    expect(fieldPattern('map.10a')).toBe('map.10a');
  });
});
