// Lists that load page by page merge rows by their key: a row seen again (the list shifted between
// two requests, or a page was fetched again) replaces the old one in place, never duplicates it.
export function mergeByKey<T>(pages: readonly (readonly T[])[], keyOf: (item: T) => string | number): T[] {
  const index = new Map<string | number, number>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      const key = keyOf(item);
      const at = index.get(key);
      if (at === undefined) {
        index.set(key, merged.length);
        merged.push(item);
      } else {
        merged[at] = item;
      }
    }
  }
  return merged;
}

/** One page's list as a counted decode gives it: the rows read, and how many could not be. */
interface CountedRows<T> {
  readonly items: readonly T[];
  readonly unread: number;
}

/**
 * The rows of a paged list's loaded pages, merged by key, with each page's counted list kept for the unread note:
 * every paged list of counted rows (clubs, rooms, events, matches, a club's members, maps and skins) reads its pages
 * this one way.
 */
export function mergePagedLists<P, T>(
  pages: readonly P[] | undefined,
  listOf: (page: P) => CountedRows<T>,
  keyOf: (item: T) => string | number,
): { lists: CountedRows<T>[]; items: T[] } {
  const lists = (pages ?? []).map(listOf);
  return {
    lists,
    items: mergeByKey(
      lists.map((list) => list.items),
      keyOf,
    ),
  };
}
