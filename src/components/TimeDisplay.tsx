import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { LIVE_INTERVAL_MS, LIVE_WINDOW_MS, formatAbsolute, formatRelative, isLiveTime, toDate } from '../lib/timeValue';

// One clock for the whole page. Every TimeDisplay registers the instant it shows; a single timer ticks every
// LIVE_INTERVAL_MS while at least one of them is live, and otherwise sleeps until the nearest future instant enters
// the live window (or is not armed at all). A table of 500 past dates therefore runs no timer, and 500 live ones run one.
type Listener = () => void;

const watchers = new Map<Listener, number>();
let timer: ReturnType<typeof setTimeout> | undefined;
let timerDue = Infinity;
let lastTick = -Infinity;

// setTimeout fires at once for a delay above 2^31-1 ms; a longer sleep is taken in steps.
const MAX_DELAY = 2_147_483_647;

/** When the clock must next wake up for this instant: each tick while live, or when it enters the window. */
function dueTime(at: number, now: number): number {
  if (isLiveTime(at, now)) return now + LIVE_INTERVAL_MS;
  const entersWindow = at - LIVE_WINDOW_MS;
  return entersWindow > now ? entersWindow : Infinity;
}

function schedule(): void {
  const now = Date.now();
  let due = Infinity;
  for (const at of watchers.values()) due = Math.min(due, dueTime(at, now));
  if (timer !== undefined && timerDue <= due) return;
  clearTimeout(timer);
  timer = undefined;
  timerDue = due;
  if (due !== Infinity) timer = setTimeout(tick, Math.min(due - now, MAX_DELAY));
}

function tick(): void {
  timer = undefined;
  timerDue = Infinity;
  const now = Date.now();
  // Only live instances re-render, plus those that left the window since the last tick (their last change).
  for (const [listener, at] of [...watchers]) {
    if (isLiveTime(at, now) || isLiveTime(at, lastTick)) listener();
  }
  lastTick = now;
  schedule();
}

function watch(at: number, listener: Listener): () => void {
  if (!Number.isFinite(at)) return () => undefined;
  watchers.set(listener, at);
  schedule();
  return () => {
    watchers.delete(listener);
    if (watchers.size === 0) {
      clearTimeout(timer);
      timer = undefined;
      timerDue = Infinity;
    }
  };
}

/** How finely a time outside the live window reads "now": its text changes by the hour at most. */
const STATIC_STEP_MS = 60_000;

/**
 * The snapshot: "now", to the second for a live time and to the minute for any other. Stable within its step, so React
 * sees a change only once per step: a list of past dates drawn just before a second ends is not drawn again, in one
 * blocking render, when its subscriptions find the second over (a phone's first view paid that often).
 */
function nowFor(at: number): number {
  const now = Date.now();
  const step = Math.abs(at - now) <= LIVE_WINDOW_MS ? LIVE_INTERVAL_MS : STATIC_STEP_MS;
  return Math.floor(now / step) * step;
}

interface TimeDisplayProps {
  /** An ISO time string or unix seconds (also as a numeric string). */
  value: string | number | null | undefined;
  /** Show the absolute time, with the relative one as tooltip (the default is the other way round). */
  full?: boolean;
  className?: string;
}

/** A relative or absolute time with the other form as tooltip; live (every second) within an hour of now. */
export function TimeDisplay({ value, full = false, className }: TimeDisplayProps) {
  const date = useMemo(() => toDate(value), [value]);
  const at = date ? date.valueOf() : NaN;
  const subscribe = useCallback((listener: Listener) => watch(at, listener), [at]);
  const now = useSyncExternalStore(
    subscribe,
    useCallback(() => nowFor(at), [at]),
  );
  // A parent's render that changes neither the time nor its step formats nothing again.
  const relative = useMemo(() => (date ? formatRelative(date, now) : ''), [date, now]);
  const absolute = useMemo(() => (date ? formatAbsolute(date) : ''), [date]);

  if (!date) return <span className={className}>-</span>;
  return (
    <time className={className} dateTime={date.toISOString()} title={full ? relative : absolute}>
      {full ? absolute : relative}
    </time>
  );
}
