// A competition round's state by the clock (spec §4): "Starts" before its start, "Ends" while it runs,
// "Ended" after its end. The API's own status word lags behind and uses codes (HAS_MATCHES, PENDING...),
// so what a person reads is computed from the round's times.

export type RoundTimingLabel = 'Starts' | 'Ends' | 'Ended';

export interface RoundTiming {
  label: RoundTimingLabel;
  /** Unix seconds of the instant the label refers to (the start for "Starts", the end otherwise). */
  at: number;
}

/** A usable time: the API sends 0 (or leaves the key out) for times it does not know. */
function known(seconds: number | null | undefined): seconds is number {
  // Number.isFinite rules null and undefined out, which TypeScript does not see.
  return Number.isFinite(seconds) && (seconds as number) > 0;
}

/**
 * The round's timing at `nowSeconds`, or undefined when its times do not tell (no end after a known start,
 * or no times at all). The start itself counts as started; the end itself as ended.
 */
export function roundTiming(
  startdate: number | null | undefined,
  enddate: number | null | undefined,
  nowSeconds: number,
): RoundTiming | undefined {
  if (known(startdate) && nowSeconds < startdate) return { label: 'Starts', at: startdate };
  if (!known(enddate)) return undefined;
  return nowSeconds < enddate ? { label: 'Ends', at: enddate } : { label: 'Ended', at: enddate };
}

/** True while a round runs (between its start and its end). */
export function isRunning(
  startdate: number | null | undefined,
  enddate: number | null | undefined,
  nowSeconds: number,
): boolean {
  return roundTiming(startdate, enddate, nowSeconds)?.label === 'Ends';
}

/** True once a round's start has passed (running or ended). */
export function hasStarted(
  startdate: number | null | undefined,
  enddate: number | null | undefined,
  nowSeconds: number,
): boolean {
  const label = roundTiming(startdate, enddate, nowSeconds)?.label;
  return label === 'Ends' || label === 'Ended' || (known(startdate) && nowSeconds >= startdate);
}
