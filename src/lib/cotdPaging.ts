// When a paged list has another page. The API does not document its page sizes, so a page is "short"
// compared with the first one, not with a constant that could differ from the server's.

/**
 * The next page, or undefined when the last page was empty or shorter than the first. `sent` is how many rows each
 * page's answer sent, read or not: a row dropped as unreadable does not make a full page look short.
 */
export function nextPageAfterShortPage(sent: readonly number[], lastParam: number): number | undefined {
  const first = sent[0];
  const last = sent.at(-1);
  if (first === undefined || last === undefined || last === 0 || last < first) return undefined;
  return lastParam + 1;
}

/**
 * The next page of the cup list: `page_max` is the number of pages. An empty page ends the list too, so
 * a server that counts pages from 0 in `page_max` costs one empty request, never an endless button. `lastSent` counts
 * the cups the page sent, read or not: a page of unreadable cups only is not the end.
 */
export function nextCupPage(lastSent: number, pageMax: number | undefined, lastParam: number): number | undefined {
  if (lastSent === 0) return undefined;
  const next = lastParam + 1;
  if (pageMax !== undefined && next >= pageMax) return undefined;
  return next;
}
