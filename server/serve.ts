// npm run serve: the production build behind the production server (server/app.ts). The container image runs this
// file too, bundled. Settings come from the environment:
//   PORT (8080), HOST (127.0.0.1; the container sets 0.0.0.0), SERVE_DIST or the first argument (dist),
//   SERVE_API_TARGET (https://trackmania.io), SERVE_CONNECT_SRC (more origins the page may call, space-separated),
//   SERVE_TRUST_PROXY=1 (behind a proxy that sets X-Forwarded-For: POST /report counts each visitor by it),
//   SERVE_CACHE_MB (64: the in-memory answer cache's bound), SERVE_CACHE_URL (redis://host:6379: one cache shared by
//   every instance, in Redis, instead), SERVE_UPSTREAM_CONCURRENCY (4: API requests in flight at once).
// Each valid API drift report (POST /report, server/report.ts) is one JSON line on stdout: `grep api-drift`; so is
// each request (`grep '"type":"request"'`).
import { resolve } from 'node:path';
import { createServeServer, DEFAULT_CACHE_BYTES } from './app.ts';
import { MemoryStore, type CacheStore } from './cacheStore.ts';
import { UPSTREAM_ORIGIN } from './headers.ts';
import { LayeredStore } from './layeredStore.ts';
import { createRedisStore } from './redisStore.ts';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT ?? ''}".`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const dist = process.argv[2] ?? process.env.SERVE_DIST ?? 'dist';
const upstream = process.env.SERVE_API_TARGET ?? UPSTREAM_ORIGIN;
const connectOrigins = (process.env.SERVE_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean);
const trustProxy = process.env.SERVE_TRUST_PROXY === '1';
const cacheMb = Number(process.env.SERVE_CACHE_MB ?? DEFAULT_CACHE_BYTES / 1024 / 1024);
const concurrency = Number(process.env.SERVE_UPSTREAM_CONCURRENCY ?? 4);
const cacheUrl = process.env.SERVE_CACHE_URL ?? '';
if (!(cacheMb > 0) || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error(
    'SERVE_CACHE_MB must be a positive number of megabytes, SERVE_UPSTREAM_CONCURRENCY a whole number from 1.',
  );
  process.exit(1);
}

let store: CacheStore | undefined;
if (cacheUrl !== '') {
  try {
    // Each instance keeps its own copy in memory in front of the shared one (server/layeredStore.ts).
    store = new LayeredStore(new MemoryStore(cacheMb * 1024 * 1024), await createRedisStore({ url: cacheUrl }));
  } catch (error) {
    console.error(
      `SERVE_CACHE_URL: cannot reach ${cacheUrl} (${error instanceof Error ? error.message : String(error)}).`,
    );
    process.exit(1);
  }
}

let server: ReturnType<typeof createServeServer>;
try {
  server = createServeServer({
    dist,
    upstream,
    connectOrigins,
    report: { trustProxy },
    cache: { ...(store ? { store } : {}), maxBytes: cacheMb * 1024 * 1024, queue: { concurrency } },
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

server.listen(port, host, () => {
  // The bound address, not the asked one: PORT=0 picks a free port.
  const address = server.address();
  const bound = typeof address === 'object' && address ? address : { address: host, port };
  const shownHost = bound.address.includes(':') ? `[${bound.address}]` : bound.address;
  const cacheSaid = store ? `shared in Redis at ${new URL(cacheUrl).host}` : `in memory, ${String(cacheMb)} MB`;
  console.log(
    `Serving ${resolve(dist)} at http://${shownHost}:${String(bound.port)}/ with /api and /img from ${upstream} (answer cache ${cacheSaid})`,
  );
});

// In a container this process is PID 1, which gets no default signal handling: stop on SIGTERM ourselves. Draining:
// /healthz says 503 at once, no new connection is taken, requests under way and refreshes of the cache finish (for up
// to 10 s), then the cache engine is closed and the process ends.
const { app } = server;
let stopping = false;
async function drain(): Promise<void> {
  const state = { closed: false };
  server.close(() => (state.closed = true));
  // A keep-alive connection is closed as soon as its answer under way is sent.
  while (!state.closed || app.cache.pending > 0 || app.queue.active > 0) {
    server.closeIdleConnections();
    await new Promise((done) => setTimeout(done, 20));
  }
  await app.store.close().catch(() => undefined);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.startDraining();
    setTimeout(() => process.exit(0), 10_000).unref();
    void drain().then(() => process.exit(0));
  });
}
