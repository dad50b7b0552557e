// npm run serve: the production build behind the production server (server/app.ts). The container image runs this
// file too, bundled. Settings come from the environment:
//   PORT (8080), HOST (127.0.0.1; the container sets 0.0.0.0), SERVE_DIST or the first argument (dist),
//   SERVE_API_TARGET (https://trackmania.io), SERVE_CONNECT_SRC (more origins the page may call, space-separated),
//   SERVE_TRUST_PROXY=1 (behind a proxy that sets X-Forwarded-For: POST /report counts each visitor by it).
// Each valid API drift report (POST /report, server/report.ts) is one JSON line on stdout: `grep api-drift`.
import { resolve } from 'node:path';
import { createServeServer } from './app.ts';
import { UPSTREAM_ORIGIN } from './headers.ts';

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

let server: ReturnType<typeof createServeServer>;
try {
  server = createServeServer({ dist, upstream, connectOrigins, report: { trustProxy } });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

server.listen(port, host, () => {
  // The bound address, not the asked one: PORT=0 picks a free port.
  const address = server.address();
  const bound = typeof address === 'object' && address ? address : { address: host, port };
  const shownHost = bound.address.includes(':') ? `[${bound.address}]` : bound.address;
  console.log(`Serving ${resolve(dist)} at http://${shownHost}:${String(bound.port)}/ with /api and /img from ${upstream}`);
});

// In a container this process is PID 1, which gets no default signal handling: stop on SIGTERM ourselves, letting
// answers under way finish for a few seconds.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
