// @vitest-environment jsdom
// The server's shared answer cache, as a visitor's browser and the real site see it: the server in this process on a
// free port, a stub of the real site behind it, and the cache's clock in the test's hands (no real minute passes).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mockedApi } from '../../src/mocks/node';
import { createServeServer } from '../../server/app';
import { call, listen } from './http';

const get = (url: string, headers: Record<string, string> = {}) => call(url, { headers });

const dist = mkdtempSync(join(tmpdir(), 'cache-test-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');

/** What the stub of the real site was asked, and how it answers (each test sets `answer`). */
const asked: { url: string; authorization: string | undefined }[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
const upstream = createServer((req, res) => {
  asked.push({ url: req.url ?? '', authorization: req.headers.authorization });
  answer(req, res);
});
const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

let clock = Date.UTC(2026, 10, 26, 12);
/** The upstream queue's clock, in the test's hands too: the API's pauses end when the test says, not a second later. */
let queueClock = 0;
let site = '';
let server: ReturnType<typeof createServeServer>;
const MIN = 60_000;

beforeAll(async () => {
  mockedApi.close();
  const origin = await listen(upstream);
  // One client asks everything here: the budget of misses per client (tests/server/attacks.test.ts) is out of the way.
  server = createServeServer({
    dist,
    upstream: origin,
    upstreamTimeoutMs: 300,
    log: false,
    clientUpstreamPerMinute: { sharedMisses: 1000, forwarded: 1000 },
    cache: { now: () => clock, maxBytes: 1024 * 1024, queue: { now: () => queueClock } },
  });
  site = await listen(server);
});

afterEach(() => {
  asked.length = 0;
  clock += 7 * 24 * 60 * MIN;
  // Whatever pause the API asked for in a test is over before the next one.
  queueClock += 7 * 24 * 60 * MIN;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the shared answer cache', () => {
  it('answers from the cache while fresh, with Age and a Cache-Control a CDN follows', async () => {
    answer = (req, res) => json(res, 200, { board: req.url, lockedLeaderboard: false });
    const first = await get(`${site}/api/leaderboard/map/abc?offset=0&length=50`);
    clock += 20_000;
    const second = await get(`${site}/api/leaderboard/map/abc?offset=0&length=50`);
    expect(JSON.parse(second.text)).toEqual({
      board: '/api/leaderboard/map/abc?offset=0&length=50',
      lockedLeaderboard: false,
    });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.headers.age).toBe('20');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['cdn-cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300, stale-if-error=86400',
    );
    expect(asked).toHaveLength(1);
    // Another query is another answer.
    await get(`${site}/api/leaderboard/map/abc?offset=50&length=50`);
    expect(asked).toHaveLength(2);
  });

  it('asks the API again for a browser that asks past every cache (Cache-Control: no-cache), and keeps the new answer', async () => {
    let socials = 'old';
    answer = (_req, res) => json(res, 200, { socials });
    await get(`${site}/api/player/me`);
    socials = 'new';
    const cached = await get(`${site}/api/player/me`);
    expect([cached.headers['x-cache'], JSON.parse(cached.text)]).toEqual(['HIT', { socials: 'old' }]);
    const revalidated = await get(`${site}/api/player/me`, { 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
    expect([revalidated.headers['x-cache'], JSON.parse(revalidated.text)]).toEqual(['MISS', { socials: 'new' }]);
    // Everyone else gets the new answer from then on.
    const after = await get(`${site}/api/player/me`);
    expect([after.headers['x-cache'], JSON.parse(after.text)]).toEqual(['HIT', { socials: 'new' }]);
    expect(asked).toHaveLength(2);
  });

  it('makes one upstream request of ten identical ones at once', async () => {
    answer = (req, res) => setTimeout(() => json(res, 200, { month: req.url }), 80);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${site}/api/totd/0`)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set([JSON.stringify({ month: '/api/totd/0' })]));
    expect(asked).toHaveLength(1);
  });

  it('sends a stale answer at once while one refresh runs', async () => {
    let version = 1;
    answer = (_req, res) => json(res, 200, { version: version++ });
    await get(`${site}/api/clubs/0`);
    clock += 6 * MIN;
    const stale = await Promise.all([get(`${site}/api/clubs/0`), get(`${site}/api/clubs/0`)]);
    expect(stale.map((a) => [a.headers['x-cache'], a.text])).toEqual([
      ['STALE', '{"version":1}'],
      ['STALE', '{"version":1}'],
    ]);
    // Once the refresh is in, the fresh answer is served (asked until then: a stale answer starts no second refresh).
    await vi.waitFor(async () => {
      const fresh = await get(`${site}/api/clubs/0`);
      expect([fresh.headers['x-cache'], fresh.text]).toEqual(['HIT', '{"version":2}']);
    });
    expect(asked).toHaveLength(2);
  });

  it('sends the last good answer when the API fails, times out or refuses', async () => {
    answer = (_req, res) => json(res, 200, { name: 'A club' });
    await get(`${site}/api/club/7`);
    // Past its fresh and stale windows: the server must ask, and the API fails each way.
    for (const failure of [
      (res: ServerResponse) => json(res, 500, { error: 'error 502 from server' }),
      () => undefined, // no answer: the 300 ms timeout
      (res: ServerResponse) =>
        json(res, 429, { error: 'Too many requests' }, { 'X-Ratelimit-Remaining': '0', 'X-Ratelimit-Reset': '1' }),
    ]) {
      clock += 16 * MIN;
      answer = (_req, res) => failure(res);
      const reply = await get(`${site}/api/club/7`);
      expect([reply.status, reply.headers['x-cache'], reply.text]).toEqual([200, 'STALE', '{"name":"A club"}']);
    }
    expect(asked).toHaveLength(4);
    // While the API's pause lasts, the last good answer goes out at once, and the API is not asked.
    clock += 16 * MIN;
    const during = await get(`${site}/api/club/7`);
    expect([during.headers['x-cache'], asked.length]).toEqual(['STALE', 4]);
  });

  it('says 429 with Retry-After and the reset when the API asks for a pause and no answer was ever cached, 503 when it fails', async () => {
    answer = (_req, res) =>
      json(res, 429, { error: 'Too many requests' }, { 'X-Ratelimit-Remaining': '0', 'X-Ratelimit-Reset': '1' });
    const reply = await get(`${site}/api/club/99`);
    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('1');
    expect(reply.headers['x-ratelimit-reset']).toBe('1');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(reply.text)).toEqual({ error: 'The API asked for a pause. Please try again in 1 second.' });
    // The API's pause of a second is over.
    queueClock += 1100;
    answer = (_req, res) => json(res, 500, { error: 'account not found' });
    const notFound = await get(`${site}/api/player/nobody`);
    expect([notFound.status, notFound.headers['retry-after'], JSON.parse(notFound.text)]).toEqual([
      503,
      '10',
      { error: 'account not found. Please try again in 10 seconds.' },
    ]);
  });

  it('keeps answers compressed and sends brotli, gzip or plain to whoever asks', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ position: i + 1, name: `Player ${String(i)}` }));
    answer = (_req, res) => json(res, 200, { tops: rows });
    await get(`${site}/api/leaderboard/map/big?offset=0&length=100`);
    const brotli = await get(`${site}/api/leaderboard/map/big?offset=0&length=100`, { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual({ tops: rows });
    expect(brotli.body.length).toBeLessThan(JSON.stringify({ tops: rows }).length / 4);
    const plain = await get(`${site}/api/leaderboard/map/big?offset=0&length=100`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text)).toEqual({ tops: rows });
    expect(asked).toHaveLength(1);
  });
});

describe('nothing personal is shared', () => {
  it('forwards the personal and user endpoints with their credentials, every time, marked private, no-store', async () => {
    answer = (req, res) => json(res, 200, { mine: req.headers.authorization ?? null });
    for (const path of [
      '/api/leaderboard/personal/map/abc',
      '/api/user/profile',
      '/api/leaderboard/personal/map/abc',
    ]) {
      const reply = await get(`${site}${path}`, { Authorization: 'Tmio secret-a' });
      expect(reply.headers['cache-control']).toBe('private, no-store');
      expect(JSON.parse(reply.text)).toEqual({ mine: 'Tmio secret-a' });
    }
    expect(asked.map((a) => a.authorization)).toEqual(['Tmio secret-a', 'Tmio secret-a', 'Tmio secret-a']);
  });

  it('never gives one visitor another’s answer, and forwards a shared endpoint without credentials', async () => {
    answer = (req, res) => setTimeout(() => json(res, 200, { seenBy: req.headers.authorization ?? 'nobody' }), 30);
    const [a, b, anonymous] = await Promise.all([
      get(`${site}/api/leaderboard/personal/map/abc`, { Authorization: 'Tmio secret-a' }),
      get(`${site}/api/leaderboard/personal/map/abc`, { Authorization: 'Tmio secret-b' }),
      get(`${site}/api/leaderboard/personal/map/abc`),
    ]);
    expect([a.text, b.text, anonymous.text]).toEqual([
      '{"seenBy":"Tmio secret-a"}',
      '{"seenBy":"Tmio secret-b"}',
      '{"seenBy":"nobody"}',
    ]);
    // An endpoint not known to answer the same for everyone, asked with credentials, goes through as well.
    const unknown = await Promise.all(
      ['a', 'b'].map((who) => get(`${site}/api/download/ghost/1`, { Authorization: `Tmio secret-${who}` })),
    );
    expect(unknown.map((reply) => [reply.text, reply.headers['cache-control']])).toEqual([
      ['{"seenBy":"Tmio secret-a"}', 'private, no-store'],
      ['{"seenBy":"Tmio secret-b"}', 'private, no-store'],
    ]);
    asked.length = 0;
    const shared = await Promise.all(
      ['a', 'b'].map((who) => get(`${site}/api/map/xyz`, { Authorization: `Tmio secret-${who}`, Cookie: 'session=1' })),
    );
    expect(shared.map((reply) => reply.text)).toEqual(['{"seenBy":"nobody"}', '{"seenBy":"nobody"}']);
    expect(asked).toEqual([{ url: '/api/map/xyz', authorization: undefined }]);
  });

  it('says /healthz is fine, and which cache it uses', async () => {
    const health = await get(`${site}/healthz`);
    expect([health.status, JSON.parse(health.text)]).toEqual([
      200,
      { status: 'ok', cache: 'memory', cacheReachable: true, upstreamInFlight: 0, upstreamPausedMs: 0 },
    ]);
  });

  it('says 503 on /healthz once it drains, so a load balancer sends no one new, and still answers the others', async () => {
    const draining = createServeServer({ dist, upstream: 'http://127.0.0.1:9', log: false });
    const origin = await listen(draining);
    try {
      draining.app.startDraining();
      const health = await get(`${origin}/healthz`);
      expect([health.status, JSON.parse(health.text)]).toMatchObject([503, { status: 'draining' }]);
      expect((await get(`${origin}/`)).status).toBe(200);
    } finally {
      draining.closeAllConnections();
      await new Promise((done) => draining.close(done));
    }
  });
});
