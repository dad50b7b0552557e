import { screen, within } from '@testing-library/react';
export { recordRequests } from '../../apiRequests';

/** The body rows of the positions table, once it shows. */
export async function positionRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Positions' });
  return within(table).getAllByRole('row').slice(1);
}

/** The first cell (the position) of each row. */
export function positionsOf(rows: HTMLElement[]): string[] {
  return rows.map((row) => row.querySelector('td')?.textContent ?? '');
}

/** A link name that ends with a player's name (the club tag may come first). */
export function endsWithName(name: string | undefined): RegExp {
  return new RegExp(`${(name ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
