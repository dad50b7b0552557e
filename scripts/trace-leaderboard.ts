// `npx tsx scripts/trace-leaderboard.ts <dist> [runs]`: the long tasks of a map leaderboard's first view, and what ran
// in them. Opens /#/leaderboard/{uid} cold in Chromium with the CPU slowed down 4x (Lighthouse's mobile setting),
// records the main thread's long tasks (over 50 ms) until the positions are drawn and the page has been quiet for a
// second, and a CPU profile of the same time; prints each run's long tasks, their blocking time (the part of each
// over 50 ms, summed: Lighthouse's TBT counts those after the first paint), and the functions that took the most
// time. The machine's load average is printed beside the figures, as they move with it.
import { loadavg } from 'node:os';
import { median, runBench } from './bench-kit';

const DIST = process.argv[2] ?? 'dist';
const RUNS = Number(process.argv[3] ?? 5);
const PATH = '/#/leaderboard/StuntDemoMapUid0000000001';
const SLOWDOWN = 4;
const TOP_FUNCTIONS = Number(process.env.TRACE_TOP ?? 15);
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: {
    data?: { url?: string; functionName?: string; type?: string; name?: string };
    name?: string;
    fileName?: string;
  };
}

/** What an event of a task did, in a few words: the script it ran, the event it handled, the layout or paint. */
function label(event: TraceEvent): string {
  const data = event.args?.data;
  const file = (data?.url ?? event.args?.fileName ?? '').split('/').at(-1) ?? '';
  if (event.name === 'FunctionCall') return `FunctionCall ${data?.functionName || '(anonymous)'} ${file}`;
  if (event.name === 'EventDispatch') return `EventDispatch ${data?.type ?? ''}`;
  return file ? `${event.name} ${file}` : event.name;
}

/** The main thread's long tasks (over 50 ms), each with the direct work inside it that took the longest. */
function longTasksOf(trace: { traceEvents: TraceEvent[] }): { start: number; duration: number; parts: string }[] {
  const events = trace.traceEvents;
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid;
  const origin =
    events.find((event) => event.name === 'navigationStart' && event.tid === main)?.ts ?? events[0]?.ts ?? 0;
  const onMain = events.filter((event) => event.tid === main && event.ph === 'X' && event.dur !== undefined);
  return onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter(
        (event) =>
          event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end && event.name !== 'RunTask',
      );
      const byLabel = new Map<string, number>();
      // Only the outermost events: a child's time is already in its parent's.
      const outer = inside.filter(
        (event) =>
          !inside.some(
            (other) =>
              other !== event &&
              other.ts <= event.ts &&
              other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
              (other.dur ?? 0) > (event.dur ?? 0),
          ),
      );
      for (const event of outer) byLabel.set(label(event), (byLabel.get(label(event)) ?? 0) + (event.dur ?? 0) / 1000);
      const parts = [...byLabel]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join('; ');
      return { start: (task.ts - origin) / 1000, duration: (task.dur ?? 0) / 1000, parts };
    });
}

/** What this script reads of a V8 CPU profile (the Profiler domain's Profile). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The self time of each function (name, file and line) over the whole profile, idle time left out. */
function hotFunctions(profile: CpuProfile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const frame = nodes.get(samples[i] ?? -1)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    const file = frame.url.split('/').at(-1) ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
    totals.set(key, (totals.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return totals;
}

runBench(DIST, async ({ origin, browser }) => {
  const blocking: number[] = [];
  const hot = new Map<string, number>();
  const loadBefore = loadavg()[0] ?? 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${PATH}`);
    // CSS selectors, not roles: a role query runs the accessibility tree's rules in the page, work the trace would count.
    await page.locator('table.positions-table tbody tr').first().waitFor();
    await page.locator('table.medal-table').first().waitFor();
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const tasks = longTasksOf(trace);
    const total = tasks
      .filter((task) => task.start + task.duration > paint)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    blocking.push(total);
    console.log(`run ${run + 1}: first paint at ${Math.round(paint)} ms, blocking after it ${Math.round(total)} ms`);
    for (const task of tasks)
      console.log(`  ${Math.round(task.duration)} ms at ${Math.round(task.start)}: ${task.parts}`);
    for (const [key, ms] of hotFunctions(profile)) hot.set(key, (hot.get(key) ?? 0) + ms / RUNS);
    await context.close();
  }
  console.log(
    `\nLoad average (1 min) ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`,
  );
  console.log(
    `Blocking time after the first paint (4x slowdown, median of ${RUNS}): ${Math.round(median(blocking))} ms (runs: ${blocking.map(Math.round).join(', ')})`,
  );
  console.log(`\nSelf time on the main thread from navigation to a quiet page, per run (ms, 4x slowdown):`);
  for (const [key, ms] of [...hot].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS))
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${key}`);
});
