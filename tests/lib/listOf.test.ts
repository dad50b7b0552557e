import { describe, expect, it } from 'vitest';
import { listOf } from '../../src/lib/listOf';

describe('listOf', () => {
  it('keeps a list', () => {
    expect(listOf([1, 2])).toEqual([1, 2]);
  });

  it('treats a missing, null or non-list field as empty', () => {
    expect(listOf(undefined)).toEqual([]);
    expect(listOf(null)).toEqual([]);
    expect(listOf({ not: 'a list' } as unknown as number[])).toEqual([]);
  });
});
