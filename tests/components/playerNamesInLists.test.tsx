// Player names written in game text and the country flag, through the widgets that lists use: the hover popup (and its
// card) and the record row. The plain link's own cases are in PlayerLink.test.tsx.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Player, TrackRecord, Zone } from '../../src/api/types';
import { PlayerHoverPopup } from '../../src/components/PlayerHoverPopup';
import { RecordTable } from '../../src/components/RecordTable';

const ID = 'd2372a08-a8a1-46cb-97fb-23a161d85ad0';
const LYON: Zone = {
  name: 'Lyon',
  flag: 'lyon',
  parent: { name: 'France', flag: 'FRA', parent: { name: 'World', flag: 'WOR' } },
};
const STYLED: Player = { id: ID, name: '$f00Red$zName', zone: LYON, meta: { vanity: 'red' } };

afterEach(() => vi.useRealTimers());

describe('a styled name in the hover popup', () => {
  it('shows the name styled in the link and in the card, and plain in the card’s accessible name', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <PlayerHoverPopup player={STYLED} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/^RedName$/);
    fireEvent.mouseEnter(link);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    // The card's Follow button is a lazy chunk: its load finishes inside act (it may not be loaded yet in this worker).
    await act(() => vi.dynamicImportSettled());
    const card = screen.getByRole('dialog', { name: 'Player details for RedName' });
    expect(card).not.toHaveTextContent('$');
    const displayName = within(card).getByText('Display name').parentElement as HTMLElement;
    expect(displayName).toHaveTextContent(/^Display name RedName$/);
    // Pure red is lightened for the dark popup: some red, not the text colour.
    expect(within(displayName).getByText('Red').style.color).toMatch(/^rgb\(255, /);
  });

  it('puts the country flag before the name, outside the part that opens the popup', () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter>
        <PlayerHoverPopup player={STYLED} showFlag />
      </MemoryRouter>,
    );
    const flag = screen.getByRole('img', { name: 'France' });
    fireEvent.mouseEnter(flag);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('RecordTable', () => {
  const record: TrackRecord = {
    id: 1,
    group: 'seasonal-group',
    map: { name: 'Spring Map', mapUid: 'uid123' },
    player: STYLED,
    time: 45123,
    timediff: -123,
    drivenat: '2024-01-01T12:00:00Z',
  };

  it("shows the player's country flag and the styled name", () => {
    render(
      <MemoryRouter>
        <RecordTable label="Records" records={[record]} />
      </MemoryRouter>,
    );
    const cell = screen.getAllByRole('cell')[1] as HTMLElement;
    expect(within(cell).getByRole('img', { name: 'France' })).toHaveAttribute('src', '/img/flags/FRA.jpg');
    expect(within(cell).getByRole('link')).toHaveTextContent(/^RedName$/);
  });
});
