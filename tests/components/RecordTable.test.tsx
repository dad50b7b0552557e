import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TrackRecord } from '../../src/api/types';
import { RecordTable } from '../../src/components/RecordTable';

const DAY = 24 * 60 * 60 * 1000;

const record = (overrides: Partial<TrackRecord> = {}): TrackRecord => ({
  id: 1,
  group: 'seasonal-group',
  map: { name: '$s$f80Spring Map', mapUid: 'uid123' },
  player: { id: 'd2372a08-a8a1-46cb-97fb-23a161d85ad0', name: 'Speedy', meta: { vanity: 'speedy' } },
  time: 45123,
  timediff: -123,
  drivenat: new Date(Date.now() - 3 * DAY).toISOString(),
  ...overrides,
});

function renderRow(item: TrackRecord) {
  render(
    <MemoryRouter>
      <RecordTable label="Records" records={[item]} />
    </MemoryRouter>,
  );
  const rows = screen.getAllByRole('row');
  return rows[1] as HTMLElement;
}

describe('RecordTable head', () => {
  it('names the columns in the order of the row cells', () => {
    renderRow(record());
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Map',
      'Player',
      'Time',
      'Difference',
      'Driven',
    ]);
    expect(screen.getAllByRole('cell')).toHaveLength(5);
  });
});

describe('RecordTable rows', () => {
  it('links the map, in game-text styling, to its campaign leaderboard', () => {
    const row = renderRow(record());
    const link = within(row).getByRole('link', { name: 'Spring Map' });
    expect(link).toHaveAttribute('href', '/campaigns/leaderboard/seasonal-group/uid123');
    expect(within(link).getByText('Spring Map')).toHaveStyle({ color: '#f80' });
    expect(link).not.toHaveTextContent('$');
  });

  it('shows the player link, the time and when it was driven', () => {
    const row = renderRow(record());
    expect(within(row).getByRole('link', { name: 'Speedy' })).toHaveAttribute('href', '/player/speedy');
    expect(within(row).getByText('0:45.123')).toBeInTheDocument();
    expect(within(row).getByText('3 days ago')).toHaveAttribute('dateTime');
  });

  it('tags a deleted record and explains why in a tooltip', () => {
    const row = renderRow(record({ type: 1 }));
    expect(within(row).getByText('Deleted')).toHaveAttribute(
      'title',
      'This record was deleted from the leaderboards for being bugged, glitched or cheated.',
    );
  });

  it.each([undefined, 0])('shows no Deleted tag when type is %s', (type) => {
    const row = renderRow(record({ type }));
    expect(within(row).queryByText('Deleted')).not.toBeInTheDocument();
  });

  it('shows a better time with a minus sign, in green', () => {
    const row = renderRow(record({ timediff: -123 }));
    const diff = within(row).getByText('-0:00.123');
    expect(diff).toHaveClass('has-text-success');
    expect(diff).not.toHaveClass('has-text-danger');
    expect(diff).toHaveAttribute('title', 'Faster than the previous time');
  });

  it('shows a worse time with a plus sign, in red', () => {
    const row = renderRow(record({ timediff: 1500 }));
    const diff = within(row).getByText('+0:01.500');
    expect(diff).toHaveClass('has-text-danger');
    expect(diff).not.toHaveClass('has-text-success');
    expect(diff).toHaveAttribute('title', 'Slower than the previous time');
  });

  it.each([0, Number.NaN, undefined as unknown as number])(
    'shows a dash, no sign and no colour for a difference of %s',
    (timediff) => {
      const row = renderRow(record({ timediff }));
      const cell = within(row).getAllByRole('cell')[3] as HTMLElement;
      expect(cell).toHaveTextContent(/^–No previous time$/);
      expect(within(cell).getByText('No previous time')).toHaveClass('is-sr-only');
      expect(cell.querySelector('.has-text-success, .has-text-danger')).toBeNull();
    },
  );
});
