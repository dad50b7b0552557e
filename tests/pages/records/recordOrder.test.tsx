import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Column } from '../../../src/components/ResponsiveTable';
import { sortRows, useUrlSort } from '../../../src/components/tableSort';
import { filterRecords } from '../../../src/lib/records';
import { RECORD_COLUMNS } from '../../../src/pages/records/recordColumns';
import { BY_NEXT_MEDAL, MAP_ORDER } from '../../../src/pages/records/recordSorts';

// The records grid filters its rows (lib/records.ts) and the shared table sorts them by the Next medal column.

interface Map {
  name: string;
  medal: 'author' | 'gold' | 'silver' | 'bronze' | undefined;
  next: { gap: number } | undefined;
}

const rows: Map[] = [
  { name: 'A', medal: 'author', next: undefined },
  { name: 'B', medal: 'silver', next: { gap: 900 } },
  { name: 'C', medal: undefined, next: undefined },
  { name: 'D', medal: 'gold', next: { gap: 100 } },
  { name: 'E', medal: 'bronze', next: { gap: 300 } },
];

const NEXT_MEDAL: Column<Map> = { id: 'next', header: 'Next medal', cell: () => null, ...BY_NEXT_MEDAL };
const byNextMedal = (kept: readonly Map[]) =>
  sortRows(kept, [NEXT_MEDAL], { key: 'next-medal', reversed: false }).map((row) => row.name);

describe('the records grid order', () => {
  it('orders by the gap to the next medal, the maps with none above last, alone or after the missing-gold filter', () => {
    expect(byNextMedal(filterRecords(rows, 'all'))).toEqual(['D', 'E', 'B', 'A', 'C']);
    expect(byNextMedal(filterRecords(rows, 'missing-gold'))).toEqual(['E', 'B', 'C']);
  });

  it('reads the sort from the address, none or an unknown one as map order', () => {
    const sortAt = (path: string) =>
      renderHook(() => useUrlSort(RECORD_COLUMNS, { fallback: MAP_ORDER }), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        ),
      }).result.current.key;
    expect(sortAt('/records')).toBe('map');
    expect(sortAt('/records?sort=next-medal')).toBe('next-medal');
    expect(sortAt('/records?sort=%3Cscript%3E')).toBe('map');
  });
});
