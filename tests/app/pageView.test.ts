import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderRoute } from '../render';
import { countPageView, setPageViewCounter } from '../../src/lib/pageView';

const COUNTER_URL = 'https://count.example/hit';

/** Stands in for the browser's navigator.sendBeacon (jsdom has none), recording each beacon's URL and path. */
function stubBeacon() {
  const beacons: { url: string; path: string | null }[] = [];
  const sendBeacon = vi.fn((url: string, body?: BodyInit | null) => {
    beacons.push({ url, path: body instanceof URLSearchParams ? body.get('path') : null });
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return { beacons, sendBeacon };
}

beforeEach(() => {
  // Other tests install their own counter: these check the one the build configures.
  setPageViewCounter(undefined);
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the page-view counter', () => {
  it('sends the path of each title change to VITE_PAGEVIEW_URL by beacon', async () => {
    vi.stubEnv('VITE_PAGEVIEW_URL', COUNTER_URL);
    const { beacons } = stubBeacon();
    const { router } = renderRoute('/privacy');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Privacy policy'));
    expect(beacons.at(-1)).toEqual({ url: COUNTER_URL, path: '/privacy' });
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
