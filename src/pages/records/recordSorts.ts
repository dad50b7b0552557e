// The orders the records grid offers in its Sort picker: the maps' own order (no parameter in the address), or
// closest to the next medal first. The shared table sorts; these name the choices.

export const MAP_ORDER = 'map';

export const RECORD_SORTS = [
  { id: MAP_ORDER, label: 'Map order' },
  { id: 'next-medal', label: 'Closest to the next medal' },
] as const;
export type RecordSort = (typeof RECORD_SORTS)[number]['id'];

/** The Next medal column's sort: the gap to the next medal; a map with none above (author, no record) goes last. */
export const BY_NEXT_MEDAL = {
  sortKey: 'next-medal',
  sortValue: (row: { next: { gap: number } | undefined }) => row.next?.gap,
} as const satisfies { sortKey: RecordSort; sortValue: unknown };
