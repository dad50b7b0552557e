// @vitest-environment jsdom
// The drift alarm: what a person running the site learns when an answer changes shape, and what never leaves the
// browser. The answers are hand-written; the reports expected are written out.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import { endpointPattern, MAX_REPORTS_PER_VISIT, reportFailed } from '../../src/api/driftReport';
import { preloadPlayerPage } from '../pages/player/helpers';
import { stubTextBeacon } from '../beacon';
import { recordConsoleWarnings } from '../consoleErrors';

beforeAll(preloadPlayerPage);

const REPORT_URL = 'https://reports.example/drift';
const ACCOUNT = '0c4a1b2e-5f6d-4e8a-9b1c-2d3e4f5a6b7c';

/** A profile as a changed API might send it: a zone as text, meta as a list, a standing without its info. */
const bentProfile = {
  accountid: ACCOUNT,
  displayname: 'Kivotor',
  timestamp: '2021-03-04T05:06:07+00:00',
  trophies: { points: 1_234, counts: [4, 3], echelon: 2, zone: 'Europe', zonepositions: [] },
  matchmaking: [
    { total: 512_540 },
    { info: { typename: '3v3', typeid: 2, accountid: ACCOUNT, rank: 7, score: 4_210 }, total: 512_540 },
  ],
  meta: ['twitch', 'kivotor'],
};

const warnings = recordConsoleWarnings();
let beacons: { url: string; body: string }[];

beforeEach(() => {
  beacons = stubTextBeacon().beacons;
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

const driftLines = () => warnings.filter((line) => line.startsWith('[api-drift] '));
const reportsIn = (lines: string[]) =>
  lines.map((line) => {
    const { endpoint, field, problem, count } = JSON.parse(line.slice('[api-drift] '.length)) as Record<
      string,
      unknown
    >;
    return { endpoint, field, problem, count };
  });

describe('the drift alarm', () => {
  it('sends what a bent profile lost to VITE_REPORT_URL: endpoint pattern, field, problem, count and version only', async () => {
    vi.stubEnv('VITE_REPORT_URL', REPORT_URL);
    server.use(http.get('/api/player/:id', () => HttpResponse.json(bentProfile)));
    renderRoute(`/player/${ACCOUNT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kivotor' })).toBeInTheDocument();
    await waitFor(() => expect(beacons).toHaveLength(1));
    const [beacon] = beacons;
    expect(beacon?.url).toBe(REPORT_URL);
    const body = JSON.parse(beacon?.body ?? '') as { version: unknown; reports: unknown };
    expect(typeof body.version).toBe('string');
    expect(body.reports).toEqual([
      { endpoint: '/api/player/{id}', field: 'trophies.zone', problem: 'unreadable', count: 1 },
      { endpoint: '/api/player/{id}', field: 'matchmaking', problem: 'dropped', count: 1 },
      { endpoint: '/api/player/{id}', field: 'meta', problem: 'unreadable', count: 1 },
    ]);
    // Nothing that names the player or the moment: no account id, no name, no time, no social handle.
    for (const personal of [ACCOUNT, 'Kivotor', 'kivotor', '2021', '512540', '4210'])
      expect(beacon?.body).not.toContain(personal);
    // The page still shows what it could read.
    expect(screen.getByRole('heading', { level: 1, name: 'Kivotor' })).toBeVisible();
  });

  it('writes each report to the console, and sends nothing when VITE_REPORT_URL is unset, not even when the page is left', async () => {
    vi.stubEnv('VITE_REPORT_URL', '');
    server.use(http.get('/api/player/:id', () => HttpResponse.json(bentProfile)));
    renderRoute(`/player/${ACCOUNT}/matches`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kivotor' })).toBeInTheDocument();
    await waitFor(() => expect(reportsIn(driftLines())).toHaveLength(3));
    expect(reportsIn(driftLines())).toEqual([
      { endpoint: '/api/player/{id}', field: 'trophies.zone', problem: 'unreadable', count: 1 },
      { endpoint: '/api/player/{id}', field: 'matchmaking', problem: 'dropped', count: 1 },
      { endpoint: '/api/player/{id}', field: 'meta', problem: 'unreadable', count: 1 },
    ]);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
  });

  it('names the field of an answer that could not be read at all', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json({ displayname: 'Kivotor' })));
    renderRoute(`/player/${ACCOUNT}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be read (accountid)');
    expect(reportsIn(driftLines())).toEqual([
      { endpoint: '/api/player/{id}', field: 'accountid', problem: 'failed', count: 1 },
    ]);
  });

  it('tells an object moved under a new key: a meta whose links sit where no schema looks', async () => {
    server.use(
      http.get('/api/player/:id', () =>
        HttpResponse.json({ accountid: ACCOUNT, displayname: 'Kivotor', meta: { links: { discord: 'kivotor#1' } } }),
      ),
    );
    renderRoute(`/player/${ACCOUNT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kivotor' })).toBeInTheDocument();
    await waitFor(() =>
      expect(reportsIn(driftLines())).toEqual([
        { endpoint: '/api/player/{id}', field: 'meta.links', problem: 'unknown-shape', count: 1 },
      ]),
    );
  });

  it('stays quiet on a 2026 profile, on a 2024 one and on left-out keys', async () => {
    const profile2026 = { accountid: ACCOUNT, displayname: 'Kivotor', meta: { profile: { twitch: 'kivotor' } } };
    const profile2024 = {
      accountid: ACCOUNT,
      displayname: 'Kivotor',
      meta: { twitch: 'kivotor' },
      trophies: { points: 0 },
    };
    for (const profile of [profile2026, profile2024]) {
      server.use(http.get('/api/player/:id', () => HttpResponse.json(profile)));
      const { unmount } = renderRoute(`/player/${ACCOUNT}`);
      expect(await screen.findByRole('link', { name: 'Twitch: kivotor' })).toBeInTheDocument();
      unmount();
    }
    expect(driftLines()).toEqual([]);
  });

  it('reports at most 20 times in one visit', () => {
    for (let index = 0; index < MAX_REPORTS_PER_VISIT + 5; index += 1)
      reportFailed('/api/totd/0', `days.${String(index)}.field${String(index)}`);
    expect(driftLines()).toHaveLength(20);
  });

  it('reads every path as a pattern: ids, vanity names, uids, numbers and searches left out', () => {
    expect(endpointPattern(`/api/player/${ACCOUNT}/matches/2/0`)).toBe('/api/player/{id}/matches/{n}/{n}');
    expect(endpointPattern('/api/player/wirtual')).toBe('/api/player/{id}');
    expect(endpointPattern('/api/players/find?search=Kaizer&page=0')).toBe('/api/players/find');
    expect(endpointPattern('/api/leaderboard/Personal_Best/ABCdef123ghiJKL456mno789pq?offset=0&length=100')).toBe(
      '/api/leaderboard/{id}/{id}',
    );
    expect(endpointPattern('/api/campaigns/club/2?search=Winter%20Cup')).toBe('/api/campaigns/club/{n}');
  });
});
