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
    const child = spawn(TSX, ['scripts/smoke-live.ts', '--base', base, '--pause-ms', '0', '--now', NOW], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
  test('walks the site on the normal scenario without a drift report, an error box or a console error', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The address as the walk prints it, with its closing slash.
    const base = new URL(baseURL ?? 'http://127.0.0.1/').href;
    const { code, output } = await walk(base);
    // The lists and each one's first item (a leaderboard, a player, a match, a cup, a campaign, a club, a room, an
    // event), as the seeded mocks give them at TEST_NOW; each line ends in its time, which varies.
    for (const path of [
      '#/totd',
      '#/totd/leaderboard/a08018ea-2160-42e0-a2eb-726b22fd8450/TOTD20261117D6w8wXPZyaBpUi',
      '#/player/eefaecb8-872d-40ec-9aa3-9625b24c3fac',
      '#/player/eefaecb8-872d-40ec-9aa3-9625b24c3fac/2v2',
      '#/matches',
      '#/match/LID-MTCH-m500000f9xitkmw',
      '#/cotd',
      '#/cotd/25360',
      '#/campaigns',
      '#/campaigns/seasonal/1025',
      '#/clubs',
      '#/clubs/10000',
      '#/clubs/10000/activities',
      '#/rooms/10000/106055',
      '#/competitions',
      '#/competitions/comp/90999',
    ]) {
      expect(output).toContain(`ok   ${base}${path}  0 drift reports, 0 error boxes, 0 console errors  [`);
    }
    expect(output).not.toMatch(/^FAIL/m);
    // The time the walk took varies: only it is a pattern.
    expect(output).toMatch(
      /^Smoke walk of http:\/\/127\.0\.0\.1:\d+\/ passed: 16 pages in [\d.]+ s, 0 drift reports, 0 error boxes, 0 console errors\.$/m,
    );
    expect(code).toBe(0);
  });

  test('fails on the drift scenario, naming the endpoint and field of each report', async () => {
    test.setTimeout(120_000);
    const { base, server } = await mockServer({ MOCK_SCENARIO: 'drift', MOCK_DRIFT: 'rate=0.05;seed=7' });
    try {
      const { code, output } = await walk(base);
      // Seed 7 bends the same values of the same answers on every run: the reports are known, word for word.
      expect(output).toContain(
        `FAIL ${base}#/totd  1 drift report (/api/totd/{n} days dropped ×3), 0 error boxes, 0 console errors  [`,
      );
      expect(output).toContain(
        `FAIL ${base}#/cotd  2 drift reports (/api/cotd/players/{n}/{id} players dropped ×2; /api/cotd/{n} competitions dropped ×1), 0 error boxes, 0 console errors  [`,
      );
      expect(output).toContain(
        `FAIL ${base}#/rooms/10000/106055  1 drift report (/api/room/{n}/{n} maps[].submitterplayer unreadable ×1), 0 error boxes, 0 console errors  [`,
      );
      // The port and the time the walk took vary. So do the totals of pages with problems and of reports, from one
      // version of the app to the next, as its schemas learn to report more dropped rows (the pages above are checked
      // word for word): they are patterns too.
      expect(output).toMatch(
        /^Smoke walk of http:\/\/127\.0\.0\.1:\d+\/ FAILED: 15 pages in [\d.]+ s, \d+ with problems \(\d+ drift reports, 0 error boxes, 0 console errors\)\.$/m,
      );
      expect(code).toBe(1);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
