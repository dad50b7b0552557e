import { vi } from 'vitest';

/** Stands in for the browser's navigator.sendBeacon (jsdom has none), recording what `record` reads of each beacon. */
function installBeacon<Beacon>(record: (url: string, body: BodyInit | null | undefined) => Beacon) {
  const beacons: Beacon[] = [];
  const sendBeacon = vi.fn((url: string, body?: BodyInit | null) => {
    beacons.push(record(url, body));
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  return { beacons, sendBeacon };
}

/** The page-view counter's beacons: each one's URL and the path it counts. */
export const stubBeacon = () =>
  installBeacon((url, body) => ({ url, path: body instanceof URLSearchParams ? body.get('path') : null }));

/** The drift alarm's beacons: each one's URL and its text body (JSON). */
export const stubTextBeacon = () => installBeacon((url, body) => ({ url, body: typeof body === 'string' ? body : '' }));
