// Race times arrive as integer milliseconds; the game shows them as h:mm:ss.mmm with the hour only when needed.
export interface RaceTimeOptions {
  /** Show the `.mmm` part (default true). */
  milliseconds?: boolean;
  /** Prefix positive values with "+" (differences to a previous time read better with an explicit sign). */
  signed?: boolean;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * `m:ss.mmm` under one hour, `h:mm:ss.mmm` from one hour on; negative values get a leading "-".
 * Anything that is not a finite number renders as "-" so a missing time never shows "NaN".
 */
export function formatRaceTime(ms: number, options: RaceTimeOptions = {}): string {
  if (!Number.isFinite(ms)) return '-';
  const { milliseconds = true, signed = false } = options;
  const total = Math.round(Math.abs(ms));
  // A value that rounds to zero has no sign: "-0:00.000" would read as a real difference.
  const sign = total === 0 ? '' : ms < 0 ? '-' : signed ? '+' : '';

  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const fraction = milliseconds ? `.${pad(total % 1000, 3)}` : '';

  const clock = hours > 0 ? `${hours}:${pad(minutes, 2)}:${pad(seconds, 2)}` : `${minutes}:${pad(seconds, 2)}`;
  return `${sign}${clock}${fraction}`;
}
