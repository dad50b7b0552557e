// Players in the rankings carry their country's flag (the first zone up their chain with a three-letter code), named
// by the country; a region's flag never shows there.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { ZONES } from '../../../src/mocks/data/zones';

const COUNTRY_NAMES = new Map(ZONES.map((zone) => [zone.flag, zone.name]));

describe('the trophy ranking', () => {
  it("shows each player's country flag, named by the country", async () => {
    renderRoute('/top');
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(10);
    const names = rows.flatMap((row) =>
      within(row)
        .queryAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    );
    expect(names.length).toBe(rows.length);
    for (const img of within(table).getAllByRole('img'))
      expect(img.getAttribute('src')).toMatch(/^\/img\/flags\/[A-Z]{3}\.jpg$/);
    for (const img of within(table).getAllByRole('img')) {
      const code = /([A-Z]{3})\.jpg$/.exec(img.getAttribute('src') ?? '')?.[1];
      expect(img.getAttribute('alt')).toBe(COUNTRY_NAMES.get(code ?? ''));
    }
  });
});
