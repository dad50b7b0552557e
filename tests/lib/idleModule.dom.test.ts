// @vitest-environment jsdom
// When a module the first view does without is asked for, in a browser: at once when the page has already loaded,
// else after the load event once the browser is idle (or half a second later where there is no requestIdleCallback).
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
  it('is asked for at once when the page has already loaded', async () => {
    expect(document.readyState).toBe('complete');
    const { calls, importer } = counted({ popup: 'login' });
    const popup = idleModule(importer);
    expect(calls.asked).toBe(1);
    await vi.waitFor(() => expect(popup.current()).toEqual({ popup: 'login' }));
    await popup.load();
    expect(calls.asked).toBe(1);
  });

  it('waits for the load event while the page loads, then for the browser to be idle', () => {
    pageStillLoading();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const { calls, importer } = counted({ card: 'player' });
    idleModule(importer);
    expect(calls.asked).toBe(0);
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
    let asked = 0;
    const card = idleModule(() => {
      asked += 1;
      return asked === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ card: 'drawn' });
    });
    expect(asked).toBe(1);
    // The failed preload settles first (no unhandled rejection), then the person's first use comes.
    await new Promise((settled) => setTimeout(settled, 0));
    expect(card.current()).toBeUndefined();
    await expect(card.load()).resolves.toEqual({ card: 'drawn' });
    expect(asked).toBe(2);
  });
});
