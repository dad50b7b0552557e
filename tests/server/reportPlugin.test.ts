// The dev server's POST /report (server/reportPlugin.ts): its middleware behind a plain HTTP server, as Vite's connect
// stack calls it, printing each report in the terminal through Vite's logger.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { server as mockedApi } from '../../src/mocks/node';
import { driftReportReceiver } from '../../server/reportPlugin';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const printed: string[] = [];
let middleware: Middleware | undefined;
let http: Server;
let origin = '';

beforeAll(async () => {
  mockedApi.close();
  const fakeVite = {
    config: { logger: { warn: (text: string) => printed.push(text) } },
    middlewares: { use: (handler: Middleware) => (middleware = handler) },
  } as unknown as ViteDevServer;
  const plugin = driftReportReceiver();
  if (typeof plugin.configureServer !== 'function') throw new Error('the plugin has no configureServer');
  await plugin.configureServer.call({} as never, fakeVite);
  http = createServer((req, res) => {
    middleware?.(req, res, () => res.writeHead(404).end('next'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((http.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

describe('the dev server’s /report', () => {
  it('prints each report of a beacon on a line of its own', async () => {
    const reports = [
      { endpoint: '/api/player/{id}', field: 'meta.profile', problem: 'dropped', count: 3 },
      { endpoint: '/api/totd/{n}', field: '', problem: 'failed', count: 1 },
    ];
    const answer = await fetch(`${origin}/report`, {
      method: 'POST',
      body: JSON.stringify({ version: '0.1.0+3f2a9c1', reports }),
    });
    expect(answer.status).toBe(204);
    expect(printed).toEqual([
      '[api-drift] /api/player/{id} meta.profile: dropped ×3 (build 0.1.0+3f2a9c1)',
      '[api-drift] /api/totd/{n} (the answer): failed ×1 (build 0.1.0+3f2a9c1)',
    ]);
  });

  it('checks reports as the production server does, and leaves other paths to Vite', async () => {
    printed.length = 0;
    const extraKey = JSON.stringify({
      version: '0.1.0',
      reports: [{ endpoint: '/api/x', field: 'a', problem: 'dropped', count: 1, name: 'Tortorul_Ra' }],
    });
    expect((await fetch(`${origin}/report`, { method: 'POST', body: extraKey })).status).toBe(400);
    expect((await fetch(`${origin}/report`)).status).toBe(405);
    expect((await fetch(`${origin}/report`, { method: 'POST', body: 'x'.repeat(9000) })).status).toBe(413);
    expect(printed).toEqual([]);
    expect(await (await fetch(`${origin}/reports`)).text()).toBe('next');
  });
});
