import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { currentPath, renderRoute } from '../../render';
import { totdToday } from '../../../src/mocks/handlers/totd';
import { mapByUid } from '../../../src/mocks/data/mapByUid';
import { toPlainText } from '../../../src/lib/gameText';
import { nameOf } from '../../gameTextQueries';
import { positionRows } from './helpers';

// /leaderboard names no map: like /player and /match going to their lists, it goes to today's Track of the Day
// leaderboard instead of the not-found page.
describe('/leaderboard alone', () => {
  it('goes to today’s Track of the Day leaderboard', async () => {
    const today = totdToday();
    const { router } = renderRoute('/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: nameOf(toPlainText(mapByUid(today.uid).name)) })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/totd/leaderboard/today');
    expect(await positionRows()).toHaveLength(15);
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
  });
});
