import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../render';
import { matchListPage } from '../../src/mocks/data/matches';

// Clicks faster than the page can answer: a second click lands before React disabled the button or before the
// first request came back. Rows are never doubled, and the last tab chosen is the list that shows.

async function tableRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

const ids = (rows: HTMLElement[]) => rows.map((row) => row.querySelector('td')?.textContent ?? '');

describe('rapid clicks', () => {
  it('Load more clicked three times at once adds one page, without duplicates', async () => {
    renderRoute('/matches/royal');
    expect(await tableRows()).toHaveLength(25);
    const button = screen.getByRole('button', { name: 'Load more' });
    // One act on purpose: the clicks land before React draws again, as a quick double or triple click does.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(async () => expect(await tableRows()).toHaveLength(50));
    const shown = ids(await tableRows());
    expect(new Set(shown).size).toBe(50);
    expect(shown).toEqual([...matchListPage(3, 0), ...matchListPage(3, 1)].map((item) => String(item.id)));
  });

  it('tabs clicked in quick succession show the last one chosen, not an earlier answer', async () => {
    renderRoute('/matches/2v2');
    await tableRows();
    const tabs = screen.getByRole('navigation', { name: 'Match types' });
    // One act on purpose: the three clicks land before React draws again.
    // eslint-disable-next-line testing-library/no-unnecessary-act
    act(() => {
      fireEvent.click(within(tabs).getByRole('link', { name: '3v3' }));
      fireEvent.click(within(tabs).getByRole('link', { name: 'Royal' }));
      fireEvent.click(within(tabs).getByRole('link', { name: '3v3' }));
    });
    const expected = matchListPage(2, 0).map((item) => String(item.id));
    await waitFor(async () => expect(ids(await tableRows())).toEqual(expected));
    expect(within(tabs).getByRole('link', { name: '3v3' })).toHaveAttribute('aria-current', 'page');
  });

  it('Refresh clicked repeatedly keeps one copy of every ad', async () => {
    renderRoute('/ads');
    const first = await screen.findAllByRole('article');
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    act(() => {
      for (let i = 0; i < 5; i += 1) fireEvent.click(refresh);
    });
    await waitFor(() => expect(refresh).toBeEnabled());
    const after = await screen.findAllByRole('article');
    expect(after.map((ad) => ad.textContent)).toEqual(first.map((ad) => ad.textContent));
  });
});
