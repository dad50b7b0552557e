// What shows that a script holds the code of the answer store or of the offline worker's registration, which load
// after the first view: the store's database name, and the worker's address as its own word (`./sw.js`), not the end
// of a chunk's hashed name (`CupPage-aprr0wsw.js`).
const AFTER_BOOT_MARKERS: readonly [string, RegExp][] = [
  ['tmio-answers', /tmio-answers/],
  ['sw.js', /(^|[^\w-])sw\.js/],
];

/** The first marker of after-boot code that `text` holds, or undefined. */
export function afterBootMarker(text: string): string | undefined {
  return AFTER_BOOT_MARKERS.find(([, pattern]) => pattern.test(text))?.[0];
}
