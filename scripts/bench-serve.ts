// npm run bench:serve: the production server's shared answer cache under a crowd. A stand-in API answers in 150 ms and
// refuses more than 40 requests a minute (429 with X-Ratelimit-*), as the real one does to one client; 500 simulated
// visitors arrive over 60 s and open pages of the site (Track of the Day, map leaderboards, players, cups, clubs,
// events: the API paths those pages ask for, the popular ones far more often), some signed in (they send
// Authorization). Each visitor has an address of their own (the server sits behind a proxy that sets X-Forwarded-For);
// among them one client asks a new address every quarter second (`/api/totd/0?cb=N`) to empty the API's allowance. Run
// through one server, then through two instances sharing one Redis (Debian's redis-server, started here). Prints
// upstream requests, answers per cache state, 429s and 5xx seen by the visitors and by the cache-buster, p50/p95
// latency, and checks the goals: upstream requests no more than the distinct URLs per freshness window plus the
// cache-buster's budget, no 429 or 5xx to a visitor, the cache-buster refused past its budget, p95 under 50 ms for
// cached answers, and two instances asking no more than one. --visitors N --seconds S for a shorter run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePolicy, pathFreshness } from '../src/data/routeTable.ts';
import { createServeServer } from '../server/app.ts';
import { CLIENT_UPSTREAM_PER_MINUTE } from '../server/apiHandler.ts';
import { MemoryStore, type CacheStore } from '../server/cacheStore.ts';
import { LayeredStore } from '../server/layeredStore.ts';
import { createRedisStore } from '../server/redisStore.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const VISITORS = arg('visitors', 500);
const SECONDS = arg('seconds', 60);
const LIMIT = 40;
const UPSTREAM_MS = 150;
/** How often the cache-busting client asks a new address. */
const BUSTER_EVERY_MS = 250;

/** A seeded generator: the same crowd on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, the first far more often than the last (Zipf-like: weight 1/rank). */
const skewed = <T>(items: readonly T[], next: () => number): T => {
  const weights = items.map((_, i) => 1 / (i + 1));
  let pick = next() * weights.reduce((a, b) => a + b, 0);
  for (const [i, weight] of weights.entries()) if ((pick -= weight) <= 0) return items[i] as T;
  return items[items.length - 1] as T;
};

const MAPS = [
  'Mv9TodayTrackUid',
  'YdayTrackUid01',
  'Old2TrackUid02',
  'Old3TrackUid03',
  'Campaign05Uid',
  'Campaign11Uid',
];
const GROUPS = ['NLS-today', 'NLS-yday', 'NLS-old2', 'NLS-old3', 'map', 'map'];
const PLAYERS = [
  '5d6b14db-4d41-47a4-93e2-36a3bf229f9b',
  'e3ff2309-bc24-414a-b9f1-81954236c34b',
  'a1b2c3d4-0000-4000-8000-000000000001',
  'a1b2c3d4-0000-4000-8000-000000000002',
];
const CUPS = [8123, 8122, 8121];
const CLUBS = [9, 150, 4207, 61];
const EVENTS = [7001, 6990];

/** The API requests one page view makes, by page, with how often each page is opened. */
const PAGES: readonly [number, (next: () => number) => string[]][] = [
  [30, (next) => (next() < 0.2 ? ['/api/totd/0', '/api/totd/1'] : ['/api/totd/0'])],
  [
    25,
    (next) => {
      const i = MAPS.indexOf(skewed(MAPS, next));
      return [`/api/map/${MAPS[i] ?? ''}`, `/api/leaderboard/${GROUPS[i] ?? ''}/${MAPS[i] ?? ''}?offset=0&length=50`];
    },
  ],
  [15, (next) => [`/api/player/${skewed(PLAYERS, next)}`]],
  [15, (next) => ['/api/cotd/0?platform=crossplay', `/api/comp/${String(skewed(CUPS, next))}`]],
  [10, (next) => (next() < 0.5 ? ['/api/clubs/0'] : ['/api/clubs/0', `/api/club/${String(skewed(CLUBS, next))}`])],
  [5, (next) => [`/api/comp/${String(skewed(EVENTS, next))}`]],
];

function pageOf(next: () => number): string[] {
  let pick = next() * PAGES.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, page] of PAGES) if ((pick -= weight) <= 0) return page(next);
  return [];
}

/** The stand-in API: 150 ms per answer, 40 a minute, a body of a realistic size. */
function standIn() {
  const stats = { requests: 0, refused: 0, window: 0, used: 0 };
  const server = createServer((req, res) => {
    stats.requests += 1;
    const now = Date.now();
    if (now - stats.window >= 60_000) Object.assign(stats, { window: now, used: 0 });
    const reset = String(Math.ceil((stats.window + 60_000 - now) / 1000));
    const limited = stats.used >= LIMIT;
    if (!limited) stats.used += 1;
    if (limited) stats.refused += 1;
    setTimeout(() => {
      const headers = {
        'Content-Type': 'application/json',
        'X-Ratelimit-Limit': String(LIMIT),
        'X-Ratelimit-Remaining': String(Math.max(0, LIMIT - stats.used)),
        'X-Ratelimit-Reset': reset,
      };
      res.writeHead(limited ? 429 : 200, headers);
      const rows = Array.from({ length: 50 }, (_, i) => ({
        player: { id: `id-${String(i)}`, name: `Player ${String(i)}` },
        position: i + 1,
        time: 45_000 + i * 13,
      }));
      res.end(
        JSON.stringify(
          limited
            ? { error: 'Too many requests' }
            : { path: req.url, enddate: 1_700_000_000, lockedLeaderboard: false, tops: rows },
        ),
      );
    }, UPSTREAM_MS);
  });
  return { server, stats };
}

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${String((server.address() as AddressInfo).port)}`)),
  );

function get(url: string, headers: Record<string, string>): Promise<{ status: number; cache: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(url, { headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          cache: String(res.headers['x-cache'] ?? 'none').toLowerCase(),
          ms: performance.now() - started,
        }),
      );
    });
    outgoing.on('error', () => resolve({ status: 0, cache: 'failed', ms: performance.now() - started }));
    outgoing.end();
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

interface Result {
  upstream: number;
  /** Upstream requests the cache-buster may cause: its budget for each minute of the run begun. */
  busterBudget: number;
  busterRefused: number;
  busterAnswers: number;
  busterHits: number;
  refusedUpstream: number;
  bound: number;
  states: Record<string, number>;
  tooMany: number;
  serverErrors: number;
  p50: number;
  p95: number;
  cachedP95: number;
}

/** One run: the crowd through `instances` (one store each, or none for memory), round robin. */
async function run(label: string, stores: (CacheStore | undefined)[]): Promise<Result> {
  const api = standIn();
  const origin = await listen(api.server);
  const dist = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bench</title>');
  const servers = stores.map((store) =>
    createServeServer({
      dist,
      upstream: origin,
      log: false,
      report: { trustProxy: true },
      cache: store ? { store } : {},
    }),
  );
  const sites = await Promise.all(servers.map(listen));
  const next = random(28);
  const answers: { url: string; at: number; status: number; cache: string; ms: number }[] = [];
  const begun = performance.now();
  const visits = Array.from({ length: VISITORS }, (_, i) => ({
    at: next() * SECONDS * 1000,
    pages: pageOf(next),
    signedIn: next() < 0.3,
    site: sites[i % sites.length] ?? '',
    address: `10.${String(i >> 16)}.${String((i >> 8) & 255)}.${String(i & 255)}`,
  }));
  const buster: { status: number; cache: string }[] = [];
  const busting = (async () => {
    for (let n = 0; n * BUSTER_EVERY_MS < SECONDS * 1000; n += 1) {
      const answer = await get(`${sites[n % sites.length] ?? ''}/api/totd/0?cb=${String(n)}`, {
        'X-Forwarded-For': '203.0.113.66',
      });
      buster.push(answer);
      await new Promise((done) =>
        setTimeout(done, Math.max(0, (n + 1) * BUSTER_EVERY_MS - (performance.now() - begun))),
      );
    }
  })();
  await Promise.all([
    busting,
    ...visits.map(async (visit) => {
      await new Promise((done) => setTimeout(done, visit.at));
      const headers: Record<string, string> = {
        'Accept-Encoding': 'br, gzip',
        'X-Forwarded-For': visit.address,
        ...(visit.signedIn ? { Authorization: `Tmio visitor-${String(visit.at)}` } : {}),
      };
      await Promise.all(
        visit.pages.map(async (url) => {
          const answer = await get(`${visit.site}${url}`, headers);
          answers.push({ url, at: visit.at, ...answer });
        }),
      );
    }),
  ]);
  const took = (performance.now() - begun) / 1000;
  for (const server of servers) await new Promise((done) => server.close(done));
  api.server.close();
  rmSync(dist, { recursive: true, force: true });

  // The bound: each distinct URL once per freshness window over the time it was asked for.
  let bound = 0;
  for (const url of new Set(answers.map((a) => a.url))) {
    const times = answers.filter((a) => a.url === url).map((a) => a.at);
    const route = routePolicy(url);
    const fresh = route
      ? pathFreshness(route, {
          answer: { enddate: 1_700_000_000, lockedLeaderboard: false },
          fetchedAt: Date.now(),
          now: Date.now(),
        }).freshMs
      : 1;
    bound += 1 + Math.floor((Math.max(...times) - Math.min(...times)) / fresh);
  }
  const states: Record<string, number> = {};
  for (const answer of answers) states[answer.cache] = (states[answer.cache] ?? 0) + 1;
  const cached = answers.filter((a) => a.cache === 'hit' || a.cache === 'stale').map((a) => a.ms);
  // Each instance keeps its own budget of the cache-buster's misses.
  const busterBudget = Math.ceil(took / 60) * CLIENT_UPSTREAM_PER_MINUTE.sharedMisses * servers.length;
  const result: Result = {
    upstream: api.stats.requests,
    busterBudget,
    busterRefused: buster.filter((a) => a.status === 429).length,
    busterAnswers: buster.length,
    busterHits: buster.filter((a) => a.cache === 'hit' || a.cache === 'stale').length,
    refusedUpstream: api.stats.refused,
    bound,
    states,
    tooMany: answers.filter((a) => a.status === 429).length,
    serverErrors: answers.filter((a) => a.status >= 500 || a.status === 0).length,
    p50: percentile(
      answers.map((a) => a.ms),
      50,
    ),
    p95: percentile(
      answers.map((a) => a.ms),
      95,
    ),
    cachedP95: percentile(cached, 95),
  };
  console.log(
    `\n${label}: ${String(VISITORS)} visitors over ${String(SECONDS)} s (${took.toFixed(1)} s), ${String(answers.length)} API requests, ${String(new Set(answers.map((a) => a.url)).size)} distinct URLs`,
  );
  console.log(
    `  upstream requests: ${String(result.upstream)} (bound ${String(bound)}, plus the cache-buster's budget ${String(busterBudget)}), refused by the API: ${String(result.refusedUpstream)}`,
  );
  console.log(
    `  the cache-buster: ${String(result.busterAnswers)} requests, ${String(result.busterHits)} from the cache, ${String(result.busterRefused)} refused with 429`,
  );
  console.log(
    `  answers by cache state: ${Object.entries(states)
      .map(([state, count]) => `${state} ${String(count)}`)
      .join(', ')}`,
  );
  console.log(`  seen by visitors: 429 ×${String(result.tooMany)}, 5xx ×${String(result.serverErrors)}`);
  console.log(
    `  latency: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; cached answers p95 ${result.cachedP95.toFixed(1)} ms`,
  );
  return result;
}

async function withRedis<T>(body: (url: string) => Promise<T>): Promise<T | undefined> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    console.log('\nTwo instances: skipped, redis-server is not installed (apt-get install -y redis-server).');
    return undefined;
  }
  const probe = createServer();
  await listen(probe);
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  const dir = mkdtempSync(join(tmpdir(), 'bench-redis-'));
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((done) =>
    redis.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept') && done()),
  );
  try {
    return await body(`redis://127.0.0.1:${String(port)}`);
  } finally {
    redis.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

const faults: string[] = [];
const goal = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) faults.push(what);
};

const one = await run('One server (in-memory cache)', [undefined]);
const two = await withRedis(async (url) => {
  // As npm run serve builds them: each instance's memory in front of the shared Redis.
  const stores = [
    new LayeredStore(new MemoryStore(64 * 1024 * 1024), await createRedisStore({ url })),
    new LayeredStore(new MemoryStore(64 * 1024 * 1024), await createRedisStore({ url })),
  ];
  try {
    return await run('Two instances sharing Redis', stores);
  } finally {
    for (const store of stores) await store.close();
  }
});
console.log('');
for (const [label, result] of [
  ['one server', one],
  ['two instances', two],
] as const) {
  if (!result) continue;
  goal(
    result.upstream <= result.bound + result.busterBudget,
    `${label}: ${String(result.upstream)} upstream requests, no more than the distinct URLs per freshness window (${String(result.bound)}) and the cache-buster's budget (${String(result.busterBudget)})`,
  );
  goal(
    result.tooMany === 0 && result.serverErrors === 0 && result.refusedUpstream === 0,
    `${label}: no 429 (${String(result.tooMany)}) or 5xx (${String(result.serverErrors)}) reaches a visitor, no 429 from the API (${String(result.refusedUpstream)})`,
  );
  goal(
    result.busterHits + result.busterRefused >= result.busterAnswers - result.busterBudget,
    `${label}: the cache-buster's new addresses cost the API no more than its budget (${String(result.busterHits)} of ${String(result.busterAnswers)} from the cache, ${String(result.busterRefused)} refused)`,
  );
  goal(result.cachedP95 < 50, `${label}: p95 of cached answers ${result.cachedP95.toFixed(1)} ms, under 50 ms`);
}
if (two)
  goal(
    two.upstream <= one.upstream,
    `two instances ask the API no more than one (${String(two.upstream)} vs ${String(one.upstream)})`,
  );
if (faults.length > 0) process.exit(1);
