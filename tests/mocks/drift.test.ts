// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_DRIFT, DRIFT_KINDS, drift, formatDrift, parseDrift, type DriftKind } from '../../src/mocks/drift';
import { DRIFT_HEADER, driftOf, scenarioOf, setScenario } from '../../src/mocks/scenarios';
import { apiGet } from '../../src/api/client';

// An answer with every kind of value: numbers, digit strings, other strings, lists, objects, nesting.
const ANSWER = {
  id: 4012,
  name: 'Winter 2024 - 01',
  accountid: '5d6b14db-4d41-47a4-93e2-36a3bf229f9b',
  score: '21000',
  tops: [
    { position: 1, time: 21_000, player: { id: 'a', name: 'One', zone: { name: 'France', flag: 'FRA' } } },
    { position: 2, time: '21250', player: { id: 'b', name: 'Two', tag: '$f00X' } },
  ],
  meta: { vanity: 'one', twitch: '' },
  flags: [true, false, null],
};

/** Every place where the bent copy differs from the original, named by what happened there. */
function kindsSeen(before: unknown, after: unknown, seen = new Set<DriftKind>()): Set<DriftKind> {
  if (after === null && before !== null) seen.add('null');
  else if (typeof before === 'number' && typeof after === 'string') seen.add('numberAsText');
  else if (typeof before === 'string' && typeof after === 'number') seen.add('textAsNumber');
  else if (typeof before === 'string' && before !== '' && after === '') seen.add('emptyText');
  else if (Array.isArray(before) && !Array.isArray(after) && typeof after === 'object' && after !== null) {
    seen.add('listAsObject');
    before.forEach((item, index) => kindsSeen(item, (after as Record<string, unknown>)[String(index)], seen));
  } else if (Array.isArray(before) && Array.isArray(after)) {
    before.forEach((item, index) => kindsSeen(item, after[index], seen));
  } else if (typeof before === 'object' && before !== null && Array.isArray(after)) {
    seen.add('objectAsList');
  } else if (typeof before === 'object' && before !== null && typeof after === 'object' && after !== null) {
    for (const [key, item] of Object.entries(before)) {
      if (!(key in after)) seen.add('dropKey');
      else kindsSeen(item, (after as Record<string, unknown>)[key], seen);
    }
  }
  return seen;
}

describe('drift', () => {
  it('bends the same answer the same way for the same seed, and differently for another seed or request', () => {
    const options = { rate: 1 / 3, seed: 7 };
    const once = drift(ANSWER, options, 'GET /api/map/x');
    expect(drift(ANSWER, options, 'GET /api/map/x')).toEqual(once);
    expect(once).not.toEqual(ANSWER);
    expect(drift(ANSWER, { ...options, seed: 8 }, 'GET /api/map/x')).not.toEqual(once);
    expect(drift(ANSWER, options, 'GET /api/map/y')).not.toEqual(once);
  });

  it('leaves the answer it was given untouched', () => {
    const copy = structuredClone(ANSWER);
    drift(ANSWER, { rate: 1, seed: 1 });
    expect(ANSWER).toEqual(copy);
  });

  it('changes nothing at rate 0', () => {
    for (let seed = 0; seed < 20; seed += 1) expect(drift(ANSWER, { rate: 0, seed })).toEqual(ANSWER);
  });

  it('bends every kind of way over a few seeds', () => {
    const seen = new Set<DriftKind>();
    for (let seed = 0; seed < 40; seed += 1) kindsSeen(ANSWER, drift(ANSWER, { rate: 1 / 4, seed }), seen);
    expect([...seen].sort()).toEqual([...DRIFT_KINDS].sort());
  });

  it('bends about the share of values it is asked to', () => {
    const rows = Array.from({ length: 2000 }, (_, index) => index);
    const bent = drift(rows, { rate: 1 / 20, seed: 3 }) as unknown[];
    const changed = bent.filter((value, index) => value !== rows[index]).length;
    expect(changed).toBeGreaterThan(60);
    expect(changed).toBeLessThan(140);
  });

  it('never throws on any JSON, and its answer is JSON again', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer(), (answer, rate, seed) => {
        const bent = drift(answer, { rate, seed });
        // Compared as text: JSON has no -0, which fc.jsonValue may give and toEqual tells from 0.
        expect(nonJsonValues(bent)).toEqual([]);
        const text = JSON.stringify(bent);
        expect(JSON.stringify(JSON.parse(text))).toBe(text);
      }),
    );
  });
});

/** Where a value holds something JSON cannot carry (undefined, a symbol, a function, NaN or an infinity). */
function nonJsonValues(value: unknown, path = '$'): string[] {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return [];
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => nonJsonValues(item, `${path}[${String(index)}]`));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => nonJsonValues(item, `${path}.${key}`));
  return [path];
}

describe('the drift settings', () => {
  it('reads and writes "rate=0.05;seed=7", a rate as a fraction, and skips what it cannot read', () => {
    expect(parseDrift('rate=0.05;seed=7')).toEqual({ rate: 0.05, seed: 7 });
    expect(parseDrift(' rate = 1/7 ; seed = 3 ')).toEqual({ rate: 1 / 7, seed: 3 });
    expect(parseDrift('rate=2;seed=x')).toEqual({});
    expect(parseDrift(null)).toEqual({});
    expect(parseDrift(formatDrift({ rate: 0.25, seed: 12 }))).toEqual({ rate: 0.25, seed: 12 });
  });

  it('come from setScenario, and a request header wins over them', () => {
    setScenario('drift', { rate: 1 / 20, seed: 7 });
    expect(scenarioOf()).toBe('drift');
    expect(driftOf()).toEqual({ rate: 1 / 20, seed: 7 });
    const request = new Request('http://localhost/api/x', { headers: { [DRIFT_HEADER]: 'seed=9' } });
    expect(driftOf(request)).toEqual({ rate: 1 / 20, seed: 9 });
    setScenario('drift');
    expect(driftOf()).toEqual(DEFAULT_DRIFT);
  });

  it('bend what the mocked API answers, switched in the page or by request headers', async () => {
    const normal = await apiGet('/api/totd/0');
    setScenario('drift', { rate: 1 / 5, seed: 7 });
    const bent = await apiGet('/api/totd/0');
    expect(bent).not.toEqual(normal);
    expect(await apiGet('/api/totd/0')).toEqual(bent);
    setScenario('normal');
    expect(await apiGet('/api/totd/0')).toEqual(normal);
    // The e2e server's way: one request's headers, whatever the page switched.
    const byHeader = await fetch(new URL('/api/totd/0', window.location.origin), {
      headers: { 'x-mock-scenario': 'drift', [DRIFT_HEADER]: 'rate=0.2;seed=7' },
    });
    expect(await byHeader.json()).toEqual(bent);
  });
});
