// The records grid's Show picker: its two choices, their labels, and which one the address names.
import { describe, expect, it } from 'vitest';
import { parseRecordFilter, RECORD_FILTERS } from '../../src/lib/records';

describe("the records grid's Show picker", () => {
  it('offers all maps (the default, no parameter) and the maps missing gold', () => {
    expect(RECORD_FILTERS.list).toEqual([
      { id: 'all', label: 'All maps' },
      { id: 'missing-gold', label: 'Missing gold' },
    ]);
    expect(RECORD_FILTERS.param('all')).toBeNull();
    expect(RECORD_FILTERS.param('missing-gold')).toBe('missing-gold');
    expect(parseRecordFilter(null)).toBe('all');
    expect(parseRecordFilter('missing-gold')).toBe('missing-gold');
  });
});
