import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

const typeCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

const medal = (id: string, type: string, details: Record<string, number>) => ({
  timestamp: '2026-11-01T18:00:00+00:00',
  achievement: {
    trophyAchievementId: id,
    trophyAchievementType: 'SoloMedal',
    trophySoloMedalAchievementType: type,
    seasonId: 'group-1',
  },
  details,
  map: { mapUid: `Uid${id}`, name: `Map ${id}` },
  counts: [0, 1, 0, 0, 0, 0, 0, 0, 0],
});

// A medal type that names the medal ("SilverMedal") and a level that names it again read "Silver medal · silver medal".
describe('a trophy gain of a medal', () => {
  it('says the medal once, with the medal it went up from, and says the medal reached for a type that does not name it', async () => {
    const gains = [
      medal('a', 'SilverMedal', { rank: 0, level: 2 }),
      medal('b', 'GoldMedal', { rank: 0, level: 3, previousLevel: 1 }),
      medal('c', 'AuthorMedal', { rank: 0 }),
      medal('d', 'WeeklyShorts', { level: 3, previousLevel: 2 }),
      medal('e', 'WeeklyShorts', { level: 2 }),
    ];
    server.use(
      http.get('/api/player/:id/trophies/:page', () => HttpResponse.json({ total: gains.length, page: 0, gains })),
    );
    renderRoute('/player/mockpilot/trophies');
    await screen.findByRole('table');
    expect(typeCells()).toEqual([
      'MedalSilver medal',
      'MedalGold medal (up from bronze)',
      'MedalAuthor medal',
      'MedalWeekly shorts · gold medal (up from silver)',
      'MedalWeekly shorts · silver medal',
    ]);
  });
});
