import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { rankingPage } from '../../../src/mocks/handlers/cotd';
import { bodyRows, tableByName, preloadCotdPages } from './cotdTestData';

beforeAll(preloadCotdPages, 60_000);

/** The cells a phone shows: Bulma hides `is-hidden-mobile` ones up to 768 px. */
const shown = (cells: HTMLElement[]) => cells.filter((cell) => !cell.classList.contains('is-hidden-mobile'));

describe('the Cup of the Day overview on a phone', () => {
  it('fits the ranking: the reruns alone go under the name, played and total keep their columns', async () => {
    setViewportWidth(390);
    renderRoute('/cotd');
    await screen.findByRole('table', { name: 'Player ranking' }, { timeout: 8000 });
    const table = tableByName('Player ranking');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Player', 'Played', 'Total']);
    const first = rankingPage('totalplayed', false, 0)[0];
    if (!first) throw new Error('no data');
    const [position, player, played, total] = within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(position).toHaveTextContent(/^1$/);
    expect(player).toHaveTextContent('Felraki');
    expect(player).toHaveTextContent('Reruns: 291');
    expect(played).toHaveTextContent('1,298');
    expect(total).toHaveTextContent('1,589');
  });

  it('keeps each cup’s name, players and Info link; the id hides', async () => {
    setViewportWidth(390);
    renderRoute('/cotd');
    const table = await screen.findByRole('table', { name: 'Cups' }, { timeout: 8000 });
    expect(shown(within(table).getAllByRole('columnheader')).map((th) => th.textContent)).toEqual([
      'Name',
      'Players',
      'Details',
    ]);
    const [, , info] = shown(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(info).getByRole('link', { name: /^Info on / })).toHaveTextContent('Info');
  });
});
