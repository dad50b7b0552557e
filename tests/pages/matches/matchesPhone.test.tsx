import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { matchListPage } from '../../../src/mocks/data/matches';

beforeAll(async () => {
  await import('../../../src/pages/matches/MatchesPage');
});

/** The cells a phone shows: Bulma hides `is-hidden-mobile` ones up to 768 px. */
const shown = (cells: HTMLElement[]) => cells.filter((cell) => !cell.classList.contains('is-hidden-mobile'));

describe('the matches list on a phone', () => {
  it('keeps each row to id, maps (start and status under them) and the Info link, so Info stays in the window', async () => {
    setViewportWidth(390);
    renderRoute('/matches/royal');
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(shown(within(table).getAllByRole('columnheader')).map((th) => th.textContent)).toEqual([
      'ID',
      'Maps',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    const expected = matchListPage(3, 0);
    // The first map of each match, as a person reads it.
    const mapNames = [
      'Ice Ice',
      'Ride Vixfelqua',
      'Canyon Spiral',
      'Jump Ride',
      'Sky Jump 🔥',
      'Ice Ulsto',
      'Dirt Bob',
      'Rally Dirt',
      'Sky Dirt',
      'Ride Zenluxra',
      'Rally Tech',
      'Ice Jump',
      'Flow Sky',
      'Sky Tech',
      'Ice Kizen',
      'Neon Ride',
      'Wall Ride',
      'Jump Tech',
      'Turbo Ride',
      'Rally Ultor',
      'Flow Mivixra',
      'Tech Mika',
      'Canyon Kiul',
      'Turbo Miarne ⚡',
      'Bob Torkasto',
    ];
    expected.forEach((item, index) => {
      const [id, maps, actions] = shown(within(rows[index] as HTMLElement).getAllByRole('cell')) as [
        HTMLElement,
        HTMLElement,
        HTMLElement,
      ];
      expect(id).toHaveTextContent(String(item.id));
      expect(maps).toHaveTextContent(mapNames[index] ?? '');
      expect(within(maps).getByText('Completed')).toHaveClass('tag');
      expect(maps.querySelector('time')).toHaveAttribute('datetime', new Date(item.starttime * 1000).toISOString());
      expect(within(actions).getByRole('link', { name: `Info about match ${item.id}` })).toHaveAttribute(
        'href',
        `/match/${item.lid}`,
      );
    });
  });
});
