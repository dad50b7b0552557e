// Small rules of src/lib at their edges: pasted ids with spaces, script names, social handles, address choices,
// scores and ranks that are not finite numbers, round times.
import { describe, expect, it } from 'vitest';
import { waitSeconds } from '../../src/lib/waitEstimate';
import { accountIdToLogin } from '../../src/lib/accountLogin';
import { defineChoices } from '../../src/lib/choices';
import { betterOf, leadText, whoIsAhead } from '../../src/lib/headToHead';
import { formatScore, medalFor, parseOffsetParam } from '../../src/lib/leaderboard';
import { nextMedal } from '../../src/lib/records';
import { gamemodeLabel, scriptKey } from '../../src/lib/roomRules';
import { roundTiming } from '../../src/lib/roundStatus';
import { parseRouteId } from '../../src/lib/routeId';
import { mastodonUrl, twitterUrl } from '../../src/lib/socialLinks';
import { trophyPoints } from '../../src/lib/trophies';

describe('an account id pasted with spaces around it', () => {
  it('gives the same login as the bare id', () => {
    expect(accountIdToLogin('  00000000-0000-0000-0000-000000000000 ')).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(accountIdToLogin(' fbfffbff-fbff-fbff-fbff-fbfffbfffbff\n')).toBe('-__7__v_-__7__v_-__7_w');
  });
});

describe('room scripts', () => {
  it('lose "TM_" only at the start and "_Online" only at the end of their key', () => {
    expect(scriptKey('My_TM_Cup_Online')).toBe('my_tm_cup');
    expect(scriptKey('TM_Cup_Online_Test')).toBe('cup_online_test');
    expect(scriptKey('TrackMania/TM_Cup_Online.Script.txt')).toBe('cup');
  });

  it('show a path ending in a folder as sent, without the spaces around it', () => {
    expect(gamemodeLabel('  TrackMania/  ')).toBe('TrackMania/');
  });
});

describe('social links', () => {
  it('make no Mastodon link of a handle followed by more text', () => {
    expect(mastodonUrl('kivo@mastodon.social/about')).toBeNull();
    expect(mastodonUrl('kivo@mastodon.social')).toBe('https://mastodon.social/@kivo');
  });

  it('drop only a leading @ from an X (Twitter) name', () => {
    expect(twitterUrl('@kivo')).toBe('https://twitter.com/kivo');
    expect(twitterUrl('ki@vo')).toBe('https://twitter.com/ki%40vo');
  });
});

describe('address choices read whatever the case', () => {
  const show = () =>
    defineChoices(
      [
        { id: 'stunt', label: 'Stunt' },
        { id: 'all', label: 'All' },
      ],
      'all',
      { ignoreCase: true },
    );

  it('read "STUNT" as stunt, but not a look-alike letter that only capitals turn into an "S"', () => {
    const choices = show();
    expect(choices.parse('STUNT')).toBe('stunt');
    // "ſ" (the long s) is "S" in capitals, yet no "s" in lower case: the address names no choice.
    expect(choices.parse('ſtunt')).toBeUndefined();
  });

  it('label an id the list does not hold with the id itself', () => {
    const choices = show();
    expect(choices.label('stunt')).toBe('Stunt');
    expect(choices.label('platform' as 'all')).toBe('platform');
  });
});

describe('scores that are not finite numbers', () => {
  const map = { authorScore: 40_000, goldScore: 42_000, silverScore: 45_000, bronzeScore: 50_000 };

  it('show "-" and earn no medal when infinite; 0 is a score', () => {
    expect(formatScore(Number.POSITIVE_INFINITY, 'race')).toBe('-');
    expect(formatScore(0, 'stunt')).toBe('0 pts');
    expect(formatScore(-1, 'stunt')).toBe('-');
    expect(medalFor(Number.POSITIVE_INFINITY, map, 'stunt')).toBeUndefined();
    expect(medalFor(0, map, 'race')).toBe('author');
    expect(nextMedal(Number.POSITIVE_INFINITY, map, 'race')).toBeUndefined();
    expect(nextMedal(41_000, map, 'race')).toEqual({ medal: 'author', gap: 1_000 });
  });

  it('count no trophies for an infinite count', () => {
    expect(trophyPoints([Number.POSITIVE_INFINITY, 2])).toBe(20);
  });

  it('decide nobody ahead by an infinite rank or value', () => {
    expect(whoIsAhead({ rank: Number.POSITIVE_INFINITY, div: 1 }, { rank: 5, div: 2 })).toBe('a');
    expect(betterOf(Number.POSITIVE_INFINITY, 2, 'lower')).toBeUndefined();
    expect(betterOf(2, Number.NaN, 'higher')).toBeUndefined();
  });
});

describe('addresses and times that are no number', () => {
  it('read a missing offset or id as none', () => {
    expect(parseOffsetParam(null)).toBe(0);
    expect(parseOffsetParam(' 200 ')).toBe(200);
    expect(parseRouteId(undefined)).toBeUndefined();
    expect(parseRouteId('42')).toBe(42);
  });

  it('give no round timing for an infinite end', () => {
    expect(roundTiming(0, Number.POSITIVE_INFINITY, 1_700_000_000)).toBeUndefined();
    expect(roundTiming(Number.POSITIVE_INFINITY, 1_700_000_100, 1_700_000_000)).toEqual({
      label: 'Ends',
      at: 1_700_000_100,
    });
  });
});

describe('edges of two small rules', () => {
  it('a wait for no requests, or a count that is not one, is no wait', () => {
    expect(waitSeconds(-3)).toBe(0);
    expect(waitSeconds(Number.NaN)).toBe(0);
  });

  it('a lead names the player ahead, whichever side they are on', () => {
    expect(leadText(['A', 'B'], 2, 1)).toBe('A leads 2–1');
    expect(leadText(['A', 'B'], 1, 2)).toBe('B leads 2–1');
  });
});
