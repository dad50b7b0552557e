// @vitest-environment jsdom
// The stars' followed ids at their edges: ids with letters read in lower case, a list that is text, and which storage
// events of another tab a list hears of.
import { afterEach, describe, expect, it } from 'vitest';
import { FOLLOWING_KEY, followedIds, subscribeFollowing } from '../../src/lib/followedIds';

const KIVO = 'aa5f4c8e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

afterEach(() => {
  localStorage.clear();
});

describe('the followed ids', () => {
  it('are read in lower case, so an id stored in capitals still stars its player', () => {
    localStorage.setItem(FOLLOWING_KEY, JSON.stringify({ version: 1, players: [{ id: KIVO.toUpperCase() }] }));
    expect([...followedIds()]).toEqual([KIVO]);
  });

  it('are none when the stored players are a text instead of a list', () => {
    localStorage.setItem(FOLLOWING_KEY, JSON.stringify({ version: 1, players: 'ab' }));
    expect([...followedIds()]).toEqual([]);
  });
});

describe('a list that shows stars', () => {
  it("does not hear of another tab's change to another key", () => {
    const heard: string[] = [];
    const stop = subscribeFollowing(() => heard.push('heard'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(heard).toEqual([]);
    stop();
  });

  it('hears of storage cleared in another tab', () => {
    const heard: string[] = [];
    const stop = subscribeFollowing(() => heard.push('heard'));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(heard).toEqual(['heard']);
    stop();
  });
});
