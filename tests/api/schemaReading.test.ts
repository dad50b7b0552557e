// How the building blocks of the schemas read a value the API bent: what a page then shows for a name, a tag or a
// yes/no field sent as null, as an object or as text, and what the drift alarm says of an answer it could not read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { server } from '../../src/mocks/node';
import { decode, flag, maybeFlag, maybeText, readApi, text, textOr } from '../../src/api/schema';
import { resetDriftReports } from '../../src/api/driftReport';
import { PlayerListSchema } from '../../src/data/playerSearch';
import { playerGroup } from '../../src/data/endpoints';
import { readEndpoint } from '../../src/data/read';
import { apiFailure } from './apiFailure';

const Named = v.object({ name: textOr, tag: maybeText });
const Facts = v.object({ nadeo: maybeFlag, win: maybeFlag });

describe('a text field', () => {
  it('reads a number as its digits and keeps text as sent', () => {
    expect(decode(Named, { name: 2024, tag: 'TMX' }, 'this club')).toEqual({ name: '2024', tag: 'TMX' });
    expect(decode(Named, { name: 0, tag: -1.5 }, 'this club')).toEqual({ name: '0', tag: '-1.5' });
  });

  it('reads null, an object, a list or a yes/no as no text, never as "null" or "[object Object]"', () => {
    for (const bent of [null, {}, { text: 'x' }, [], ['a'], true, false]) {
      expect(decode(Named, { name: bent, tag: bent }, 'this club')).toEqual({ name: '', tag: undefined });
    }
    expect(() => decode(v.object({ id: text }), { id: null }, 'this player')).toThrow(
      "The server's answer for this player could not be read (id).",
    );
  });
});

describe('a yes/no field', () => {
  it('reads "true", 1 and true as yes; "false", 0 and false as no', () => {
    expect(decode(Facts, { nadeo: 'true', win: 1 }, 'this match')).toEqual({ nadeo: true, win: true });
    expect(decode(Facts, { nadeo: 'false', win: 0 }, 'this match')).toEqual({ nadeo: false, win: false });
    expect(decode(Facts, { nadeo: false, win: true }, 'this match')).toEqual({ nadeo: false, win: true });
  });

  it('reads anything else as not known', () => {
    expect(decode(Facts, { nadeo: 'yes', win: 2 }, 'this match')).toEqual({ nadeo: undefined, win: undefined });
    expect(decode(Facts, { nadeo: null, win: 'FALSE' }, 'this match')).toEqual({ nadeo: undefined, win: undefined });
    expect(() => decode(v.object({ closed: flag }), { closed: 'no' }, 'this board')).toThrow(
      "The server's answer for this board could not be read (closed).",
    );
  });
});

describe('an answer that cannot be read at all', () => {
  let warnings: string[];

  beforeEach(() => {
    resetDriftReports();
    warnings = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
    });
  });

  afterEach(() => {
    resetDriftReports();
  });

  /** The reports written to the console, without the build's version. */
  const driftReports = () =>
    warnings
      .filter((line) => line.startsWith('[api-drift] '))
      .map((line) => {
        const { endpoint, field, problem, count } = JSON.parse(line.slice('[api-drift] '.length)) as Record<
          string,
          unknown
        >;
        return { endpoint, field, problem, count };
      });

  it('fails naming the answer itself, and the drift alarm reports "(the answer)" for its endpoint', async () => {
    server.use(http.get('/api/players/group/:group', () => HttpResponse.json({ players: [] })));
    const error = await apiFailure(
      readEndpoint(playerGroup, { group: 'nadeo' }, PlayerListSchema, { signal: new AbortController().signal }),
    );
    expect(error.message).toBe("The server's answer for this group of players could not be read (the answer itself).");
    // The alarm may report a moment after the failure: it never holds up the answer.
    await vi.waitFor(() => {
      expect(driftReports()).toEqual([
        { endpoint: '/api/players/group/{id}', field: '(the answer)', problem: 'failed', count: 1 },
      ]);
    });
  });

  it('fails naming the first field it could not read, and reports it as a pattern', async () => {
    server.use(http.get('/api/totd/:offset', () => HttpResponse.json({ days: [{ monthday: 'x' }] })));
    const schema = v.object({ days: v.array(v.object({ monthday: v.number() })) });
    const error = await apiFailure(readApi('/api/totd/0', schema, 'this month'));
    expect(error.message).toBe("The server's answer for this month could not be read (days.0.monthday).");
    await vi.waitFor(() => {
      expect(driftReports()).toEqual([
        { endpoint: '/api/totd/{n}', field: 'days[].monthday', problem: 'failed', count: 1 },
      ]);
    });
  });
});
