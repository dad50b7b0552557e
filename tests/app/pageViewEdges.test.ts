// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_VIEW_SETTLE_MS,
  countPageView,
  flushPageView,
  notePageTitle,
  setPageViewCounter,
  startPageView,
} from '../../src/lib/pageView';
import { stubBeacon } from '../beacon';

// The page-view counter's edges without rendering a page: a counter URL written with spaces, a page opened again, a
// title set twice, and a page hidden in a freshly loaded app.

const record = () => {
  const views: { title: string; path: string }[] = [];
  setPageViewCounter((view) => views.push(view));
  return views;
};

beforeEach(() => {
  // Each test opens addresses of its own: an address still shown from the test before would be the same visit.
  // A view an earlier test left waiting is counted now, before anything is recorded.
  setPageViewCounter(() => undefined);
  flushPageView();
  vi.useFakeTimers();
});

afterEach(() => {
  setPageViewCounter(() => undefined);
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the build’s counter', () => {
  it('sends to the counter URL without the spaces around it', () => {
    setPageViewCounter(undefined);
    vi.stubEnv('VITE_PAGEVIEW_URL', '  https://count.example/hit  ');
    const { beacons } = stubBeacon();
    countPageView('Trackmania.io', '/totd');
    expect(beacons).toEqual([{ url: 'https://count.example/hit', path: '/totd' }]);
  });

  it('sends nothing when the counter URL is only spaces, or not set', () => {
    setPageViewCounter(undefined);
    const { beacons } = stubBeacon();
    vi.stubEnv('VITE_PAGEVIEW_URL', '   ');
    countPageView('Trackmania.io', '/totd');
    vi.stubEnv('VITE_PAGEVIEW_URL', undefined);
    countPageView('Trackmania.io', '/totd');
    expect(beacons).toEqual([]);
  });
});

describe('a page view', () => {
  it('is one view when the app shows an address twice before its title settled (a mount run twice)', () => {
    const views = record();
    startPageView('Trackmania.io', '/clubs');
    startPageView('Trackmania.io', '/clubs');
    notePageTitle('Trackmania.io - Clubs', '/clubs');
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    expect(views).toEqual([{ title: 'Trackmania.io - Clubs', path: '/clubs' }]);
    // Shown again once counted: the reader opened it again, another view.
    startPageView('Trackmania.io - Clubs', '/clubs');
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    expect(views).toHaveLength(2);
  });

  it('is one view, with the last title, when the app shows a titled address again before its view was counted', () => {
    const views = record();
    startPageView('Trackmania.io - Clubs', '/clubs');
    vi.advanceTimersByTime(500);
    startPageView('Trackmania.io - Club Alpha', '/clubs');
    // The wait starts again from the new title.
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS - 1);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(views).toEqual([{ title: 'Trackmania.io - Club Alpha', path: '/clubs' }]);
  });

  it('is not counted for an address that only redirects: left before any page gave it a title', () => {
    const views = record();
    startPageView('Trackmania.io', '/');
    startPageView('Trackmania.io', '/totd');
    notePageTitle('Trackmania.io - Track of the Day', '/totd');
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    expect(views).toEqual([{ title: 'Trackmania.io - Track of the Day', path: '/totd' }]);
  });

  it('waits from the last change of title, not from the same title set again', () => {
    const views = record();
    notePageTitle('Trackmania.io - Rooms', '/rooms');
    vi.advanceTimersByTime(500);
    notePageTitle('Trackmania.io - Rooms', '/rooms');
    vi.advanceTimersByTime(500);
    expect(views).toEqual([{ title: 'Trackmania.io - Rooms', path: '/rooms' }]);
  });

  it('of the next address waits for its own title, whatever the last address’s wait', () => {
    const views = record();
    notePageTitle('Trackmania.io - Players', '/players');
    vi.advanceTimersByTime(200);
    notePageTitle('Trackmania.io', '/totd');
    vi.advanceTimersByTime(700);
    notePageTitle('Trackmania.io - Track of the Day', '/totd');
    // 1 s after the first address was opened: only that one is counted.
    vi.advanceTimersByTime(100);
    expect(views).toEqual([{ title: 'Trackmania.io - Players', path: '/players' }]);
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS - 100);
    expect(views).toEqual([
      { title: 'Trackmania.io - Players', path: '/players' },
      { title: 'Trackmania.io - Track of the Day', path: '/totd' },
    ]);
  });

  // The counter as an app just loaded has it: a module of its own, loaded before the test as the app loads it before
  // anyone acts (the test's coverage is then what it does; no other module is loaded again).
  let fresh: typeof import('../../src/lib/pageView');
  beforeAll(async () => {
    fresh = (await import(
      /* @vite-ignore */ `../../src/lib/pageView.ts?load=${crypto.randomUUID()}`
    )) as typeof import('../../src/lib/pageView');
  });

  it('is counted when the page is hidden, in an app just loaded', () => {
    const views: { title: string; path: string }[] = [];
    fresh.setPageViewCounter((view) => views.push(view));
    fresh.notePageTitle('Trackmania.io - Clubs', '/clubs');
    window.dispatchEvent(new Event('pagehide'));
    expect(views).toEqual([{ title: 'Trackmania.io - Clubs', path: '/clubs' }]);
    fresh.setPageViewCounter(() => undefined);
  });
});
