/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium; not Safari yet). */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Lets the browser run other work (input, painting, arriving responses) before what follows. `scheduler.yield()`
 * where it exists, whose continuation keeps its turn ahead of other queued tasks; else a new task (a zero timer).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
