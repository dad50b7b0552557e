// @vitest-environment jsdom
// When a module the first view does without is asked for, in a browser: once the page has loaded and the browser is
// idle (or half a second later where there is no requestIdleCallback), also when the page had loaded before the module
// came: the app's code arrives after the load event, and the first view's work is still to do then.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleModule } from '../../src/lib/idleModule';

/** An importer that counts how often it is asked. */
function counted<T>(loaded: T) {
  const calls = { asked: 0 };
  const importer = () => {
    calls.asked += 1;
    return Promise.resolve(loaded);
  };
  return { calls, importer };
}

const pageStillLoading = () => vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');

afterEach(() => {
  vi.useRealTimers();
});

describe('a module loaded when idle, in a browser', () => {
  it('waits for the browser to be idle when the page has already loaded', async () => {
    expect(document.readyState).toBe('complete');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { calls, importer } = counted({ popup: 'login' });
    const popup = idleModule(importer);
    expect(calls.asked).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(calls.asked).toBe(1);
    await vi.waitFor(() => expect(popup.current()).toEqual({ popup: 'login' }));
    await popup.load();
    expect(calls.asked).toBe(1);
  });

  it('asks half a second later, when the page has already loaded, where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    expect(typeof requestIdleCallback).toBe('undefined');
    const { calls, importer } = counted({ card: 'player' });
    idleModule(importer);
    vi.advanceTimersByTime(499);
    expect(calls.asked).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls.asked).toBe(1);
  });

  it('waits for the load event while the page loads, then for the browser to be idle', () => {
    pageStillLoading();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { calls, importer } = counted({ card: 'player' });
    idleModule(importer);
    expect(calls.asked).toBe(0);
    expect(idle).toHaveLength(0);
    dispatchEvent(new Event('load'));
    expect(calls.asked).toBe(0);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(calls.asked).toBe(1);
  });

  it('asks half a second after the load event where the browser has no requestIdleCallback', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    pageStillLoading();
    expect(typeof requestIdleCallback).toBe('undefined');
    const { calls, importer } = counted({ card: 'player' });
    idleModule(importer);
    vi.advanceTimersByTime(1_000);
    expect(calls.asked).toBe(0);
    dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(499);
    expect(calls.asked).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls.asked).toBe(1);
  });

  it('asks again at the first use after a failed preload (offline on a first visit)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let asked = 0;
    const card = idleModule(() => {
      asked += 1;
      return asked === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ card: 'drawn' });
    });
    vi.advanceTimersByTime(500);
    expect(asked).toBe(1);
    // The failed preload settles first (no unhandled rejection), then the person's first use comes.
    vi.useRealTimers();
    await new Promise((settled) => setTimeout(settled, 0));
    expect(card.current()).toBeUndefined();
    await expect(card.load()).resolves.toEqual({ card: 'drawn' });
    expect(asked).toBe(2);
  });
});
