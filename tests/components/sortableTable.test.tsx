import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ResponsiveTable, type Column } from '../../src/components/ResponsiveTable';
import { sortRows, useUrlSort } from '../../src/components/tableSort';

interface Racer {
  name: string;
  points: number | undefined;
  rank: number | undefined;
}

const RACERS: Racer[] = [
  { name: 'Kivotor', points: 300, rank: 20 },
  { name: 'abel', points: undefined, rank: 5 },
  { name: 'Zorro', points: 900, rank: undefined },
  { name: 'Mina', points: 300, rank: 1 },
];

const cellSpy = vi.fn((racer: Racer) => racer.name);

// Declared once, outside any render: the table's rows keep their memo across renders and new orders.
const COLUMNS: Column<Racer>[] = [
  {
    id: 'name',
    header: 'Player',
    main: true,
    sortKey: 'name',
    sortValue: (racer) => racer.name.toLowerCase(),
    cell: cellSpy,
  },
  {
    id: 'points',
    header: 'Points',
    sortKey: 'points',
    sortDescending: true,
    sortValue: (racer) => racer.points,
    cell: (racer) => racer.points ?? '–',
  },
  { id: 'rank', header: 'Rank', sortKey: 'rank', sortValue: (racer) => racer.rank, cell: (racer) => racer.rank ?? '–' },
  { id: 'note', header: 'Note', cell: () => 'fast' },
];

const names = (rows: readonly Racer[]) => rows.map((racer) => racer.name);

describe('sortRows', () => {
  it('sorts small to large, or large to small for a descending column, rows alike keeping their order', () => {
    expect(names(sortRows(RACERS, COLUMNS, { key: 'rank', reversed: false }))).toEqual([
      'Mina',
      'abel',
      'Kivotor',
      'Zorro',
    ]);
    expect(names(sortRows(RACERS, COLUMNS, { key: 'points', reversed: false }))).toEqual([
      'Zorro',
      'Kivotor',
      'Mina',
      'abel',
    ]);
    expect(names(sortRows(RACERS, COLUMNS, { key: 'name', reversed: false }))).toEqual([
      'abel',
      'Kivotor',
      'Mina',
      'Zorro',
    ]);
  });

  it('keeps rows without a value last when reversed', () => {
    expect(names(sortRows(RACERS, COLUMNS, { key: 'rank', reversed: true }))).toEqual([
      'Kivotor',
      'abel',
      'Mina',
      'Zorro',
    ]);
    expect(names(sortRows(RACERS, COLUMNS, { key: 'points', reversed: true }))).toEqual([
      'Kivotor',
      'Mina',
      'Zorro',
      'abel',
    ]);
  });

  it('gives the rows as they came for a key no column has, turned round when reversed', () => {
    expect(sortRows(RACERS, COLUMNS, { key: 'added', reversed: false })).toBe(RACERS);
    expect(names(sortRows(RACERS, COLUMNS, { key: 'added', reversed: true }))).toEqual([
      'Mina',
      'Zorro',
      'abel',
      'Kivotor',
    ]);
  });
});

/** A page with its table's sort in the address. */
function Racers() {
  const sort = useUrlSort(COLUMNS, { fallback: 'added', orderParam: 'order' });
  return <ResponsiveTable label="Racers" columns={COLUMNS} rows={RACERS} rowKey={(racer) => racer.name} sort={sort} />;
}

function openRacers(path: string) {
  const router = createMemoryRouter([{ path: '/racers', element: <Racers /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const table = () => screen.getByRole('table', { name: 'Racers' });
const shownNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('a sortable ResponsiveTable', () => {
  it('draws the sortable headers as buttons, pressed when sorted by, and says the order to a screen reader', async () => {
    const router = openRacers('/racers');
    expect(
      within(table())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Player', 'Points', 'Rank']);
    expect(within(table()).getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Kivotor', 'abel', 'Zorro', 'Mina']);

    await userEvent.click(screen.getByRole('button', { name: 'Points' }));
    expect(router.state.location.search).toBe('?sort=points');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(shownNames()).toEqual(['Zorro', 'Kivotor', 'Mina', 'abel']);
    const points = screen.getByRole('button', { name: /^Points\s?\(sorted\)$/ });
    expect(points).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Rank' })).toHaveAttribute('aria-pressed', 'false');

    // The arrow shows which way the values run, for the eye only.
    expect(points).toHaveTextContent('Points ↓ (sorted)');
    await userEvent.click(points);
    expect(router.state.location.search).toBe('?sort=points&order=reverse');
    expect(screen.getByRole('button', { name: /^Points/ })).toHaveTextContent('Points ↑ (sorted, reversed)');
    expect(screen.getByRole('button', { name: /^Points\s?\(sorted, reversed\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownNames()).toEqual(['Kivotor', 'Mina', 'Zorro', 'abel']);

    await userEvent.click(screen.getByRole('button', { name: 'Rank' }));
    expect(router.state.location.search).toBe('?sort=rank');
    expect(shownNames()).toEqual(['Mina', 'abel', 'Kivotor', 'Zorro']);
  });

  it('reads the sort from the address, an unknown one as the default order', () => {
    openRacers('/racers?sort=name&order=reverse');
    expect(shownNames()).toEqual(['Zorro', 'Mina', 'Kivotor', 'abel']);
  });

  it('moves the rows on a new order without drawing them again', async () => {
    openRacers('/racers?sort=bogus');
    expect(shownNames()).toEqual(['Kivotor', 'abel', 'Zorro', 'Mina']);
    cellSpy.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Rank' }));
    expect(shownNames()).toEqual(['Mina', 'abel', 'Kivotor', 'Zorro']);
    expect(cellSpy).not.toHaveBeenCalled();
  });
});
