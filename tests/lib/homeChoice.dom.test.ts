// @vitest-environment jsdom
// "Open on my home": the signed-in visitor's choice, kept in this browser, read defensively, and heard of by the
// account menu's checkbox whether this tab or another one changed it. localStorage is emptied after each test
// (tests/setup.ts).
import { describe, expect, it, vi } from 'vitest';
import { OPEN_ON_HOME_KEY, OPEN_ON_HOME_VALUE, readOpenOnHome } from '../../src/lib/homeChoice';
import { subscribeOpenOnHome, writeOpenOnHome } from '../../src/lib/homeChoiceStore';

describe('reading "Open on my home"', () => {
  it('is off until chosen, and on once the value is kept', () => {
    expect(readOpenOnHome()).toBe(false);
    localStorage.setItem(OPEN_ON_HOME_KEY, OPEN_ON_HOME_VALUE);
    expect(readOpenOnHome()).toBe(true);
  });

  it('is off for any other value (hand-edited or damaged)', () => {
    for (const value of ['true', '0', '']) {
      localStorage.setItem(OPEN_ON_HOME_KEY, value);
      expect(readOpenOnHome()).toBe(false);
    }
  });

  it('is off when the storage cannot be read', () => {
    localStorage.setItem(OPEN_ON_HOME_KEY, OPEN_ON_HOME_VALUE);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readOpenOnHome()).toBe(false);
  });
});

describe('writing "Open on my home"', () => {
  it('keeps the choice on, and forgets it when turned off', () => {
    writeOpenOnHome(true);
    expect(readOpenOnHome()).toBe(true);
    writeOpenOnHome(false);
    expect(readOpenOnHome()).toBe(false);
    expect(localStorage.getItem(OPEN_ON_HOME_KEY)).toBeNull();
  });

  it('does not throw when the storage refuses it, and the choice stays off', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeOpenOnHome(true)).not.toThrow();
    expect(readOpenOnHome()).toBe(false);
  });
});

describe('the checkbox following the choice', () => {
  it('hears of a change made in this tab, until it stops listening', () => {
    const heard: boolean[] = [];
    const stop = subscribeOpenOnHome(() => heard.push(readOpenOnHome()));
    writeOpenOnHome(true);
    writeOpenOnHome(false);
    expect(heard).toEqual([true, false]);
    stop();
    writeOpenOnHome(true);
    expect(heard).toEqual([true, false]);
  });

  it('hears of another tab changing the choice or clearing the storage, not of other keys', () => {
    let heard = 0;
    const stop = subscribeOpenOnHome(() => {
      heard += 1;
    });
    window.dispatchEvent(new StorageEvent('storage', { key: OPEN_ON_HOME_KEY }));
    expect(heard).toBe(1);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(heard).toBe(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(heard).toBe(2);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: OPEN_ON_HOME_KEY }));
    expect(heard).toBe(2);
  });

  it('is told of a change the storage refused, so it shows the choice as it reads', () => {
    const heard: boolean[] = [];
    const stop = subscribeOpenOnHome(() => heard.push(readOpenOnHome()));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    writeOpenOnHome(true);
    expect(heard).toEqual([false]);
    stop();
  });
});
