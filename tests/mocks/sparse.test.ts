import { describe, expect, it } from 'vitest';
import { SPARSE_KEYS, sparse } from '../../src/mocks/sparse';
import { alwaysOptionalKeys } from './optionalKeys';

describe('the sparse scenario', () => {
  it('leaves out exactly the keys the response types declare optional (and never required)', () => {
    expect([...SPARSE_KEYS].sort()).toEqual(alwaysOptionalKeys());
  });

  it('removes those keys at every depth and keeps the rest', () => {
    const input = {
      id: 1,
      name: 'A',
      meta: { vanity: 'x' },
      rows: [{ player: { id: 'p', name: 'P', tag: 'T', zone: { name: 'World' } } }],
    };
    expect(sparse(input)).toEqual({ id: 1, name: 'A', rows: [{ player: { id: 'p', name: 'P' } }] });
  });
});
