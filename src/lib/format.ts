// Number formatting for an English-only site: digit grouping is always "1,234,567", whatever the browser's locale.
const LOCALE = 'en-US';

// Making an Intl formatter is slow (the first loads the browser's locale data: docs/decisions/009-first-view-weight.md)
// and whole numbers are on every page: they are grouped by hand, exactly as Intl.NumberFormat('en-US') does (a
// property test holds the two together). Percent formatters are made on first use and kept, one per number of decimals.
const percentFormats = new Map<number, Intl.NumberFormat>();

/** English digit grouping; fractions are rounded away (counts, positions, points). Non-finite input gives "-". */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '-';
  // Half away from zero, as Intl rounds; a negative number that rounds to zero stays "-0", as Intl shows it.
  const digits = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}

/** A figure the answer may leave out: "-" when it is missing, as every table and fact list shows a missing figure. */
export function formatOptionalNumber(n: number | null | undefined): string {
  return typeof n === 'number' ? formatNumber(n) : '-';
}

/**
 * A ratio (0.123) as a percentage ("12.3%") with a fixed number of decimals (the spec's one by default).
 * Takes the ratio, not the percentage, so callers pass `wins / played` directly.
 */
export function formatPercent(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return '-';
  let format = percentFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    percentFormats.set(decimals, format);
  }
  return format.format(value);
}

/** "1st", "2nd", "3rd", "4th"; 11, 12 and 13 (also 111, 212...) take "th". Grouped like every other number. */
export function ordinal(n: number): string {
  if (!Number.isFinite(n)) return '-';
  const whole = Math.round(n);
  const lastTwo = Math.abs(whole) % 100;
  const last = lastTwo % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${formatNumber(whole)}${suffix}`;
}

/** The plural of an English noun: "point" → "points", "entry" → "entries", "match" → "matches", "day" → "days". */
export function pluralOf(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/**
 * The noun a count takes: singular for exactly one as shown (1, or 1.2 shown as "1"), plural otherwise (0, 2, "-").
 * For places that show the number apart from its noun (a label, a styled number).
 */
export function nounFor(n: number, noun: string, plural = pluralOf(noun)): string {
  const shown = formatNumber(n);
  return shown === '1' || shown === '-1' ? noun : plural;
}

/**
 * A count followed by its noun, grouped like every other number: "1 point", "2 points", "1,204 points", "0 matches".
 * Every "number + noun" of the site goes through here, so none says "1 points". Irregular plurals are passed in.
 */
export function countOf(n: number, noun: string, plural = pluralOf(noun)): string {
  return `${formatNumber(n)} ${nounFor(n, noun, plural)}`;
}

/** A text as a sentence of its own, ended once: the API's error texts come with a full stop or without. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
