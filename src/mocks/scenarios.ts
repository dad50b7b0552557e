// Run-time scenarios of the mocked API, so every loading, empty and error state can be seen by hand.
import { DEFAULT_DRIFT, formatDrift, parseDrift, type DriftOptions } from './drift';
import { DEFAULT_RATE_LIMIT, parseRateLimit, RATE_LIMIT_HEADER, type RateLimitOptions } from './rateLimit';

export const SCENARIOS = ['normal', 'slow', 'error', 'empty', 'sparse', 'drift', 'ratelimit'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_STORAGE_KEY = 'mock-scenario';
/** The drift scenario's rate and seed, as "rate=0.05;seed=7": a request header, and where the browser keeps them. */
export const DRIFT_HEADER = 'x-mock-drift';
export const DRIFT_STORAGE_KEY = 'mock-drift';
/** How long a "slow" answer takes. */
export const SLOW_MS = 2500;

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** localStorage when there is one (the browser, jsdom); node's e2e server has none. */
function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function stored(): Scenario {
  try {
    const value = storage()?.getItem(SCENARIO_STORAGE_KEY);
    return isScenario(value) ? value : 'normal';
  } catch {
    return 'normal';
  }
}

let current: Scenario | undefined;
let currentDrift: DriftOptions | undefined;

/** Switches the scenario; the drift scenario takes a rate and a seed (the defaults for what is not given). */
export function setScenario(next: Scenario, drift: Partial<DriftOptions> = {}): void {
  current = next;
  currentDrift = { ...DEFAULT_DRIFT, ...drift };
  try {
    storage()?.setItem(SCENARIO_STORAGE_KEY, next);
    storage()?.setItem(DRIFT_STORAGE_KEY, formatDrift(currentDrift));
  } catch {
    // Memory only, then.
  }
}

/** A request header (set by an e2e test, for one browser context) wins over the switched scenario. */
export function scenarioOf(request?: Request): Scenario {
  const fromHeader = request?.headers.get(SCENARIO_HEADER);
  if (isScenario(fromHeader)) return fromHeader;
  current ??= stored();
  return current;
}

/** The drift scenario's rate and seed: a request header wins over the switched ones, then the defaults. */
export function driftOf(request?: Request): DriftOptions {
  if (!currentDrift) {
    let kept: string | null | undefined;
    try {
      kept = storage()?.getItem(DRIFT_STORAGE_KEY);
    } catch {
      kept = undefined;
    }
    currentDrift = { ...DEFAULT_DRIFT, ...parseDrift(kept) };
  }
  return { ...currentDrift, ...parseDrift(request?.headers.get(DRIFT_HEADER)) };
}

let currentRateLimit: RateLimitOptions = DEFAULT_RATE_LIMIT;

/** The ratelimit scenario's allowance for page tests (the e2e server takes the x-mock-ratelimit header). */
export function setRateLimit(options: Partial<RateLimitOptions>): void {
  currentRateLimit = { ...DEFAULT_RATE_LIMIT, ...options };
}

/** The ratelimit scenario's allowance: a request header wins over the one set, then the defaults. */
export function rateLimitOf(request?: Request): RateLimitOptions {
  return { ...currentRateLimit, ...parseRateLimit(request?.headers.get(RATE_LIMIT_HEADER)) };
}
