import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderRoute } from '../render';
import {
  PAGE_VIEW_SETTLE_MS,
  countPageView,
  flushPageView,
  notePageTitle,
  setPageViewCounter,
} from '../../src/lib/pageView';
import { stubBeacon } from '../beacon';

const COUNTER_URL = 'https://count.example/hit';

beforeEach(() => {
  // A view an earlier test left waiting is counted now, before anything is recorded.
  setPageViewCounter(() => undefined);
  flushPageView();
  // Other tests install their own counter: these check the one the build configures.
  setPageViewCounter(undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the page-view counter', () => {
  it('sends the path of each page view to VITE_PAGEVIEW_URL by beacon', async () => {
    vi.stubEnv('VITE_PAGEVIEW_URL', COUNTER_URL);
    const { beacons } = stubBeacon();
    const { router } = renderRoute('/privacy');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Privacy policy'));
    await waitFor(() => expect(beacons.at(-1)).toEqual({ url: COUNTER_URL, path: '/privacy' }));
    await act(() => router.navigate('/cotd/2'));
    await waitFor(() => expect(beacons.at(-1)).toEqual({ url: COUNTER_URL, path: '/cotd/2' }));
    // Only the URL and the path leave: no title, no identifier.
    expect(beacons.every((beacon) => beacon.url === COUNTER_URL)).toBe(true);
  });

  it('sends nothing when VITE_PAGEVIEW_URL is unset', async () => {
    vi.stubEnv('VITE_PAGEVIEW_URL', '');
    const { sendBeacon } = stubBeacon();
    renderRoute('/privacy');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Privacy policy'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('never breaks the page: no beacon support, or a beacon that throws', () => {
    vi.stubEnv('VITE_PAGEVIEW_URL', COUNTER_URL);
    expect(() => countPageView('Trackmania.io', '/totd')).not.toThrow();
    const { sendBeacon } = stubBeacon();
    sendBeacon.mockImplementation(() => {
      throw new TypeError('blocked');
    });
    expect(() => countPageView('Trackmania.io', '/totd')).not.toThrow();
    expect(sendBeacon).toHaveBeenCalledWith(COUNTER_URL, expect.any(URLSearchParams));
  });
});

describe('a page view', () => {
  const record = () => {
    const views: { title: string; path: string }[] = [];
    setPageViewCounter((view) => views.push(view));
    return views;
  };
  afterEach(() => setPageViewCounter(() => undefined));

  // A page opens with the product name, then a loading title, then its own: that was counted three times.
  it('is counted once, with the title it settled on, a second after its last title change', () => {
    vi.useFakeTimers();
    const views = record();
    notePageTitle('Trackmania.io', '/cotd/2');
    notePageTitle('Trackmania.io - Cup of the Day', '/cotd/2');
    vi.advanceTimersByTime(300);
    notePageTitle('Trackmania.io - Cup of the Day #2', '/cotd/2');
    vi.advanceTimersByTime(999);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(views).toEqual([{ title: 'Trackmania.io - Cup of the Day #2', path: '/cotd/2' }]);
    // A title the same visit sets later is not another view.
    notePageTitle('Trackmania.io - Cup of the Day #2 (live)', '/cotd/2');
    vi.advanceTimersByTime(5000);
    expect(views).toHaveLength(1);
  });

  it('counts two addresses as two views, the first at once when it is left before its title settled', () => {
    vi.useFakeTimers();
    const views = record();
    notePageTitle('Trackmania.io', '/privacy');
    notePageTitle('Trackmania.io - Privacy policy', '/privacy');
    vi.advanceTimersByTime(200);
    notePageTitle('Trackmania.io', '/totd');
    expect(views).toEqual([{ title: 'Trackmania.io - Privacy policy', path: '/privacy' }]);
    notePageTitle('Trackmania.io - Track of the Day', '/totd');
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    expect(views).toEqual([
      { title: 'Trackmania.io - Privacy policy', path: '/privacy' },
      { title: 'Trackmania.io - Track of the Day', path: '/totd' },
    ]);
    // Back on the first address is a new visit, a new view.
    notePageTitle('Trackmania.io', '/privacy');
    notePageTitle('Trackmania.io - Privacy policy', '/privacy');
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    expect(views).toHaveLength(3);
  });

  it('is counted when the page is hidden before its title settled', () => {
    vi.useFakeTimers();
    const views = record();
    notePageTitle('Trackmania.io - Clubs', '/clubs');
    window.dispatchEvent(new Event('pagehide'));
    expect(views).toEqual([{ title: 'Trackmania.io - Clubs', path: '/clubs' }]);
    vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    expect(views).toHaveLength(1);
  });

  it('one navigation in the app sends one view, two send two, each with its page title', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const views = record();
    const { router } = renderRoute('/privacy');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Privacy policy'));
    act(() => {
      vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    });
    expect(views).toEqual([{ title: 'Trackmania.io - Privacy policy', path: '/privacy' }]);
    await act(() => router.navigate('/totd'));
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Track of the Day'));
    act(() => {
      vi.advanceTimersByTime(PAGE_VIEW_SETTLE_MS);
    });
    expect(views).toEqual([
      { title: 'Trackmania.io - Privacy policy', path: '/privacy' },
      { title: 'Trackmania.io - Track of the Day', path: '/totd' },
    ]);
  });
});
