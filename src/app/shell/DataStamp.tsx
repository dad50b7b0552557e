import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { showsRestoredAnswer } from '../restoredAnswers';

/** When this page was opened: "today" in the stamp is this day. */
const PAGE_OPENED = Date.now();

/**
 * The time of the oldest answer restored from an earlier visit that the page shows while its fresh copy is on its way
 * (or cannot come, offline), or 0. Answers that cannot change (a past month, a closed board) are not stale and need no
 * stamp. Only what the answer store restored counts: an answer this visit fetched (even one that came before this
 * code had loaded, the opening page's own) is as recent as the page and gets no stamp when it goes stale.
 */
export function oldestStoredAnswer(client: QueryClient): number {
  let oldest = 0;
  for (const query of client.getQueryCache().getAll()) {
    const at = query.state.dataUpdatedAt;
    if (!showsRestoredAnswer(client, query) || query.getObserversCount() === 0 || !query.isStale()) continue;
    if (oldest === 0 || at < oldest) oldest = at;
  }
  return oldest;
}

const sameDay = (a: Intl.DateTimeFormatPart[], b: Intl.DateTimeFormatPart[]) =>
  ['year', 'month', 'day'].every((type) => a.find((part) => part.type === type)?.value === b.find((part) => part.type === type)?.value);

/** "14:05" today, "25 Nov, 14:05" another day, "25 Nov 2025, 14:05" another year (in the visitor's time zone). */
export function formatStamp(at: number, now: number, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  const [then, current] = [day.formatToParts(at), day.formatToParts(now)];
  if (sameDay(then, current)) return time;
  const year = then.find((part) => part.type === 'year')?.value;
  const withoutYear = new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric', timeZone }).format(at);
  return year === current.find((part) => part.type === 'year')?.value ? `${withoutYear}, ${time}` : `${withoutYear} ${year ?? ''}, ${time}`;
}

/** A quiet "Data as of …" while the page shows answers kept from an earlier visit and fetches fresh ones. */
export function DataStamp() {
  const client = useQueryClient();
  const oldest = useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => oldestStoredAnswer(client),
  );
  if (oldest === 0) return null;
  return (
    <p className="data-stamp is-size-7" role="status">
      Data as of {formatStamp(oldest, PAGE_OPENED)}
    </p>
  );
}
