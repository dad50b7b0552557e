/** "3 Mar 2024": the day of a cup, in the viewer's time zone. */
export function formatAbsoluteDay(at: number): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The address that opens the Following page with these players ready to import. */
export function shareUrl(ids: readonly string[], origin: string, pathname: string): string {
  return `${origin}${pathname}#/following?import=${ids.join(',')}`;
}
