// npm run serve, as a visitor's browser and the real site see it: the script is started as it is in production, on a
// tiny built site, with /api and /img sent to a stub of the real site on loopback (never the internet).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mockedApi } from '../../src/mocks/node';
import { createServeServer } from '../../server/app';
import { call, listen } from './http';
import { precompress } from '../../server/precompress';
import { contentSecurityPolicy, USER_AGENT } from '../../server/headers';

// A built site in miniature: the page and one hashed asset, each big enough (over 1 KB) to be worth compressing.
const dist = mkdtempSync(join(tmpdir(), 'serve-test-'));
const INDEX_HTML = `<!doctype html><html><head><title>Trackmania.io</title><script type="module" src="./assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const ASSET_JS = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ rank: ${String(i)} }`).join(', ')}];\n`;
// One asset compressed ahead of time, as the container build does; the other is compressed on request.
const PRECOMPRESSED_JS = `export const maps = [${Array.from({ length: 300 }, (_, i) => `'Map ${String(i)}'`).join(', ')}];\n`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX_HTML);
writeFileSync(join(dist, 'assets', 'maps-Pre111.js'), PRECOMPRESSED_JS);
const precompressed = precompress(dist);
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), ASSET_JS);

/** What the stub of the real site received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
const upstream = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    });
    // A slow answer, under way when the server is asked to stop.
    const delay = req.url?.includes('/slow') ? 400 : 0;
    setTimeout(() => {
      res.writeHead(req.url?.startsWith('/api/missing') ? 404 : 200, {
        'Content-Type': 'application/json',
        'X-Ratelimit-Remaining': '39',
      });
      res.end(JSON.stringify({ answeredPath: req.url }));
    }, delay);
  });
});

let site = '';
let serveProcess: ChildProcess | undefined;
let log = '';

beforeAll(async () => {
  // These tests speak real HTTP on loopback: the mocked API of tests/setup.ts would take the requests for itself.
  mockedApi.close();
  const upstreamOrigin = await listen(upstream);
  serveProcess = spawn(join('node_modules', '.bin', 'tsx'), ['server/serve.ts', dist], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_API_TARGET: upstreamOrigin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run serve did not start: ${log}`)), 20_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const address = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(log)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    serveProcess?.stdout?.on('data', read);
    serveProcess?.stderr?.on('data', read);
  });
}, 30_000);

afterAll(() => {
  if (serveProcess?.exitCode === null) serveProcess.kill('SIGTERM');
  upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('npm run serve', () => {
  it('says where it serves what, and where /api goes', () => {
    expect(log).toMatch(
      new RegExp(
        `^Serving ${dist.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at http://127\\.0\\.0\\.1:\\d+/ with /api and /img from http://127\\.0\\.0\\.1:\\d+`,
      ),
    );
  });

  it('sends the page under a strict Content-Security-Policy, never cached without asking', async () => {
    const page = await call(`${site}/`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(INDEX_HTML);
    const policy = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data: https:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
    expect(policy).not.toMatch(/unsafe|\*/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('gives hashed assets a year-long immutable cache, with the same policy', async () => {
    const asset = await call(`${site}/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('compresses with brotli or gzip, whichever the browser accepts', async () => {
    const brotli = await call(`${site}/assets/index-AbC123.js`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.body.length).toBeLessThan(ASSET_JS.length / 3);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(ASSET_JS);

    const gzip = await call(`${site}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(INDEX_HTML);

    const plain = await call(`${site}/assets/index-AbC123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET_JS);
  });

  it('sends the copies compressed ahead of time as they are', async () => {
    expect(precompressed.files).toBe(2);
    const brotli = await call(`${site}/assets/maps-Pre111.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.equals(readFileSync(join(dist, 'assets', 'maps-Pre111.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PRECOMPRESSED_JS);
    const gzip = await call(`${site}/assets/maps-Pre111.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gzip.body).toString()).toBe(PRECOMPRESSED_JS);
  });

  it('answers every page path with the app, and a missing asset with 404', async () => {
    const route = await call(`${site}/totd`);
    expect(route.status).toBe(200);
    expect(route.body.toString()).toBe(INDEX_HTML);
    expect(route.headers['cache-control']).toBe('no-cache');

    const gone = await call(`${site}/assets/index-Old999.js`);
    expect(gone.status).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('forwards the signed-in player’s own /api calls with the descriptive User-Agent, the query, the secret and the body, never cached', async () => {
    received.length = 0;
    const answer = await call(`${site}/api/leaderboard/personal/map/abc?count=50`, {
      headers: { Authorization: 'Tmio secret-1', 'User-Agent': 'Mozilla/5.0' },
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ answeredPath: '/api/leaderboard/personal/map/abc?count=50' });
    expect(answer.headers['x-ratelimit-remaining']).toBe('39');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // The real site's own pages under /api (its sign-in) keep their own policy.
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['user-agent']).toBe(USER_AGENT);
    expect(received[0]?.headers.authorization).toBe('Tmio secret-1');

    const save = await call(`${site}/api/user/edit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"twitch":"mockpilot"}',
    });
    expect(save.status).toBe(200);
    expect(received[1]).toMatchObject({ method: 'POST', url: '/api/user/edit', body: '{"twitch":"mockpilot"}' });
  });

  it('answers the same-for-everyone /api calls from its cache, asked once without the secret', async () => {
    received.length = 0;
    const first = await call(`${site}/api/player/abc/trophies/0`, { headers: { Authorization: 'Tmio secret-1' } });
    const second = await call(`${site}/api/player/abc/trophies/0`, { headers: { Authorization: 'Tmio secret-2' } });
    for (const answer of [first, second])
      expect(JSON.parse(answer.body.toString())).toEqual({ answeredPath: '/api/player/abc/trophies/0' });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    // The browser asks every time (the app keeps its own store); a CDN caches as the server does.
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['cdn-cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=300, stale-if-error=86400',
    );
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['user-agent']).toBe(USER_AGENT);
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('forwards /img too, and the real site’s status as it is', async () => {
    received.length = 0;
    expect((await call(`${site}/img/flags/FRA.jpg`)).status).toBe(200);
    expect((await call(`${site}/api/missing`)).status).toBe(404);
    expect(received.map((request) => request.url)).toEqual(['/img/flags/FRA.jpg', '/api/missing']);
    // A path that only starts like /api is the app's.
    expect((await call(`${site}/apix`)).body.toString()).toBe(INDEX_HTML);
    expect(received).toHaveLength(2);
  });

  it('says 502 when the real site cannot be reached, and 503 with Retry-After for an answer it never had', async () => {
    const closed = createServer();
    const deadOrigin = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const lonely = createServeServer({ dist, upstream: deadOrigin, log: false });
    const origin = await listen(lonely);
    // The server logs what it could not reach, for whoever runs it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await call(`${origin}/api/user/profile`);
      expect(answer.status).toBe(502);
      // The visitor is not told where the API lives; the operator's log says it.
      expect(answer.body.toString()).toBe('The API could not be reached.');
      expect(logged).toHaveBeenCalledWith(
        `GET /api/user/profile: ${deadOrigin} failed (connect ECONNREFUSED ${deadOrigin.replace('http://', '')})`,
      );
      const shared = await call(`${origin}/api/totd/0`);
      expect(shared.status).toBe(503);
      expect(shared.headers['retry-after']).toBe('10');
      expect(JSON.parse(shared.body.toString())).toEqual({
        error: 'The API could not be reached. Please try again in 10 seconds.',
      });
    } finally {
      await new Promise((resolve) => lonely.close(resolve));
    }
  });

  it('writes one JSON line per request: the path as a pattern, the status, the cache, the upstream time', async () => {
    // The server writes a request's line once its answer is sent: on a busy machine the last lines reach this process
    // a little after the answers the tests above read.
    await vi.waitFor(
      () => {
        const lines = log
          .split('\n')
          .filter((line) => line.includes('"type":"request"'))
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const trophies = lines.filter((line) => line.path === '/api/player/{id}/trophies/{n}');
        expect(trophies.map((line) => [line.method, line.status, line.cache])).toEqual([
          ['GET', 200, 'miss'],
          ['GET', 200, 'hit'],
        ]);
        expect(trophies[0]?.upstreamMs).toEqual(expect.any(Number));
        expect(lines.find((line) => line.path === '/api/leaderboard/personal/map/{id}')).toMatchObject({
          status: 200,
          cache: 'pass',
        });
        // The page's GETs, each logged with its answer's status (before the fix a busy server logged one as 499).
        expect(lines).toContainEqual(expect.objectContaining({ path: '/', method: 'GET', status: 200 }));
        // No id of a player or a map is written.
        expect(lines.map((line) => String(line.path)).join(' ')).not.toMatch(/abc/);
      },
      { timeout: 5000 },
    );
  });

  it('stops on SIGTERM, as a container asks it to, once the answers under way are sent', async () => {
    const child = serveProcess;
    if (!child) throw new Error('not started');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const slow = call(`${site}/api/leaderboard/personal/slow`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill('SIGTERM');
    const answer = await slow;
    expect([answer.status, JSON.parse(answer.body.toString())]).toEqual([
      200,
      { answeredPath: '/api/leaderboard/personal/slow' },
    ]);
    expect(await exited).toBe(0);
  });
});

describe('the Content-Security-Policy', () => {
  it('lets the page call other origins only when named as full origins', () => {
    expect(contentSecurityPolicy({ connectOrigins: ['https://count.example.org'] })).toContain(
      "connect-src 'self' https://count.example.org;",
    );
    expect(() => contentSecurityPolicy({ connectOrigins: ["'unsafe-inline'"] })).toThrow(/Not an origin/);
    expect(() => contentSecurityPolicy({ connectOrigins: ['https://a.example; script-src *'] })).toThrow(
      /Not an origin/,
    );
    expect(() => contentSecurityPolicy({ connectOrigins: ['*'] })).toThrow(/Not an origin/);
  });
});
