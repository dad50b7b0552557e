import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { trophyPage } from '../../../src/mocks/data/playerTrophies';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

// "1 point", never "1 points": a gain of a single tier-1 trophy is worth one point.
describe('a trophy gain worth one point', () => {
  it('says "1 point", and "12 points" for more', async () => {
    const page = trophyPage(demo.team.index, 0);
    const [first, second] = page.gains;
    if (!first || !second) throw new Error('two gains expected');
    const gains = [
      { ...first, counts: [1, 0, 0, 0, 0, 0, 0, 0, 0] },
      { ...second, counts: [2, 1, 0, 0, 0, 0, 0, 0, 0] },
    ];
    server.use(http.get('/api/player/:id/trophies/:page', () => HttpResponse.json({ ...page, gains, total: 2 })));
    renderRoute('/player/demo-team/trophies');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('1 point')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('12 points')).toBeInTheDocument();
  });
});
