import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { TEST_NOW } from '../tests/clock';

// npm run smoke:live (scripts/smoke-live.ts) against the production build with the mocked API: the e2e server on the
// normal scenario, where every page is clean, and a server of this test's own on the drift scenario, where the walk
// must fail and name the endpoint and field of what the app reported. One walk each, with no pause between pages.

const TSX = join('node_modules', '.bin', 'tsx');
const NOW = new Date(TEST_NOW).toISOString();

interface Walk {
  code: number | null;
  output: string;
}

function walk(base: string): Promise<Walk> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['scripts/smoke-live.ts', '--base', base, '--pause-ms', '0', '--now', NOW], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The mocked server (scripts/mock-server.ts) on the build the suite tests, in a scenario, at the suite's moment. */
async function mockServer(env: Record<string, string>): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(TSX, ['scripts/mock-server.ts', process.env.E2E_DIST ?? 'dist'], {
    env: { ...process.env, ...env, PORT: String(port), MOCK_NOW: NOW },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`The mocked server did not start:\n${log}`)), 30_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
  });
  return { base: `http://127.0.0.1:${String(port)}/`, server };
}

test.describe('npm run smoke:live', () => {
  test('walks the site on the normal scenario without a drift report, an error box or a console error', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const { code, output } = await walk(baseURL ?? '');
    expect(output).toMatch(/^ok {3}http:\/\/127\.0\.0\.1:\d+\/#\/totd {2}0 drift reports, 0 error boxes, 0 console errors/m);
    // Each list's first item: a leaderboard, a player, a match, a cup, a campaign, a club, a room, an event.
    for (const path of ['#/totd/leaderboard/', '#/player/', '#/match/', '#/cotd/', '#/campaigns/seasonal/', '#/clubs/', '#/rooms/', '#/competitions/comp/']) {
      expect(output).toContain(`/${path}`);
    }
    expect(output).not.toMatch(/^FAIL/m);
    expect(output).toMatch(/^Smoke walk of http:\/\/127\.0\.0\.1:\d+\/ passed: 1[5-6] pages in [\d.]+ s, 0 drift reports, 0 error boxes, 0 console errors\.$/m);
    expect(code).toBe(0);
  });

  test('fails on the drift scenario, naming the endpoint and field of each report', async () => {
    test.setTimeout(120_000);
    const { base, server } = await mockServer({ MOCK_SCENARIO: 'drift', MOCK_DRIFT: 'rate=0.05;seed=7' });
    try {
      const { code, output } = await walk(base);
      // A page line: "FAIL <address>  1 drift report (/api/totd/{n} days dropped ×3), 0 error boxes, …".
      expect(output).toMatch(/^FAIL http:\/\/127\.0\.0\.1:\d+\/#\/\S+ {2}\d+ drift reports? \(\/api\/[\w/{}.-]+ \S+ (failed|dropped|unreadable|unknown-shape) ×\d+/m);
      expect(output).toMatch(/^Smoke walk of http:\/\/127\.0\.0\.1:\d+\/ FAILED: \d+ pages in [\d.]+ s, \d+ with problems \([1-9]\d* drift reports?, /m);
      expect(code).toBe(1);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
