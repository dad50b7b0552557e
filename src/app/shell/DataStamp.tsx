import { useOldestRestoredAnswer } from '../../data/cache/cacheWatch';

/** When this page was opened: "today" in the stamp is this day. */
const PAGE_OPENED = Date.now();

const sameDay = (a: Intl.DateTimeFormatPart[], b: Intl.DateTimeFormatPart[]) =>
  ['year', 'month', 'day'].every(
    (type) => a.find((part) => part.type === type)?.value === b.find((part) => part.type === type)?.value,
  );

/** "14:05" today, "25 Nov, 14:05" another day, "25 Nov 2025, 14:05" another year (in the visitor's time zone). */
export function formatStamp(at: number, now: number, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone });
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  const [then, current] = [day.formatToParts(at), day.formatToParts(now)];
  if (sameDay(then, current)) return time;
  const year = then.find((part) => part.type === 'year')?.value;
  const withoutYear = new Intl.DateTimeFormat('en-GB', { month: 'short', day: 'numeric', timeZone }).format(at);
  return year === current.find((part) => part.type === 'year')?.value
    ? `${withoutYear}, ${time}`
    : `${withoutYear} ${year ?? ''}, ${time}`;
}

/** A quiet "Data as of …" while the page shows answers kept from an earlier visit and fetches fresh ones. */
export function DataStamp() {
  const oldest = useOldestRestoredAnswer();
  if (oldest === 0) return null;
  return (
    <p className="data-stamp is-size-7" role="status">
      Data as of {formatStamp(oldest, PAGE_OPENED)}
    </p>
  );
}
