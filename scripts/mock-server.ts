// Serves a built site (dist/ by default) through the production server (server/app.ts), with the mocked API as its
// upstream: a stand-in of the real site on a port of its own, answering from the same handlers as `npm run dev` and
// vitest. The e2e tests and Lighthouse so run the bundle that ships behind the server that ships: its shared cache,
// headers, queue and limits. The stand-in's scenario switches (x-mock-* headers) are forwarded and choose the cache's
// entry (ServeOptions.varyHeaders), so a test's error scenario is never another test's answer.
// First: MOCK_NOW sets the mocked API's clock before its data modules load.
import './mock-clock';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { handlers } from '../src/mocks/handlers/index';
import { mockLoginPage } from '../src/mocks/loginPage';
import { DRIFT_HEADER, SCENARIO_HEADER } from '../src/mocks/scenarios';
import { RATE_LIMIT_HEADER } from '../src/mocks/rateLimit';
import { API_FORM_HEADER } from '../src/mocks/apiForm';
import { MOCK_NOW_HEADER } from '../src/mocks/data/recordMoves';
import { createServeServer } from '../server/app';
import { BASE_HEADERS, PROXIED_PREFIXES } from '../server/headers';

const port = Number(process.env.PORT ?? 4173);
const root = resolve(process.argv[2] ?? 'dist');
const MOCKED_PREFIXES = ['/api/', '/img/', '/mock-img/', '/mock-files/'];
// MOCK_NOW='2025-06-18T09:30:00Z' serves the data as at that moment (the e2e suite's, see scripts/mock-clock.ts).
// A scenario for every request that does not name one (x-mock-scenario, x-mock-drift headers), to browse the built
// site by hand in it: MOCK_SCENARIO=drift MOCK_DRIFT='rate=0.05;seed=7' npx tsx scripts/mock-server.ts, or
// MOCK_SCENARIO=ratelimit MOCK_RATELIMIT='limit=40;window=10'. MOCK_API_FORM=2024 answers as the API did in 2024.
const DEFAULT_HEADERS: Record<string, string | undefined> = {
  [SCENARIO_HEADER]: process.env.MOCK_SCENARIO,
  [DRIFT_HEADER]: process.env.MOCK_DRIFT,
  [RATE_LIMIT_HEADER]: process.env.MOCK_RATELIMIT,
  [API_FORM_HEADER]: process.env.MOCK_API_FORM,
};

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function answerFromMocks(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  for (const [key, value] of Object.entries(DEFAULT_HEADERS)) {
    if (value !== undefined && !headers.has(key)) headers.set(key, value);
  }
  const body = await readBody(req);
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
  const response = await getResponse(handlers, request, { baseUrl: origin });
  if (!response) return false;
  send(
    req,
    res,
    response.status,
    { ...Object.fromEntries(response.headers.entries()), ...BASE_HEADERS },
    Buffer.from(await response.arrayBuffer()),
  );
  return true;
}

// Text is sent gzipped when the browser accepts it, as any production server does: measured sizes and load times
// (e2e, Lighthouse) then match what visitors get.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;
const gzipCache = new Map<string, Buffer>();

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  cacheKey?: string,
): void {
  const type = headers['content-type'] ?? headers['Content-Type'] ?? '';
  const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (!acceptsGzip || !COMPRESSIBLE.test(type) || body.length < 1024) {
    res.writeHead(status, headers);
    res.end(body);
    return;
  }
  const cached = cacheKey === undefined ? undefined : gzipCache.get(cacheKey);
  const zipped = cached ?? gzipSync(body);
  if (cacheKey !== undefined && !cached) gzipCache.set(cacheKey, zipped);
  // The length msw computed is the uncompressed one: a browser would wait for bytes that never come.
  const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
  res.writeHead(status, {
    ...sent,
    'Content-Length': String(zipped.length),
    'Content-Encoding': 'gzip',
    Vary: 'Accept-Encoding',
  });
  res.end(zipped);
}

/** The stand-in of the real site: the mocked API, its images and files, and its sign-in page. */
const standIn = createServer((req, res) => {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  const pathname = new URL(req.url ?? '/', origin).pathname;
  void (async () => {
    try {
      if (pathname === '/api/user/auth') {
        // The real sign-in page is the real site's, forwarded with its own policy: this stand-in gets none either.
        res.writeHead(200, { ...BASE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
        res.end(mockLoginPage());
        return;
      }
      if (MOCKED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && (await answerFromMocks(req, res, origin)))
        return;
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain' });
      res.end('Not found');
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Mock server error: ${String(error)}`);
    }
  })();
});

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
standIn.listen(0, '127.0.0.1', () => {
  const upstream = `http://127.0.0.1:${String((standIn.address() as AddressInfo).port)}`;
  const server = createServeServer({
    dist: root,
    upstream,
    log: process.env.MOCK_SERVER_LOG === '1' ? undefined : false,
    forwardPrefixes: [...PROXIED_PREFIXES, '/mock-img', '/mock-files'],
    varyHeaders: [SCENARIO_HEADER, DRIFT_HEADER, RATE_LIMIT_HEADER, API_FORM_HEADER, MOCK_NOW_HEADER],
    // Every test's browser is one client on loopback, and two run at once: the per-client budgets and the queue's
    // width are a crowd's, not a visitor's.
    clientUpstreamPerMinute: { sharedMisses: 1_000_000, forwarded: 1_000_000 },
    cache: { queue: { concurrency: 32 } },
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(
      `Serving ${root} with the mocked API at http://127.0.0.1:${String(port)}/ (through the production server)`,
    );
  });
});
