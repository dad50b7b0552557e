// Every address a link of the app points to, written out: a wrong segment or a missing encoding sends a visitor to
// another page (or to "Page not found").
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/lib/paths';

describe('the addresses of the pages', () => {
  it('gives the fixed pages their own address', () => {
    expect([paths.home(), paths.privacy(), paths.userEdit(), paths.records(), paths.following()]).toEqual([
      '/',
      '/privacy',
      '/user/edit',
      '/records',
      '/following',
    ]);
    expect([paths.rooms(), paths.clubs(), paths.competitions(), paths.ads()]).toEqual([
      '/rooms',
      '/clubs',
      '/competitions',
      '/ads',
    ]);
  });

  it('gives Track and Cup of the Day a month, a day and a leaderboard', () => {
    expect(paths.totd()).toBe('/totd');
    expect(paths.totd('')).toBe('/totd');
    expect(paths.totd('2024-01')).toBe('/totd/2024-01');
    expect(paths.totdToday()).toBe('/totd/today');
    expect(paths.totdLeaderboard('group/a', 'uid 1')).toBe('/totd/leaderboard/group%2Fa/uid%201');
    expect(paths.totdLeaderboardToday()).toBe('/totd/leaderboard/today');
    expect(paths.cotd()).toBe('/cotd');
    expect(paths.cotd(0)).toBe('/cotd/0');
    expect(paths.cotd(6123)).toBe('/cotd/6123');
  });

  it('gives campaigns their tab, a campaign, its leaderboards and its activity', () => {
    expect(paths.campaigns()).toBe('/campaigns');
    expect(paths.campaigns('')).toBe('/campaigns');
    expect(paths.campaigns('seasonal')).toBe('/campaigns/seasonal');
    expect(paths.campaign('seasonal', 42)).toBe('/campaigns/seasonal/42');
    expect(paths.campaign(150, 7)).toBe('/campaigns/150/7');
    expect(paths.campaignLeaderboard('grp', 'uid')).toBe('/campaigns/leaderboard/grp/uid');
    expect(paths.campaignActivity()).toBe('/campaigns/activity');
    expect(paths.campaignActivity('')).toBe('/campaigns/activity');
    expect(paths.campaignActivity('g 1')).toBe('/campaigns/activity/g%201');
  });

  it('gives a map leaderboard its group only when there is one', () => {
    expect(paths.mapLeaderboard(undefined, 'uid')).toBe('/leaderboard/uid');
    expect(paths.mapLeaderboard('', 'uid')).toBe('/leaderboard/uid');
    expect(paths.mapLeaderboard('Personal_Best', 'uid?x')).toBe('/leaderboard/Personal_Best/uid%3Fx');
  });

  it('gives rooms, clubs and their activities their ids', () => {
    expect(paths.room(5, 9)).toBe('/rooms/5/9');
    expect(paths.roomLeaderboard('uid#1')).toBe('/rooms/leaderboard/uid%231');
    expect(paths.club(77)).toBe('/clubs/77');
    expect(paths.club(77, '')).toBe('/clubs/77');
    expect(paths.club(77, 'members')).toBe('/clubs/77/members');
    expect(paths.clubNews(77, 1)).toBe('/clubs/77/news/1');
    expect(paths.clubSkins(77, 2)).toBe('/clubs/77/skins/2');
    expect(paths.clubItems(77, 3)).toBe('/clubs/77/items/3');
    expect(paths.clubMaps(77, 4)).toBe('/clubs/77/maps/4');
    expect(paths.clubFolder(77, 5)).toBe('/clubs/77/folder/5');
  });

  it('tells a new event from a legacy one', () => {
    expect(paths.competition(90997)).toBe('/competitions/comp/90997');
    expect(paths.legacyCompetition(3050)).toBe('/competitions/3050');
  });

  it('gives players, their tabs, a comparison and the player groups', () => {
    expect(paths.player('acc-1')).toBe('/player/acc-1');
    expect(paths.player('acc-1', '')).toBe('/player/acc-1');
    expect(paths.player('Ana B', 'cotd')).toBe('/player/Ana%20B/cotd');
    expect(paths.compare('a/1', 'b')).toBe('/compare/a%2F1/b');
    expect(paths.players()).toBe('/players');
    expect(paths.players('')).toBe('/players');
    expect(paths.players('nadeo')).toBe('/players/nadeo');
  });

  it('gives the rankings a tab and a zone only under a tab', () => {
    expect(paths.top()).toBe('/top');
    expect(paths.top('', 'zone-1')).toBe('/top');
    expect(paths.top('trophies')).toBe('/top/trophies');
    expect(paths.top('trophies', '')).toBe('/top/trophies');
    expect(paths.top('trophies', 'zone 1')).toBe('/top/trophies/zone%201');
    expect(paths.matchmaking()).toBe('/matchmaking');
    expect(paths.matchmaking('')).toBe('/matchmaking');
    expect(paths.matchmaking('royal')).toBe('/matchmaking/royal');
    expect(paths.matches()).toBe('/matches');
    expect(paths.matches('')).toBe('/matches');
    expect(paths.matches('3v3')).toBe('/matches/3v3');
    expect(paths.match('LID-MTCH-1')).toBe('/match/LID-MTCH-1');
  });
});
