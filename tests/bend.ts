// Bent copies of an API answer, for the property tests of the schemas: one value replaced by arbitrary JSON.
import fc from 'fast-check';
import { expect } from 'vitest';
import { ApiError } from '../src/api/client';
import { decode, type Schema } from '../src/api/schema';

/** A copy of `value` with its `pick`-th value (in document order, modulo their count) replaced by `junk`. */
export function bend(value: unknown, junk: unknown, pick: number): unknown {
  let index = 0;
  const total = countValues(value);
  const target = pick % Math.max(1, total);
  const walk = (node: unknown): unknown => {
    const here = index;
    index += 1;
    if (here === target) return junk;
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value);
}

function countValues(node: unknown): number {
  if (Array.isArray(node)) return 1 + node.reduce<number>((sum, child) => sum + countValues(child), 0);
  if (typeof node === 'object' && node !== null)
    return 1 + Object.values(node).reduce<number>((sum, child) => sum + countValues(child), 0);
  return 1;
}

/**
 * The property every schema keeps: a copy of a mocked answer with any one value replaced by any JSON decodes, or
 * fails with an ApiError (which the page shows where the data would be), never with another exception.
 */
export function expectBentAnswersDecode<T>(schema: Schema<T>, answer: unknown, what: string, numRuns = 200): void {
  fc.assert(
    fc.property(fc.jsonValue(), fc.nat(), (junk, pick) => {
      try {
        decode(schema, bend(answer, junk, pick), what);
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
      }
    }),
    { numRuns },
  );
}
