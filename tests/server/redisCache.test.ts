// Two instances of the server behind one load balancer, sharing one cache in a real Redis (Debian's redis-server,
// started here on a free port with nothing saved to disk). .ci/run installs redis-server; without it this file is
// skipped with a note saying so.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mockedApi } from '../../src/mocks/node';
import { createServeServer } from '../../server/app';
import { call, listen } from './http';

const get = (url: string, headers: Record<string, string> = {}) => call(url, { headers });
import type { CacheStore } from '../../server/cacheStore';
import { createRedisStore } from '../../server/redisStore';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis)
  console.warn(
    'tests/server/redisCache.test.ts skipped: redis-server is not installed (apt-get install -y redis-server; .ci/run installs it).',
  );

async function freePort(): Promise<number> {
  const probe = createServer();
  await listen(probe);
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

const work = mkdtempSync(join(tmpdir(), 'redis-cache-test-'));
writeFileSync(join(work, 'index.html'), '<!doctype html><title>t</title>');
const asked: { url: string; authorization: string | undefined }[] = [];
const upstream = createServer((req, res) => {
  asked.push({ url: req.url ?? '', authorization: req.headers.authorization });
  setTimeout(() => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'X-Ratelimit-Remaining': '39',
      'X-Ratelimit-Reset': '60',
    });
    res.end(JSON.stringify({ answered: req.url, rows: Array.from({ length: 100 }, (_, i) => ({ position: i + 1 })) }));
  }, 60);
});

let redis: ChildProcess | undefined;
const stores: CacheStore[] = [];
const instances: ReturnType<typeof createServeServer>[] = [];
const sites: string[] = [];

describe.skipIf(!hasRedis)('two instances sharing one Redis', () => {
  beforeAll(async () => {
    mockedApi.close();
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', work],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
      redis?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const origin = await listen(upstream);
    for (let i = 0; i < 2; i += 1) {
      const store = await createRedisStore({ url: `redis://127.0.0.1:${String(port)}`, prefix: 'test:' });
      stores.push(store);
      const instance = createServeServer({ dist: work, upstream: origin, log: false, cache: { store } });
      instances.push(instance);
      sites.push(await listen(instance));
    }
  }, 20_000);

  afterAll(async () => {
    for (const instance of instances) await new Promise((done) => instance.close(done));
    for (const store of stores) await store.close();
    redis?.kill('SIGTERM');
    upstream.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('asks the API once for twenty identical requests spread over both instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        get(`${sites[i % 2] ?? ''}/api/totd/0`, { Authorization: `Tmio secret-${String(i)}` }),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(
      new Set(answers.map((a) => JSON.parse(a.text) as unknown).map((body) => (body as { answered: string }).answered)),
    ).toEqual(new Set(['/api/totd/0']));
    expect(asked).toEqual([{ url: '/api/totd/0', authorization: undefined }]);
  });

  it('answers on one instance what the other fetched, with its Age, compressed as kept', async () => {
    asked.length = 0;
    const first = await get(`${sites[0] ?? ''}/api/map/abc`);
    const second = await get(`${sites[1] ?? ''}/api/map/abc`, { 'Accept-Encoding': 'br' });
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.age).toBe('0');
    expect(second.headers['cdn-cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=86400, stale-if-error=604800',
    );
    expect(asked).toHaveLength(1);
  });

  it('says on /healthz that the cache is Redis, and reachable', async () => {
    const health = await get(`${sites[1] ?? ''}/healthz`);
    expect(JSON.parse(health.text)).toMatchObject({ status: 'ok', cache: 'redis', cacheReachable: true });
  });

  it('answers within a second while Redis is frozen (it keeps the connection but answers nothing), and says so on /healthz', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    redis?.kill('SIGSTOP');
    try {
      asked.length = 0;
      const started = performance.now();
      const answer = await get(`${sites[0] ?? ''}/api/club/4`);
      expect([answer.status, answer.headers['x-cache']]).toEqual([200, 'MISS']);
      // One read and one lock, each given up after its command time (500 ms), then the API's own 60 ms.
      expect(performance.now() - started).toBeLessThan(1500);
      const checked = performance.now();
      const health = await get(`${sites[1] ?? ''}/healthz`);
      expect(performance.now() - checked).toBeLessThan(1000);
      expect([health.status, JSON.parse(health.text)]).toEqual([
        200,
        expect.objectContaining({ status: 'degraded', cacheReachable: false }),
      ]);
      // Said once, not once per failed command.
      expect(
        logged.mock.calls.filter(([message]) => String(message).startsWith('answer cache: no answer within')).length,
      ).toBe(1);
    } finally {
      redis?.kill('SIGCONT');
      logged.mockRestore();
    }
    // Back: the answer this instance fetched is shared with the other one again.
    await vi.waitFor(
      async () => expect(JSON.parse((await get(`${sites[1] ?? ''}/healthz`)).text)).toMatchObject({ status: 'ok' }),
      { timeout: 5000 },
    );
  });

  it('goes on without the cache when Redis goes away, and says so on /healthz and in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const stopped = new Promise((done) => redis?.once('exit', done));
      redis?.kill('SIGTERM');
      await stopped;
      asked.length = 0;
      const answer = await get(`${sites[0] ?? ''}/api/club/5`);
      expect([answer.status, answer.headers['x-cache']]).toEqual([200, 'MISS']);
      expect(asked).toHaveLength(1);
      const health = await get(`${sites[0] ?? ''}/healthz`);
      expect(JSON.parse(health.text)).toMatchObject({ status: 'degraded', cache: 'redis', cacheReachable: false });
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^answer cache: /));
    } finally {
      logged.mockRestore();
    }
  });
});
