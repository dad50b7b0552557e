// The API closes a kept-alive connection just as the server takes it for the next request (each side's idle timeout):
// the server asks once more on a new connection, for a request that changes nothing, instead of failing a visitor.
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mockedApi } from '../../src/mocks/node';
import { createServeServer } from '../../server/app';
import { call, listen } from './http';

const dist = mkdtempSync(join(tmpdir(), 'keep-alive-test-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
/** A stand-in API that answers one request per connection, then drops the connection when it is used again. */
const served = new WeakSet<object>();
let dropped = 0;
const upstream = createServer((req, res) => {
  if (served.has(req.socket)) {
    dropped += 1;
    req.socket.destroy();
    return;
  }
  served.add(req.socket);
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ path: req.url }));
});
let site = '';
let app: ReturnType<typeof createServeServer>;

beforeAll(async () => {
  mockedApi.close();
  app = createServeServer({ dist, upstream: await listen(upstream), log: false });
  site = await listen(app);
});

afterAll(async () => {
  app.closeAllConnections();
  await new Promise((done) => app.close(done));
  upstream.closeAllConnections();
  upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a kept-alive connection the API dropped', () => {
  it('is asked again on a new one: shared misses, forwarded calls and images all answer', async () => {
    const statuses: number[] = [];
    for (const path of [
      '/api/totd/0',
      '/api/totd/1',
      '/api/leaderboard/personal/map/a',
      '/api/leaderboard/personal/map/b',
      '/img/flags/FRA.jpg',
      '/img/flags/GER.jpg',
    ]) {
      statuses.push((await call(`${site}${path}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // The stand-in did drop connections the server had kept: the retries were needed.
    expect(dropped).toBeGreaterThan(0);
  });
});
