// @vitest-environment jsdom
// The followed ids every list reads for the star beside a name (PlayerLink): which players get it, from both stored
// versions of the list, and when a list re-reads them (this tab's changes, another tab's, storage cleared).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOWING_KEY, followedIds, notifyFollowing, subscribeFollowing } from '../../src/lib/followedIds';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

afterEach(() => {
  localStorage.clear();
});

const stored = (value: unknown) => {
  localStorage.setItem(FOLLOWING_KEY, JSON.stringify(value));
};

describe('the followed ids', () => {
  it('are the ids of the stored list, in lower case, from version 1 and from a bare list (version 0)', () => {
    expect(FOLLOWING_KEY).toBe('following');
    stored({
      version: 1,
      players: [
        { id: A.toUpperCase(), addedAt: 1 },
        { id: B, addedAt: 2 },
      ],
      snapshots: {},
    });
    expect([...followedIds()]).toEqual([A, B]);
    stored([B, A]);
    expect([...followedIds()]).toEqual([B, A]);
  });

  it('leave out entries without a text id, and are none for anything else', () => {
    stored({ version: 1, players: [{ id: A }, { id: 7 }, null, { name: 'x' }, 12, B] });
    expect([...followedIds()]).toEqual([A, B]);
    for (const text of ['{not json', '"hello"', 'null', '{"players":{"id":"x"}}', '{}']) {
      localStorage.setItem(FOLLOWING_KEY, text);
      expect([...followedIds()]).toEqual([]);
    }
    localStorage.removeItem(FOLLOWING_KEY);
    expect([...followedIds()]).toEqual([]);
  });

  it('are the same set until the stored list changes, then a new one', () => {
    stored([A]);
    const first = followedIds();
    expect(followedIds()).toBe(first);
    stored([A, B]);
    const second = followedIds();
    expect(second).not.toBe(first);
    expect([...second]).toEqual([A, B]);
  });

  it('are none when the browser blocks storage', () => {
    stored([A]);
    expect([...followedIds()]).toEqual([A]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect([...followedIds()]).toEqual([]);
  });
});

describe('a list that shows stars', () => {
  it("hears of this tab's changes, and of another tab's or cleared storage, until it unsubscribes", () => {
    const heard: string[] = [];
    const stop = subscribeFollowing(() => heard.push('first'));
    const stopSecond = subscribeFollowing(() => heard.push('second'));
    notifyFollowing();
    expect(heard).toEqual(['first', 'second']);
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWING_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(heard).toEqual(['first', 'second', 'first', 'second', 'first', 'second']);
    stop();
    notifyFollowing();
    expect(heard.slice(6)).toEqual(['second']);
    stopSecond();
    window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWING_KEY }));
    notifyFollowing();
    expect(heard).toHaveLength(7);
  });

  it('stops listening to other tabs once the last list unsubscribes, and starts again with the next', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const add = vi.spyOn(window, 'addEventListener');
    const stop = subscribeFollowing(() => undefined);
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    const stopSecond = subscribeFollowing(() => undefined);
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    stop();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0);
    stopSecond();
    expect(remove.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
  });
});
