import { describe, expect, it } from 'vitest';
import { playerBadges, playerStyle } from '../../src/lib/playerStyle';

const TEAM = { className: 'player-team', label: 'Team member' };
const SPONSOR = { className: 'player-sponsor', label: 'Sponsor' };
const STAFF = { className: 'player-staff', label: 'Nadeo employee' };
const NONE = { className: '', label: '' };

describe('playerStyle: team over sponsor over staff', () => {
  it.each([
    [false, false, false, NONE],
    [false, false, true, STAFF],
    [false, true, false, SPONSOR],
    [false, true, true, SPONSOR],
    [true, false, false, TEAM],
    [true, false, true, TEAM],
    [true, true, false, TEAM],
    [true, true, true, TEAM],
  ])('team=%s sponsor=%s nadeo=%s', (team, sponsor, nadeo, style) => {
    expect(playerStyle({ team, sponsor, nadeo })).toEqual(style);
  });

  it('gives no style without meta, or with flags that are missing or not literally true', () => {
    expect(playerStyle(undefined)).toEqual(NONE);
    expect(playerStyle({ vanity: 'someone', comment: 'hi' })).toEqual(NONE);
    expect(playerStyle({ team: 'yes' as unknown as boolean, sponsor: 1 as unknown as boolean })).toEqual(NONE);
  });
});

describe('playerBadges', () => {
  it('lists every badge the player holds, in precedence order', () => {
    expect(playerBadges({ nadeo: true, sponsor: true, team: true }).map((badge) => badge.label)).toEqual([
      'Team member',
      'Sponsor',
      'Nadeo employee',
    ]);
    expect(playerBadges({ nadeo: true, sponsor: true }).map((badge) => badge.label)).toEqual([
      'Sponsor',
      'Nadeo employee',
    ]);
    expect(playerBadges({})).toEqual([]);
  });

  it('styles the tags: team primary, sponsor danger, staff its own colour', () => {
    const tags = playerBadges({ team: true, sponsor: true, nadeo: true }).map((badge) => badge.tagClassName);
    expect(tags).toEqual(['tag is-primary', 'tag is-danger', 'tag player-staff-tag']);
  });
});
