import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ResponsiveTable, type Column } from '../../src/components/ResponsiveTable';
import { FactTable, Fact } from '../../src/components/FactTable';
import { setViewportWidth } from '../viewport';

interface Racer {
  id: number;
  name: string;
  time: string;
  when: string;
  country: string;
}

const RACERS: Racer[] = [
  { id: 1, name: 'Feldrosian the Long-Named', time: '0:42.118', when: '3 days ago', country: 'France' },
  { id: 2, name: 'Kivotor', time: '0:42.530', when: 'yesterday', country: 'Norway' },
];

const COLUMNS: Column<Racer>[] = [
  { id: 'name', header: 'Player', main: true, cell: (racer) => racer.name },
  { id: 'time', header: 'Time', nowrap: true, cell: (racer) => racer.time },
  { id: 'when', header: 'When', show: 'under', cell: (racer) => racer.when },
  { id: 'country', header: 'Country', show: 'tablet', cell: (racer) => racer.country },
  {
    id: 'open',
    header: 'Links',
    srHeader: true,
    show: 'under',
    underLabel: '',
    cell: (racer) => <a href={`#/player/${racer.id}`}>Open {racer.name}</a>,
  },
];

function renderTable() {
  render(
    <ResponsiveTable
      label="Racers"
      columns={COLUMNS}
      rows={RACERS}
      rowKey={(racer) => racer.id}
      rowProps={(racer) => (racer.id === 2 ? { 'aria-current': 'true' } : undefined)}
    />,
  );
  return screen.getByRole('table', { name: 'Racers' });
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('ResponsiveTable', () => {
  it('shows every column as its own cell from tablet width up', () => {
    setViewportWidth(1100);
    const table = renderTable();
    expect(headers(table)).toEqual(['Player', 'Time', 'When', 'Country', 'Links']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Feldrosian the Long-Named', '0:42.118', '3 days ago', 'France', 'Open Feldrosian the Long-Named']);
  });

  it('on a phone moves the "under" columns into the main cell, with their labels, and keeps links reachable', () => {
    setViewportWidth(390);
    const table = renderTable();
    expect(headers(table)).toEqual(['Player', 'Time', 'Country']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    const [main, time] = within(first).getAllByRole('cell') as [HTMLElement, HTMLElement];
    expect(main).toHaveTextContent('Feldrosian the Long-Named');
    expect(main).toHaveTextContent('When: 3 days ago');
    expect(within(main).getByRole('link', { name: 'Open Feldrosian the Long-Named' })).toHaveAttribute(
      'href',
      '#/player/1',
    );
    expect(time).toHaveTextContent('0:42.118');
    // Each value shows once: no hidden copy of the moved columns is left in the row.
    expect(within(first).getAllByText('3 days ago')).toHaveLength(1);
  });

  it('hides "tablet" columns on a phone through the mobile class, and passes row attributes on', () => {
    setViewportWidth(390);
    const table = renderTable();
    expect(within(table).getByRole('columnheader', { name: 'Country' })).toHaveClass('is-hidden-mobile');
    expect(within(table).getByText('Norway')).toHaveClass('is-hidden-mobile');
    expect(within(table).getByText('Kivotor').closest('tr')).toHaveAttribute('aria-current', 'true');
  });

  it('gives a column of buttons a header for screen readers only', () => {
    const table = renderTable();
    const links = within(table).getByRole('columnheader', { name: 'Links' });
    expect(within(links).getByText('Links')).toHaveClass('is-sr-only');
  });
});

describe('ResponsiveTable keys', () => {
  it("shows every row once when an answer repeats a row's key or sends it empty", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rows: Racer[] = [
      { id: 1, name: 'Feldrosian the Long-Named', time: '0:42.118', when: '3 days ago', country: 'France' },
      { id: 1, name: 'Kivotor', time: '0:42.530', when: 'yesterday', country: 'Norway' },
      { id: 1, name: 'Third', time: '0:43.000', when: 'today', country: 'Chile' },
    ];
    const { rerender } = render(
      <ResponsiveTable label="Racers" columns={COLUMNS} rows={rows} rowKey={(racer) => racer.id} />,
    );
    rerender(
      <ResponsiveTable label="Racers" columns={COLUMNS} rows={[...rows].reverse()} rowKey={(racer) => racer.id} />,
    );
    const names = within(screen.getByRole('table', { name: 'Racers' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstElementChild?.textContent);
    expect(names).toEqual(['Third', 'Kivotor', 'Feldrosian the Long-Named']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('FactTable', () => {
  it('names the table and labels each value with a row header', () => {
    render(
      <FactTable label="Room details">
        <Fact label="Login">kivotor_01</Fact>
        <Fact label="Region">Europe</Fact>
      </FactTable>,
    );
    const table = screen.getByRole('table', { name: 'Room details' });
    expect(within(table).getByRole('rowheader', { name: 'Login' }).nextElementSibling).toHaveTextContent('kivotor_01');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Login', 'Region']);
  });
});
