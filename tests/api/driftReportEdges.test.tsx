// @vitest-environment jsdom
// The drift alarm (src/api/driftReport.ts) at its edges: a report counted once per page view (the route in the
// address, its query left out), each beacon carrying only what came since the last, no empty beacon when the page is
// left, and nothing sent, ever, by a build with no collector at all.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFailed, resetDriftReports } from '../../src/api/driftReport';
import { stubTextBeacon } from '../beacon';
import { recordConsoleWarnings } from '../consoleErrors';

const REPORT_URL = 'https://reports.example/drift';

const warnings = recordConsoleWarnings();
let beacons: { url: string; body: string }[];

beforeEach(() => {
  resetDriftReports();
  beacons = stubTextBeacon().beacons;
});

afterEach(() => {
  resetDriftReports();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  location.hash = '';
});

/** The fields of the reports written to the console, in order. */
const consoleFields = () =>
  warnings
    .filter((line) => line.startsWith('[api-drift] '))
    .map((line) => (JSON.parse(line.slice('[api-drift] '.length)) as { field: string }).field);
/** The fields each beacon carried, one list per beacon. */
const beaconFields = () =>
  beacons.map((beacon) =>
    (JSON.parse(beacon.body) as { reports: { field: string }[] }).reports.map((report) => report.field),
  );

describe('a report', () => {
  it('is written once per page view: again on another route, not on the same route with another query', () => {
    location.hash = '#/player/a';
    reportFailed('/api/player/a', 'accountid');
    location.hash = '#/player/a?tab=matches';
    reportFailed('/api/player/a', 'accountid');
    location.hash = '#/player/b';
    reportFailed('/api/player/b', 'accountid');
    expect(consoleFields()).toEqual(['accountid', 'accountid']);
  });
});

describe('the collector', () => {
  it('gets in each beacon only the reports that came since the last one', () => {
    vi.useFakeTimers();
    vi.stubEnv('VITE_REPORT_URL', REPORT_URL);
    reportFailed('/api/totd/0', 'year');
    vi.advanceTimersByTime(1000);
    reportFailed('/api/totd/0', 'month');
    vi.advanceTimersByTime(1000);
    expect(beaconFields()).toEqual([['year'], ['month']]);
  });

  it('gets no empty beacon when the page is left with nothing new to send', () => {
    vi.useFakeTimers();
    vi.stubEnv('VITE_REPORT_URL', REPORT_URL);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
    reportFailed('/api/totd/0', 'year');
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconFields()).toEqual([['year']]);
  });

  it('gets what was gathered when the page is left before the second is up', () => {
    vi.useFakeTimers();
    vi.stubEnv('VITE_REPORT_URL', REPORT_URL);
    reportFailed('/api/totd/0', 'year');
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconFields()).toEqual([['year']]);
    expect(beacons[0]?.url).toBe(REPORT_URL);
  });

  it('gets nothing from a build that names no collector at all, and the console still gets the report', () => {
    vi.useFakeTimers();
    vi.stubEnv('VITE_REPORT_URL', undefined);
    reportFailed('/api/totd/0', 'year');
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
    expect(consoleFields()).toEqual(['year']);
  });
});
