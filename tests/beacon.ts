import { vi } from 'vitest';

/** Stands in for the browser's navigator.sendBeacon (jsdom has none), recording each beacon's URL and path. */
export function stubBeacon() {
  const beacons: { url: string; path: string | null }[] = [];
  const sendBeacon = vi.fn((url: string, body?: BodyInit | null) => {
    beacons.push({ url, path: body instanceof URLSearchParams ? body.get('path') : null });
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return { beacons, sendBeacon };
}
