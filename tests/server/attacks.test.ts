// The production server under attack: each test sends what an attacker would, byte for byte where it matters, to the
// server in this process, with a stand-in for the real site behind it that records every request and every byte it
// got. Each test is named after what it sends; the server must answer clearly, keep running, and keep one visitor's
// answers from everyone else.
import { connect } from 'node:net';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server as mockedApi } from '../../src/mocks/node';
import { createServeServer } from '../../server/app';
import { call, listen } from './http';

/** Sends `bytes` as they are and gives back what came before the server closed or `waitMs` passed. */
function raw(port: number, bytes: string, waitMs = 600): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    const finish = () => {
      socket.destroy();
      resolve(text);
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

const dist = mkdtempSync(join(tmpdir(), 'attack-test-'));
const INDEX_HTML = `<!doctype html><title>Trackmania.io</title>${'<!-- padding -->'.repeat(10)}`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX_HTML);
writeFileSync(join(dist, 'assets', 'app-AbC123.js'), 'export const answer = 42;\n');

/** What the stand-in for the real site received: each request, and every byte on its connections. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  port: number;
}
const received: Received[] = [];
let bytesSeen = '';
let answer: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
const upstream = createServer((req, res) => {
  received.push({
    method: req.method ?? '',
    url: req.url ?? '',
    headers: req.headers,
    port: req.socket.remotePort ?? 0,
  });
  req.resume();
  req.on('end', () => answer(req, res));
});
upstream.on('connection', (socket) => socket.on('data', (chunk: Buffer) => (bytesSeen += chunk.toString('latin1'))));
const json = (res: ServerResponse, body: unknown, status = 200, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const echo = (req: IncomingMessage, res: ServerResponse) => json(res, { answered: req.url });

let clock = Date.UTC(2026, 10, 28, 12);
let port = 0;
let site = '';
let server: ReturnType<typeof createServeServer>;
const PER_CLIENT = 6;
const FORWARDED_PER_CLIENT = 30;

beforeAll(async () => {
  mockedApi.close();
  const upstreamOrigin = await listen(upstream);
  server = createServeServer({
    dist,
    upstream: upstreamOrigin,
    upstreamTimeoutMs: 5000,
    log: false,
    report: { trustProxy: true },
    clientUpstreamPerMinute: { sharedMisses: PER_CLIENT, forwarded: FORWARDED_PER_CLIENT },
    cache: { now: () => clock, staleWaitMs: 300, queue: { concurrency: 4, maxWaitMs: 1500 } },
  });
  site = await listen(server);
  port = Number(new URL(site).port);
});

afterEach(() => {
  received.length = 0;
  bytesSeen = '';
  answer = echo;
  clock += 7 * 24 * 3_600_000;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  upstream.closeAllConnections();
  upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The server still answers: the process did not end and nothing hangs. */
async function stillServing(): Promise<void> {
  const health = await call(`${site}/healthz`);
  expect(health.status).toBe(200);
  expect((await call(`${site}/`)).text).toBe(INDEX_HTML);
}

/** Each test asks as a visitor of its own (X-Forwarded-For from loopback, a trusted proxy here). */
let visitor = 0;
const asVisitor = () => ({ 'X-Forwarded-For': `198.51.100.${String((visitor += 1))}` });

describe('byte ranges', () => {
  it.each(['bytes=5-2', 'bytes=0-18446744073709551615', 'bytes=-5', 'bytes=99999-', 'bytes=0-1,3-4', 'pages=1-2'])(
    'Range: %s gets the whole file, and the server goes on',
    async (range) => {
      const page = await call(`${site}/`, { headers: { Range: range } });
      expect([page.status, page.text]).toEqual([200, INDEX_HTML]);
      expect(page.headers['content-range']).toBeUndefined();
      const asset = await call(`${site}/assets/app-AbC123.js`, { headers: { Range: range } });
      expect([asset.status, asset.text]).toEqual([200, 'export const answer = 42;\n']);
      await stillServing();
    },
  );
});

describe('bodies and methods', () => {
  it('a GET to /img with a chunked body that hides a second request: 400, and the API gets neither', async () => {
    answer = echo;
    const smuggled = 'GET /api/totd/0 HTTP/1.1\r\nHost: x\r\n\r\n';
    const body = `${smuggled.length.toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`;
    const reply = await raw(
      port,
      `GET /img/flags/FRA.jpg HTTP/1.1\r\nHost: site\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain('A GET request carries no body');
    expect(received).toEqual([]);
    expect(bytesSeen).not.toContain('/api/totd/0');
    await stillServing();
  });

  it.each(['GET', 'HEAD'])('a %s with a Content-Length body to a shared /api path: 400', async (method) => {
    const reply = await raw(port, `${method} /api/totd/0 HTTP/1.1\r\nHost: site\r\nContent-Length: 5\r\n\r\nhello`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(received).toEqual([]);
  });

  it.each([
    ['DELETE', '/api/user/profile', 'GET, HEAD, POST'],
    ['PUT', '/api/user/profile', 'GET, HEAD, POST'],
    ['TRACE', '/api/player/abc', 'GET, HEAD'],
    ['OPTIONS', '/img/flags/FRA.jpg', 'GET, HEAD'],
    ['POST', '/api/totd/0', 'GET, HEAD'],
    ['PATCH', '/', 'GET, HEAD'],
  ])('%s %s: 405, allowed %s, never forwarded', async (method, path, allowed) => {
    const reply = await call(`${site}${path}`, { method });
    expect([reply.status, reply.headers.allow]).toEqual([405, allowed]);
    expect(received).toEqual([]);
  });

  it('a POST to /api/user with a body over 64 KB: 413, never forwarded', async () => {
    const reply = await call(`${site}/api/user/profile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    }).catch(
      // The server may close the connection before the whole body is written.
      () => ({ status: 413, headers: {}, text: '' }),
    );
    expect(reply.status).toBe(413);
    expect(received).toEqual([]);
  });

  it('a POST to /api/user goes on with its body framed by its length, the visitor’s cookie, and no address of theirs', async () => {
    answer = echo;
    const reply = await call(`${site}/api/user/profile`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'auth=1',
        'X-Forwarded-For': '203.0.113.9',
        Authorization: 'Tmio s',
      },
      body: '{"twitch":"mockpilot"}',
    });
    expect(reply.status).toBe(200);
    expect(received[0]?.headers).toMatchObject({ 'content-length': '22', cookie: 'auth=1', authorization: 'Tmio s' });
    expect(received[0]?.headers['transfer-encoding']).toBeUndefined();
    expect(received[0]?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('a visitor’s Cookie and X-Forwarded-For on an API call outside /api/user: neither reaches the API', async () => {
    answer = echo;
    await call(`${site}/api/leaderboard/personal/map/abc`, {
      headers: { Cookie: 'tracker=me', 'X-Forwarded-For': '203.0.113.9', Authorization: 'Tmio s' },
    });
    await call(`${site}/img/flags/FRA.jpg`, { headers: { Cookie: 'tracker=me' } });
    expect(received.map((got) => [got.url, got.headers.cookie, got.headers['x-forwarded-for']])).toEqual([
      ['/api/leaderboard/personal/map/abc', undefined, undefined],
      ['/img/flags/FRA.jpg', undefined, undefined],
    ]);
    expect(received[0]?.headers.authorization).toBe('Tmio s');
  });

  it('a signed-in call, then a shared miss: they reach the API on different connections', async () => {
    answer = echo;
    await call(`${site}/api/user/session`, { headers: { Authorization: 'Tmio secret' } });
    await call(`${site}/api/totd/2`, { headers: asVisitor() });
    await call(`${site}/api/user/session`, { headers: { Authorization: 'Tmio secret' } });
    await call(`${site}/api/totd/3`, { headers: asVisitor() });
    const ports = (prefix: string) =>
      new Set(received.filter((got) => got.url.startsWith(prefix)).map((got) => got.port));
    const personal = ports('/api/user/');
    for (const shared of ports('/api/totd/')) expect(personal.has(shared)).toBe(false);
  });

  it('four clients that send a POST body slowly, then a shared miss: the miss is answered at once', async () => {
    answer = echo;
    const stalled = Array.from({ length: 4 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/user/profile HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"twi',
      );
      return socket;
    });
    try {
      const started = performance.now();
      const miss = await call(`${site}/api/totd/4`, { headers: asVisitor() });
      expect([miss.status, miss.headers['x-cache']]).toEqual([200, 'MISS']);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      for (const socket of stalled) socket.destroy();
    }
  });

  it('four clients that ask for a large private answer and never read it, then a shared miss: the miss is answered at once', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 'x');
    answer = (req, res) => {
      if (!req.url?.startsWith('/api/user/')) return echo(req, res);
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.end(big);
    };
    const readers = Array.from({ length: 4 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.pause();
      socket.write('GET /api/user/big HTTP/1.1\r\nHost: site\r\n\r\n');
      return socket;
    });
    try {
      await new Promise((done) => setTimeout(done, 300));
      const started = performance.now();
      const miss = await call(`${site}/api/totd/5`, { headers: asVisitor() });
      expect([miss.status, miss.headers['x-cache']]).toEqual([200, 'MISS']);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      for (const socket of readers) socket.destroy();
    }
  });
});

describe('headers', () => {
  it('an Accept-Encoding of "br", 16,000 spaces and "x" costs a cached answer no time', async () => {
    answer = (_req, res) => json(res, { rows: Array.from({ length: 200 }, (_, i) => ({ position: i + 1 })) });
    await call(`${site}/api/totd/6`, { headers: asVisitor() });
    const header = `br${' '.repeat(16_000)}x`;
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const hit = await call(`${site}/api/totd/6`, { headers: { 'Accept-Encoding': header } });
      times.push(performance.now() - started);
      expect([hit.status, hit.headers['x-cache'], hit.headers['content-encoding']]).toEqual([200, 'HIT', undefined]);
    }
    // A pattern with two \s* side by side tried every split of the spaces: about 0.3 s of CPU for each such request.
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(30);
    // The site's own files are negotiated by the compressing middleware, as quickly.
    const started = performance.now();
    expect((await call(`${site}/`, { headers: { 'Accept-Encoding': header } })).text).toBe(INDEX_HTML);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('paths', () => {
  it('GET /api/map/x\\..\\..\\player\\p1 is routed, asked and kept as /api/player/p1, with a player’s freshness', async () => {
    answer = echo;
    const reply = await raw(
      port,
      `GET /api/map/x\\..\\..\\player\\p1 HTTP/1.1\r\nHost: site\r\nX-Forwarded-For: ${asVisitor()['X-Forwarded-For']}\r\nConnection: close\r\n\r\n`,
      2000,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.map((got) => got.url)).toEqual(['/api/player/p1']);
    // A player's answer is fresh 5 minutes; a map's would say a day.
    expect(reply).toMatch(/CDN-Cache-Control: public, max-age=300,/i);
    const again = await call(`${site}/api/player/p1`, { headers: asVisitor() });
    expect(again.headers['x-cache']).toBe('HIT');
  });

  it('a segment that hides a slash (%2F) is never shared', async () => {
    answer = echo;
    const reply = await call(`${site}/api/map/a%2F..%2Fplayer%2Fp1`, {
      headers: { Authorization: 'Tmio s', ...asVisitor() },
    });
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['x-cache']).toBeUndefined();
  });
});

describe('what the API answers', () => {
  it('a 200 in HTML for a shared path: passed on once, inert (CSP default-src none), never kept', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><script>alert(document.cookie)</script></html>');
    };
    const first = await call(`${site}/api/totd/7`, { headers: asVisitor() });
    expect(first.status).toBe(200);
    expect(first.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(first.headers['cache-control']).toBe('no-store');
    await call(`${site}/api/totd/7`, { headers: asVisitor() });
    expect(received).toHaveLength(2);
  });

  it('a 200 whose JSON is cut short: passed on once, never kept', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"days": [');
    };
    await call(`${site}/api/totd/8`, { headers: asVisitor() });
    const second = await call(`${site}/api/totd/8`, { headers: asVisitor() });
    expect(second.headers['x-cache']).toBe('UNCACHED');
    expect(received).toHaveLength(2);
  });

  it('a shared answer is sent as JSON under a policy that runs nothing, whatever type the API named', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('{"days":[]}');
    };
    const reply = await call(`${site}/api/totd/9`, { headers: asVisitor() });
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('a gzip of 100 MB of zeros (100 KB sent): 503 at once, and the server goes on', async () => {
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024));
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(bomb);
    };
    const started = performance.now();
    const reply = await call(`${site}/api/totd/10`, { headers: asVisitor() });
    expect(reply.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(2000);
    await stillServing();
  });

  it('an API that hangs while a stale-if-error answer is kept: the stale answer within a moment', async () => {
    answer = echo;
    await call(`${site}/api/player/hung`, { headers: asVisitor() });
    // A player's answer: fresh 5 minutes, then 5 of stale-while-revalidate; 20 minutes on, only stale-if-error is left.
    clock += 20 * 60_000;
    answer = () => undefined;
    const started = performance.now();
    const reply = await call(`${site}/api/player/hung`, { headers: asVisitor() });
    expect([reply.status, reply.headers['x-cache'], JSON.parse(reply.text)]).toEqual([
      200,
      'STALE',
      { answered: '/api/player/hung' },
    ]);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('an error answer ({"error"} with a 404) is kept 30 s: asked again after, not before', async () => {
    answer = (_req, res) => json(res, { error: 'account not found' }, 404);
    const visitor = asVisitor();
    await call(`${site}/api/player/nobody`, { headers: visitor });
    clock += 29_000;
    expect((await call(`${site}/api/player/nobody`, { headers: visitor })).headers['x-cache']).toBe('HIT');
    expect(received).toHaveLength(1);
    clock += 1_000;
    expect((await call(`${site}/api/player/nobody`, { headers: visitor })).headers['x-cache']).toBe('MISS');
    expect(received).toHaveLength(2);
  });
});

describe('one client against the rest', () => {
  it('one client asking ?cb=1, ?cb=2, …: one address, asked upstream once', async () => {
    answer = echo;
    const greedy = asVisitor();
    const answers = [];
    for (let cb = 0; cb < 20; cb += 1)
      answers.push(await call(`${site}/api/cotd/0?platform=crossplay&cb=${String(cb)}`, { headers: greedy }));
    expect(answers.map((reply) => reply.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(answers.map((reply) => reply.headers['x-cache'])).toEqual([
      'MISS',
      ...Array.from({ length: 19 }, () => 'HIT'),
    ]);
    // The API is asked for the address the site sends, without the made-up parameter.
    expect(received.map((got) => got.url)).toEqual(['/api/cotd/0?platform=crossplay']);
  });

  it('one client asking player after player: 429 past its budget, while another client’s miss is still answered', async () => {
    answer = echo;
    const greedy = asVisitor();
    const statuses: number[] = [];
    for (let n = 0; n < PER_CLIENT + 2; n += 1)
      statuses.push((await call(`${site}/api/player/made-up-${String(n)}`, { headers: greedy })).status);
    expect(statuses.slice(0, PER_CLIENT)).toEqual(Array.from({ length: PER_CLIENT }, () => 200));
    expect(statuses.slice(PER_CLIENT)).toEqual([429, 429]);
    const refused = await call(`${site}/api/player/made-up-99`, { headers: greedy });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((JSON.parse(refused.text) as { error: string }).error).toMatch(
      /^You asked for many new answers in a short time\. Please try again in \d+ seconds?\.$/,
    );
    // What is cached still reaches the greedy client; someone else's miss still reaches the API.
    expect((await call(`${site}/api/player/made-up-0`, { headers: greedy })).status).toBe(200);
    expect((await call(`${site}/api/player/made-up-100`, { headers: asVisitor() })).status).toBe(200);
  });

  it('one client sending Cache-Control: no-cache on every request: asked again only within its budget, then the kept answer', async () => {
    answer = echo;
    const greedy = { ...asVisitor(), 'Cache-Control': 'no-cache' };
    const states: string[] = [];
    for (let n = 0; n < PER_CLIENT + 3; n += 1)
      states.push(String((await call(`${site}/api/totd/13`, { headers: greedy })).headers['x-cache']));
    expect(states.slice(0, PER_CLIENT)).toEqual(Array.from({ length: PER_CLIENT }, () => 'MISS'));
    expect(states.slice(PER_CLIENT)).toEqual(['STALE', 'STALE', 'STALE']);
    expect(received).toHaveLength(PER_CLIENT);
  });

  it('one client sending personal calls without end: 429 past its budget of forwarded calls, while another’s still go', async () => {
    answer = echo;
    const greedy = { ...asVisitor(), Authorization: 'Tmio greedy' };
    const statuses: number[] = [];
    for (let i = 0; i <= FORWARDED_PER_CLIENT; i += 1)
      statuses.push((await call(`${site}/api/leaderboard/personal/map/m${String(i)}`, { headers: greedy })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(FORWARDED_PER_CLIENT);
    expect(statuses.at(-1)).toBe(429);
    expect(received).toHaveLength(FORWARDED_PER_CLIENT);
    expect(
      (
        await call(`${site}/api/leaderboard/personal/map/m0`, {
          headers: { ...asVisitor(), Authorization: 'Tmio other' },
        })
      ).status,
    ).toBe(200);
  });

  it('a 429 from the API whose reset is a time in milliseconds: a pause of that long, not of 57,000 years, and /healthz says degraded', async () => {
    answer = (_req, res) =>
      json(res, { error: 'slow down' }, 429, {
        'X-Ratelimit-Remaining': '0',
        'X-Ratelimit-Reset': String(Date.now() + 2000),
      });
    await call(`${site}/api/totd/12`, { headers: asVisitor() });
    const health = JSON.parse((await call(`${site}/healthz`)).text) as { status: string; upstreamPausedMs: number };
    expect(health.status).toBe('degraded');
    expect(health.upstreamPausedMs).toBeGreaterThan(0);
    expect(health.upstreamPausedMs).toBeLessThanOrEqual(2000);
    await new Promise((done) => setTimeout(done, health.upstreamPausedMs + 50));
    expect(JSON.parse((await call(`${site}/healthz`)).text)).toMatchObject({ status: 'ok', upstreamPausedMs: 0 });
  });
});
