// Browsers cannot show DirectDraw Surface textures, so such files are offered as a download instead.
/** True when the URL's path ends in ".dds" (any case); a query string or fragment is ignored. */
export function isDds(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.toLowerCase().endsWith('.dds');
}
