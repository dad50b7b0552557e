// POST /report on the production server (server/report.ts behind server/app.ts), as the app's beacon and as anyone
// else on the internet would call it: good reports, oversized, malformed and never-ending bodies, other methods and
// floods. The server is started in this process on a free port, with its clock and log in the test's hands.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server as mockedApi } from '../../src/mocks/node';
import { createServeServer } from '../../server/app';
import { RateTable } from '../../server/rateTable';
import type { DriftReportBatch } from '../../server/reportShape';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let site = '';
let port = 0;
let clock = Date.parse('2026-11-18T10:30:00Z');
const logged: { batch: DriftReportBatch; time: Date }[] = [];
const dist = mkdtempSync(join(tmpdir(), 'report-test-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Trackmania.io</title><div id="root"></div>');
let server: Server;

// Every test posts as its own visitor (X-Forwarded-For, trusted here), so the rate limit of one does not reach another.
let visitor = 0;
const nextVisitor = () => `203.0.113.${String((visitor += 1))}`;

/** One exchange; `body` is written as it is (a string, or chunks with no Content-Length). */
function post(
  body: string | string[],
  headers: Record<string, string> = {},
  method = 'POST',
  from = nextVisitor(),
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = typeof body === 'string' ? { 'Content-Length': String(Buffer.byteLength(body)) } : {};
    const outgoing = request(
      `${site}/report`,
      { method, headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': from, ...sent, ...headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    // The server may close the connection on a body it refused while this side still writes: the answer came first.
    outgoing.on('error', (error) => (outgoing.writableFinished ? undefined : reject(error)));
    for (const chunk of typeof body === 'string' ? [body] : body) outgoing.write(chunk);
    outgoing.end();
  });
}

const REPORT = { endpoint: '/api/player/{id}', field: 'meta.profile', problem: 'dropped', count: 3 };
const body = (value: unknown) => JSON.stringify(value);

beforeAll(async () => {
  // Real HTTP on loopback: the mocked API of tests/setup.ts would take the requests for itself.
  mockedApi.close();
  server = createServeServer({
    dist,
    upstream: 'http://127.0.0.1:9',
    report: {
      trustProxy: true,
      now: () => clock,
      bodyTimeoutMs: 300,
      onReports: (batch, time) => logged.push({ batch, time }),
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  site = `http://127.0.0.1:${String(port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('POST /report', () => {
  it('takes a beacon’s reports with 204 and hands each on with the build version and the time', async () => {
    logged.length = 0;
    const second = {
      endpoint: '/api/totd/{n}',
      field: 'days[].map.authorplayer.zone',
      problem: 'unreadable',
      count: 1,
    };
    const answer = await post(body({ version: '0.1.0+3f2a9c1', reports: [REPORT, second] }));
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(logged).toEqual([
      { batch: { version: '0.1.0+3f2a9c1', reports: [REPORT, second] }, time: new Date('2026-11-18T10:30:00Z') },
    ]);
    // application/json is a report too (a maintainer's curl).
    expect((await post(body({ version: '1', reports: [REPORT] }), { 'Content-Type': 'application/json' })).status).toBe(
      204,
    );
  });

  it('writes one JSON line per report to stdout by default', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    const plain = createServeServer({ dist, report: { now: () => clock } });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${String((plain.address() as AddressInfo).port)}`;
      const answer = await fetch(`${origin}/report`, {
        method: 'POST',
        body: body({ version: '0.1.0', reports: [REPORT, { ...REPORT, problem: 'failed', count: 1 }] }),
      });
      expect(answer.status).toBe(204);
    } finally {
      plain.closeAllConnections();
      await new Promise((resolve) => plain.close(resolve));
    }
    // Beside them, the requests' own lines (server/requestLog.ts, tested in serve.test.ts), this test's and maybe an
    // earlier one's, written when its connection closed.
    expect(lines.filter((line) => !line.includes('"type":"request"'))).toEqual([
      '{"type":"api-drift","time":"2026-11-18T10:30:00.000Z","version":"0.1.0","endpoint":"/api/player/{id}","field":"meta.profile","problem":"dropped","count":3}',
      '{"type":"api-drift","time":"2026-11-18T10:30:00.000Z","version":"0.1.0","endpoint":"/api/player/{id}","field":"meta.profile","problem":"failed","count":1}',
    ]);
  });

  it('refuses a body over 8 KB with 413 before reading it all', async () => {
    logged.length = 0;
    const many = Array.from({ length: 20 }, () => ({
      ...REPORT,
      field: 'x'.repeat(120),
      endpoint: `/api/${'y'.repeat(115)}`,
    }));
    const big = body({ version: '0.1.0', reports: many });
    expect(big.length).toBeGreaterThan(4 * 1024);
    const padded = big.replace('{', `{${' '.repeat(8 * 1024)}`);
    expect((await post(padded)).status).toBe(413);
    // Said to be 50 MB, 1 KB sent: the answer comes without the rest.
    expect((await post(['{'.padEnd(1024)], { 'Content-Length': String(50 * 1024 * 1024) })).status).toBe(413);
    // No length said (chunked): counted as it comes.
    expect((await post(Array.from({ length: 10 }, () => ' '.repeat(1024)))).status).toBe(413);
    expect(logged).toEqual([]);
  });

  it('answers 400 to anything that is not a report, and logs nothing', async () => {
    logged.length = 0;
    const wrong: unknown[] = [
      [REPORT],
      { version: '0.1.0', reports: [REPORT], extra: 1 },
      { version: '0.1.0' },
      { version: '0.1.0', reports: [] },
      { version: '0.1.0', reports: Array.from({ length: 21 }, () => REPORT) },
      { version: '0.1.0', reports: [{ ...REPORT, player: 'Tortorul_Ra' }] },
      { version: '0.1.0', reports: [{ endpoint: REPORT.endpoint, field: REPORT.field, problem: REPORT.problem }] },
      { version: '0.1.0', reports: [{ ...REPORT, count: 0 }] },
      { version: '0.1.0', reports: [{ ...REPORT, count: 1.5 }] },
      { version: '0.1.0', reports: [{ ...REPORT, count: '3' }] },
      { version: '0.1.0', reports: [{ ...REPORT, count: 100_001 }] },
      { version: '0.1.0', reports: [{ ...REPORT, problem: 'broken' }] },
      { version: '0.1.0', reports: [{ ...REPORT, endpoint: '/player/{id}' }] },
      { version: '0.1.0', reports: [{ ...REPORT, endpoint: '/api/player/{id}?name=Tortorul_Ra' }] },
      { version: '0.1.0', reports: [{ ...REPORT, endpoint: '/api/player/Tortorul Ra' }] },
      { version: '0.1.0', reports: [{ ...REPORT, endpoint: `/api/${'a'.repeat(120)}` }] },
      { version: '0.1.0', reports: [{ ...REPORT, field: 'meta.<script>' }] },
      { version: '0.1.0', reports: [{ ...REPORT, field: 'name "Tortorul_Ra"' }] },
      { version: '0.1.0', reports: [{ ...REPORT, field: 'x'.repeat(121) }] },
      { version: '0.1.0', reports: [{ ...REPORT, field: 3 }] },
      { version: '0.1.0 beta', reports: [REPORT] },
      { version: 'v'.repeat(65), reports: [REPORT] },
      { version: 7, reports: [REPORT] },
      null,
      'report',
    ];
    for (const value of wrong) {
      expect((await post(body(value))).status, body(value)).toBe(400);
    }
    // Not JSON, cut short, empty, or sent as a form.
    for (const text of [
      '{version',
      body({ version: '0.1.0', reports: [REPORT] }).slice(0, 40),
      '',
      '\u0000\u0001\u00ff',
    ]) {
      expect((await post(text)).status, text).toBe(400);
    }
    expect(
      (
        await post(body({ version: '0.1.0', reports: [REPORT] }), {
          'Content-Type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(400);
    expect(logged).toEqual([]);
  });

  it('takes an id-looking endpoint or field that keeps to the characters allowed', async () => {
    const ids = {
      ...REPORT,
      endpoint: '/api/player/5d6b1c42-0ba8-4b4c-a8d7-6e8f8c1d2a3b/matches/{n}',
      field: 'days[].map.uid',
    };
    expect((await post(body({ version: '0.1.0', reports: [ids] }))).status).toBe(204);
    // The app's name for the answer as a whole (a list that lost items, an answer that did not decode).
    expect((await post(body({ version: '0.1.0', reports: [{ ...REPORT, field: '(the answer)' }] }))).status).toBe(204);
    expect((await post(body({ version: '0.1.0', reports: [{ ...REPORT, field: '(the player)' }] }))).status).toBe(400);
  });

  it('answers 405 to any other method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await post('', {}, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('POST');
    }
  });

  it('answers 408 to a body that never ends, and goes on serving', async () => {
    const answer = await post(['{"version":'], { 'Content-Length': '500' }).catch(() => undefined);
    // The request above is left open by its writer: the server's timer (300 ms here, 10 s by default) ends it.
    expect(answer?.status).toBe(408);
    expect((await post(body({ version: '0.1.0', reports: [REPORT] }))).status).toBe(204);
  });

  it('lets 10 posts a minute through from one address, then says 429 with Retry-After', async () => {
    const from = nextVisitor();
    const good = body({ version: '0.1.0', reports: [REPORT] });
    for (let i = 0; i < 10; i += 1) expect((await post(good, {}, 'POST', from)).status).toBe(204);
    clock += 20_000;
    const refused = await post(good, {}, 'POST', from);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    // Garbage counts too: a flood of it is refused the same way.
    expect((await post('{', {}, 'POST', from)).status).toBe(429);
    // Another address is not held back, and a minute later this one may post again.
    expect((await post(good)).status).toBe(204);
    clock += 40_000;
    expect((await post(good, {}, 'POST', from)).status).toBe(204);
  });

  it('survives garbage, a cut connection and a flood, and still answers', async () => {
    // Not HTTP at all, then a post cut off halfway.
    for (const raw of [
      '\u0000\u0001garbage\r\n\r\n',
      `POST /report HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 300\r\n\r\n{"version":"0.1`,
    ]) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(raw);
          setTimeout(() => socket.destroy(), 50);
        });
        socket.on('close', () => resolve());
        socket.on('error', () => undefined);
      });
    }
    // 200 posts at once from as many addresses: the first 600 of a minute pass (this test's clock is its own minute).
    clock += 60_000;
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => post(body({ version: '0.1.0', reports: [REPORT] }))),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([204]));
    expect((await fetch(`${site}/`)).status).toBe(200);
  });
});

describe('the production server', () => {
  it('answers 400 to an address in the request line that is not one, instead of crashing', async () => {
    const status = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('POST http://[ HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'),
      );
      socket.on('data', (chunk: Buffer) => {
        resolve(chunk.toString().split('\r\n')[0] ?? '');
        socket.destroy();
      });
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetch(`${site}/`)).status).toBe(200);
  });
});

describe('the rate table', () => {
  it('stays within its size under a flood of new addresses, forgetting the oldest', () => {
    const table = new RateTable(10, 1_000_000, 60_000, 100);
    for (let i = 0; i < 10_000; i += 1) expect(table.take(`198.51.100.${String(i)}`, 1000)).toBe(0);
    expect(table.size).toBe(100);
    // An address seen a minute ago is forgotten, not kept for ever.
    expect(table.take('192.0.2.1', 61_000)).toBe(0);
    expect(table.size).toBe(1);
  });

  it('holds back everyone past the total of a minute, however many addresses post', () => {
    const table = new RateTable(10, 50, 60_000, 1000);
    const waits = Array.from({ length: 60 }, (_, i) => table.take(`198.51.100.${String(i)}`, 1000));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(50);
    expect(waits.at(-1)).toBe(60);
  });
});
