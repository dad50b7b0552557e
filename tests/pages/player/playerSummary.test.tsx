import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setScenario } from '../../../src/mocks/scenarios';
import { divisionName, divisionProgress, standingScore } from '../../../src/lib/matchmaking';
import { formatNumber } from '../../../src/lib/format';
import { trophyPoints } from '../../../src/lib/trophies';
import { demo, preloadPlayerPage, profileAt, zoneNames } from './helpers';

beforeAll(preloadPlayerPage);

describe('the summary tab', () => {
  it('shows trophy points, echelon, the count of each tier and the zone positions along the chain', async () => {
    const profile = profileAt(demo.mockUser.index);
    renderRoute('/player/mockpilot');
    const trophies = await screen.findByRole('region', { name: 'Trophies' });
    expect(profile.trophies.points).toBe(trophyPoints(profile.trophies.counts));
    expect(within(trophies).getByText(formatNumber(profile.trophies.points))).toBeInTheDocument();
    expect(within(trophies).getByRole('img', { name: `Echelon ${profile.trophies.echelon}` })).toBeInTheDocument();
    const tiers = within(trophies).getByRole('list', { name: 'Trophies per tier' });
    const items = within(tiers).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    items.forEach((item, index) => {
      expect(within(item).getByRole('img', { name: `Tier ${index + 1} trophy` })).toBeInTheDocument();
      expect(item).toHaveTextContent(formatNumber(profile.trophies.counts[index] ?? 0));
    });
    const positions = within(trophies).getByRole('list', { name: 'Zone positions' });
    const names = zoneNames(profile.trophies.zone);
    expect(within(positions).getAllByRole('listitem').map((item) => item.textContent.trim())).toEqual(
      names.map((name, index) => `#${formatNumber(profile.trophies.zonepositions[index] ?? 0)} in ${name}`),
    );
  });

  it('shows each matchmaking rank: division icon, score, progress to the next division and rank among all', async () => {
    const profile = profileAt(demo.mockUser.index);
    renderRoute('/player/mockpilot');
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    const labels = { 5: 'Ranked 2v2', 2: 'Ranked 3v3', 3: 'Royal' } as Record<number, string>;
    expect(within(ranks).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ranked 2v2', 'Ranked 3v3', 'Royal']);
    for (const { info, total } of profile.matchmaking) {
      const item = within(ranks).getByRole('listitem', { name: labels[info.typeid ?? 0] });
      const name = divisionName(info.division);
      expect(within(item).getByRole('img', { name })).toBeInTheDocument();
      expect(item).toHaveTextContent(standingScore(info));
      expect(item).toHaveTextContent(`Rank ${formatNumber(info.rank ?? 0)} of ${formatNumber(total)}`);
      const progress = divisionProgress(info);
      if (progress === undefined) expect(item).toHaveTextContent('Top division');
      else expect(within(item).getByRole('progressbar', { name: `Progress to ${divisionName(info.division_next)}` })).toHaveAttribute('value', String(Math.round(progress * 100)));
    }
  });

  it('shows wins for Royal and the top division of the best players', async () => {
    renderRoute('/player/demo-team');
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    const royal = within(ranks).getByRole('listitem', { name: 'Royal' });
    expect(royal).toHaveTextContent(/\d+ wins/);
    expect(within(ranks).getByRole('listitem', { name: 'Ranked 2v2' })).toHaveTextContent('Top division');
    expect(within(ranks).getByRole('listitem', { name: 'Ranked 2v2' })).toHaveTextContent('Trackmaster');
  });

  it('lists only the types a player has played', async () => {
    renderRoute('/player/demo-staff');
    const ranks = await screen.findByRole('region', { name: 'Matchmaking' });
    expect(within(ranks).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Ranked 2v2', 'Ranked 3v3']);
  });

  it('says when a player has not played any official matches and has no trophies', async () => {
    renderRoute('/player/demo-newcomer');
    expect(await screen.findByText('This player has not played any official matches yet.')).toBeInTheDocument();
    expect(screen.getByText('This player has no trophies yet.')).toBeInTheDocument();
  });

  it('shows the no-matches message in the empty scenario', async () => {
    setScenario('empty');
    renderRoute('/player/demo-team');
    expect(await screen.findByText('This player has not played any official matches yet.')).toBeInTheDocument();
  });
});
