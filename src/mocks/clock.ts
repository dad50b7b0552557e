// A clock for the mocked API's tests and e2e server: Date (new Date(), Date.now()) starts at a chosen moment and then
// runs at the real pace, so timers stay real and a wait measured with Date matches a wait done with setTimeout.
// Nothing else is replaced: setTimeout, performance.now() and the event loop are the real ones.
//
// Why not vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true }): that clock moves in fixed 20 ms steps from
// a real setInterval, so on a busy machine (late intervals) Date falls behind the real timers, and a wait computed
// from Date (a rate limit's reset, a query's staleness, a "shown for at least" delay) no longer matches the setTimeout
// that performs it. And a test's own vi.useFakeTimers({ toFake: ['setTimeout'] }) replaces that clock, putting Date
// back on the real time for the rest of the test. This clock lives under any fake timers a test installs (they start
// from its time and give it back when removed) and is put back by installShiftedClock() if vi.setSystemTime() left
// vitest's own Date behind.

const RealDate = Date;
let offset = 0;

type DateArgs = [] | [string | number | Date] | [number, number, number?, number?, number?, number?, number?];

/** Date as at the chosen moment; instances are real Dates (same prototype), so instanceof works both ways. */
const ShiftedDate = function ShiftedDate(this: unknown, ...args: DateArgs): Date | string {
  const now = RealDate.now() + offset;
  // Called without new, Date() gives the time as text; TypeScript takes new.target as always set in a function.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (!new.target) return new RealDate(now).toString();
  if (args.length === 0) return new RealDate(now);
  return new (RealDate as new (...values: DateArgs) => Date)(...args);
} as unknown as DateConstructor;

Object.defineProperties(ShiftedDate, {
  prototype: { value: RealDate.prototype },
  now: { value: () => RealDate.now() + offset, writable: true, configurable: true },
  parse: { value: RealDate.parse.bind(RealDate), writable: true, configurable: true },
  UTC: { value: RealDate.UTC.bind(RealDate), writable: true, configurable: true },
});

/** True when Date on this global is the shifted one. */
export function isShiftedClock(): boolean {
  return globalThis.Date === ShiftedDate;
}

/** Puts the shifted Date on the global object (again, if something replaced it) and starts it at `moment` (ms). */
export function installShiftedClock(moment: number): void {
  offset = moment - RealDate.now();
  if (globalThis.Date !== ShiftedDate) globalThis.Date = ShiftedDate;
}

/**
 * Reads a moment from an environment value: an ISO time ('2025-06-18T09:30:00Z') or milliseconds since 1970.
 * Anything else is undefined.
 */
export function parseMoment(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const moment = /^\d+$/.test(value) ? Number(value) : RealDate.parse(value);
  return Number.isFinite(moment) ? moment : undefined;
}

/** Puts the real Date back on the global object: a test file that shifted the clock of a shared worker gives it back. */
export function restoreRealClock(): void {
  if (globalThis.Date === ShiftedDate) globalThis.Date = RealDate;
}
