// Small rules of src/lib read directly: an error text ended as a sentence, the value a leaderboard row is ranked by,
// and the shell's notices telling whoever listens.
import { afterEach, describe, expect, it } from 'vitest';
import { asSentence } from '../../src/lib/format';
import { recordValue } from '../../src/lib/leaderboard';
import { getNotices, setNotices, subscribeNotices } from '../../src/lib/notices';

describe('an error text as a sentence', () => {
  it('ends a text without a stop with a full stop', () => {
    expect(asSentence('Player not found')).toBe('Player not found.');
    expect(asSentence('Version 2.1 is out')).toBe('Version 2.1 is out.');
  });

  it('keeps the text’s own ending, and trims the spaces around it', () => {
    expect(asSentence('Player not found.')).toBe('Player not found.');
    expect(asSentence('Too many requests!')).toBe('Too many requests!');
    expect(asSentence('Is the server down?')).toBe('Is the server down?');
    expect(asSentence('  Try again later.  ')).toBe('Try again later.');
    expect(asSentence(' Try again later ')).toBe('Try again later.');
  });
});

describe('the value a leaderboard row is ranked by', () => {
  it('is the time on race maps, or the score when the row has no time', () => {
    expect(recordValue({ time: 41_234, score: 7 }, 'race')).toBe(41_234);
    expect(recordValue({ score: 41_234 }, 'race')).toBe(41_234);
  });

  it('is the score on other maps, then the points, then the time', () => {
    expect(recordValue({ score: 3, points: 12, time: 41_234 }, 'platform')).toBe(3);
    expect(recordValue({ points: 12, time: 41_234 }, 'stunt')).toBe(12);
    expect(recordValue({ time: 41_234 }, 'royal')).toBe(41_234);
    expect(recordValue({}, 'stunt')).toBeUndefined();
  });
});

describe('the shell’s notices', () => {
  afterEach(() => {
    setNotices({ storeDropped: false, reloadToUpdate: undefined });
  });

  it('tell a listener of each change, until it stops listening', () => {
    let heard = 0;
    const stop = subscribeNotices(() => {
      heard += 1;
    });
    setNotices({ storeDropped: true });
    expect(heard).toBe(1);
    expect(getNotices().storeDropped).toBe(true);
    stop();
    setNotices({ storeDropped: false });
    expect(heard).toBe(1);
  });
});
