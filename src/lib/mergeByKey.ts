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
