import { describe, expect, it } from 'vitest';
import { idleModule } from '../../src/lib/idleModule';

// A chunk the first view does without (the login popup's, the player card's): asked once, kept, asked again after a
// failed download. These tests run without a document, so nothing is preloaded: only a use asks.
describe('a module loaded when idle or at its first use', () => {
  it('is asked for once, at the first use, and kept for uses that cannot wait', async () => {
    let asked = 0;
    const popup = idleModule(() => {
      asked += 1;
      return Promise.resolve({ open: 'the popup' });
    });
    expect(popup.current()).toBeUndefined();
    expect(asked).toBe(0);
    const [first, second] = await Promise.all([popup.load(), popup.load()]);
    expect(first).toEqual({ open: 'the popup' });
    expect(second).toBe(first);
    expect(popup.current()).toBe(first);
    expect(asked).toBe(1);
  });

  it('asks again after a failed download (offline on a first visit, then back online)', async () => {
    let asked = 0;
    const card = idleModule(() => {
      asked += 1;
      return asked === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ card: 'drawn' });
    });
    await expect(card.load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(card.current()).toBeUndefined();
    await expect(card.load()).resolves.toEqual({ card: 'drawn' });
    expect(card.current()).toEqual({ card: 'drawn' });
    expect(asked).toBe(2);
  });
});
