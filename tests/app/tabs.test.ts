import { describe, expect, it } from 'vitest';
import { NAV_TABS, isTabActive, type NavTab } from '../../src/app/shell/tabs';

const tab = (label: string): NavTab => {
  const found = NAV_TABS.find((t) => t.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('the active tab rule', () => {
  it('is active on its path and below it', () => {
    expect(isTabActive(tab('TOTD'), '/totd')).toBe(true);
    expect(isTabActive(tab('TOTD'), '/totd/2024-3')).toBe(true);
    expect(isTabActive(tab('TOTD'), '/totd/leaderboard/abc/def')).toBe(true);
  });

  it('matches whole segments only', () => {
    expect(isTabActive(tab('TOTD'), '/totdx')).toBe(false);
    expect(isTabActive(tab('Matches'), '/matchesx')).toBe(false);
  });

  it('can be set to match exactly', () => {
    const exact: NavTab = { label: 'Campaigns', path: '/campaigns', exact: true };
    expect(isTabActive(exact, '/campaigns')).toBe(true);
    expect(isTabActive(exact, '/campaigns/weekly')).toBe(false);
  });

  it('counts a player page under Players and a match under Matches', () => {
    expect(isTabActive(tab('Players'), '/player/abc')).toBe(true);
    expect(isTabActive(tab('Matches'), '/match/lid-mtch-1')).toBe(true);
    expect(isTabActive(tab('Rankings'), '/matchmaking/2v2')).toBe(true);
    expect(isTabActive(tab('Players'), '/totd')).toBe(false);
  });
});
