// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOWING_KEY, dismissProblem, follow, getFollowing } from '../../src/lib/following';

// The followed players' list and the browser's storage: a list read stays stored, a blocked storage keeps the list
// for the page, and the message about a damaged list goes away leaving an empty list.

const A = 'aaaaaaaa-1111-4bbb-8ccc-dddddddddddd';
const B = 'bbbbbbbb-2222-4ccc-8ddd-eeeeeeeeeeee';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the followed players’ list in storage', () => {
  it('stays stored once read', () => {
    const text = JSON.stringify({ version: 1, players: [{ id: B, addedAt: 3 }], snapshots: {} });
    localStorage.setItem(FOLLOWING_KEY, text);
    expect(getFollowing().players).toEqual([{ id: B, addedAt: 3 }]);
    expect(localStorage.getItem(FOLLOWING_KEY)).toBe(text);
  });

  it('holds for the page when the browser blocks storage, with no message', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    expect(follow({ id: A }, 5)).toBe('followed');
    expect(getFollowing()).toEqual({ players: [{ id: A, addedAt: 5 }], snapshots: {} });
  });

  it('is empty, not unreadable, once the message about a damaged list is dismissed', () => {
    localStorage.setItem(FOLLOWING_KEY, '{not json');
    expect(getFollowing().problem).toBe(true);
    dismissProblem();
    expect(getFollowing()).toEqual({ players: [], snapshots: {} });
  });
});
