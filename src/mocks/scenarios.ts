// Run-time scenarios of the mocked API, so every loading, empty and error state can be seen by hand.
export const SCENARIOS = ['normal', 'slow', 'error', 'empty', 'sparse'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_HEADER = 'x-mock-scenario';
export const SCENARIO_STORAGE_KEY = 'mock-scenario';
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

export function setScenario(next: Scenario): void {
  current = next;
  try {
    storage()?.setItem(SCENARIO_STORAGE_KEY, next);
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
