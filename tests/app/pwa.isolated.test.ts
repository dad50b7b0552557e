import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNotices, setNotices } from '../../src/lib/notices';

// The offline worker's registration, with workbox-window replaced by a stand-in that records what the app asks.
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  registered: 0,
  skipWaiting: 0,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register() {
      workbox.registered += 1;
      return Promise.resolve(undefined);
    }
    messageSkipWaiting() {
      workbox.skipWaiting += 1;
    }
  },
}));

afterEach(() => {
  setNotices({ reloadToUpdate: undefined });
  workbox.listeners.clear();
});

describe('the offline worker registration', () => {
  it('registers, and asks before a waiting new version takes over', async () => {
    // jsdom has no service workers: a navigator that has them.
    vi.stubGlobal('navigator', Object.create(navigator, { serviceWorker: { value: {} } }) as Navigator);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const { registerWorker } = await import('../../src/app/pwa');
    registerWorker();
    expect(workbox.registered).toBe(1);
    expect(getNotices().reloadToUpdate).toBeUndefined();

    workbox.listeners.get('waiting')?.();
    const update = getNotices().reloadToUpdate;
    expect(update).toBeTypeOf('function');
    // Nothing is swapped until the visitor presses Reload.
    expect(workbox.skipWaiting).toBe(0);
    update?.();
    expect(workbox.skipWaiting).toBe(1);
    // The page reloads once the new worker controls it.
    workbox.listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
