// The drift alarm without a page around it: what goes to the console and to the collector, how often, and what a
// report never carries. The pages' own reports are tested in driftReport.test.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endpointPattern,
  MAX_REPORTS_PER_VISIT,
  reportDecoded,
  reportFailed,
  resetDriftReports,
} from '../../src/api/driftReport';

const REPORT_URL = 'https://reports.example/drift';
/** The build's version, which every report carries (the test runs name their own). */
const BUILD = expect.any(String) as unknown as string;

let warnings: string[];
let beacons: { url: string; body: unknown }[];

beforeEach(() => {
  resetDriftReports();
  warnings = [];
  beacons = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: unknown) => {
      beacons.push({ url, body });
      return true;
    },
  });
});

afterEach(() => {
  resetDriftReports();
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** The reports written to the console, as a maintainer reads them. */
const consoleReports = () =>
  warnings
    .filter((line) => line.startsWith('[api-drift] '))
    .map((line) => JSON.parse(line.slice('[api-drift] '.length)) as unknown);

describe('a decoded answer that lost something', () => {
  it('is written to the console, one line per field and problem, with the endpoint as a pattern and the build', () => {
    reportDecoded(
      '/api/player/acc-1?x=1',
      { zone: 'Europe', tops: [{ id: 1 }, {}] },
      { zone: undefined, tops: [{ id: 1 }] },
    );
    expect(consoleReports()).toEqual([
      { endpoint: '/api/player/{id}', field: 'zone', problem: 'unreadable', count: 1, version: BUILD },
      { endpoint: '/api/player/{id}', field: 'tops', problem: 'dropped', count: 1, version: BUILD },
    ]);
  });

  it('says nothing when nothing was lost', () => {
    reportDecoded('/api/totd/0', { year: 2026 }, { year: 2026 });
    expect(warnings).toEqual([]);
  });

  it('is reported once per page view, endpoint, field and problem', () => {
    for (let n = 0; n < 3; n += 1) reportFailed('/api/totd/0', 'days.3.map');
    reportFailed('/api/totd/1', 'days.4.map');
    reportFailed('/api/totd/0', 'year');
    reportDecoded('/api/totd/0', { year: 'x' }, { year: Number.NaN });
    expect(consoleReports()).toEqual([
      { endpoint: '/api/totd/{n}', field: 'days[].map', problem: 'failed', count: 1, version: BUILD },
      { endpoint: '/api/totd/{n}', field: 'year', problem: 'failed', count: 1, version: BUILD },
      { endpoint: '/api/totd/{n}', field: 'year', problem: 'unreadable', count: 1, version: BUILD },
    ]);
  });

  it('stops at 20 reports in one visit, and starts again with the next', () => {
    expect(MAX_REPORTS_PER_VISIT).toBe(20);
    for (let n = 0; n < 25; n += 1) reportFailed('/api/totd/0', `field${String(n)}`);
    expect(consoleReports()).toHaveLength(20);
    resetDriftReports();
    reportFailed('/api/totd/0', 'field0');
    expect(consoleReports()).toHaveLength(21);
  });

  it('never throws, whatever it is given', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => {
      reportDecoded('/api/totd/0', loop, {
        self: {
          get boom(): never {
            throw new Error('boom');
          },
        },
      });
    }).not.toThrow();
  });
});

describe('the collector', () => {
  it('gets the reports of a second in one beacon, as text, with the build and no personal data', () => {
    vi.useFakeTimers();
    vi.stubEnv('VITE_REPORT_URL', ` ${REPORT_URL} `);
    reportFailed('/api/player/acc-1', 'accountid');
    reportFailed('/api/players/find?search=Kivotor', '2.player');
    vi.advanceTimersByTime(999);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(REPORT_URL);
    expect(typeof beacons[0]?.body).toBe('string');
    expect(JSON.parse(String(beacons[0]?.body))).toEqual({
      version: BUILD,
      reports: [
        { endpoint: '/api/player/{id}', field: 'accountid', problem: 'failed', count: 1 },
        { endpoint: '/api/players/find', field: '[].player', problem: 'failed', count: 1 },
      ],
    });
    expect(String(beacons[0]?.body)).not.toMatch(/acc-1|Kivotor/);
    reportFailed('/api/totd/0', 'year');
    vi.advanceTimersByTime(1000);
    expect(beacons).toHaveLength(2);
  });

  it('gets nothing when no collector is named, or a blank one, or the browser has no beacons', () => {
    vi.useFakeTimers();
    for (const url of ['', '   ']) {
      vi.stubEnv('VITE_REPORT_URL', url);
      reportFailed('/api/totd/0', `year${url.length}`);
      vi.advanceTimersByTime(2000);
    }
    expect(beacons).toEqual([]);
    expect(consoleReports()).toHaveLength(2);
    vi.stubEnv('VITE_REPORT_URL', REPORT_URL);
    vi.stubGlobal('navigator', {});
    reportFailed('/api/totd/0', 'month');
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
    expect(beacons).toEqual([]);
  });
});

describe('an endpoint as a pattern', () => {
  it('keeps the API’s own words and reads every other segment as {n} or {id}', () => {
    expect(endpointPattern('/api/totd/today')).toBe('/api/totd/today');
    expect(endpointPattern('/api/comp/123/challenge/45/0')).toBe('/api/comp/{n}/challenge/{n}/{n}');
    expect(endpointPattern('/api/club/5/members/0#top')).toBe('/api/club/{n}/members/{n}');
    expect(endpointPattern('/api/campaign/seasonal/12')).toBe('/api/campaign/seasonal/{n}');
    expect(endpointPattern('/api/leaderboard/personal/map/Uid9')).toBe('/api/leaderboard/personal/map/{id}');
    expect(endpointPattern('/api/player/12ab')).toBe('/api/player/{id}');
  });
});
