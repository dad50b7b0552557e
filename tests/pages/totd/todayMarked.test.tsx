import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { FIRST_OF_MONTH_1900_PARIS, setTestNow, SPRING_DST_DAY_1900_PARIS } from '../../clock';

beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
}, 60_000);

async function rows() {
  const table = await screen.findByRole('table', { name: 'Tracks of the Day' });
  return within(table).getAllByRole('row').slice(1);
}

const todays = (list: HTMLElement[]) => list.filter((row) => row.getAttribute('aria-current') === 'date');

// Every test starts at TEST_NOW, Wednesday 18 November 2026, 11:30 in Paris: today's map is that of the 17th, the
// next comes at 19:00, seven and a half hours later.
describe('today’s map on the Track of the Day list', () => {
  it('marks today’s map as the current date and says when the next one comes', async () => {
    renderRoute('/totd');
    const list = await rows();
    expect(todays(list)).toEqual([list[0]]);
    expect(list[0]).toHaveTextContent(/^17Tuesday17\.Canyon Dirt #1/);
    expect(screen.getByText(/A new map arrives every day at 7 PM/)).toHaveTextContent(
      'A new map arrives every day at 7 PM CET. Next in 7 h 30 min. Showing November 2026.',
    );
  });

  it('counts to the next map in minutes just after one came out, across a change of clocks', async () => {
    // 19:00 in Paris on 29 March 2026, the day summer time began: the next map is 24 hours away.
    setTestNow(SPRING_DST_DAY_1900_PARIS + 60_000);
    renderRoute('/totd');
    const list = await rows();
    expect(todays(list)).toHaveLength(1);
    expect(list[0]).toHaveTextContent(/^29Sunday29\./);
    expect(screen.getByText(/Next in/)).toHaveTextContent('Next in 23 h 59 min.');
  });

  it('marks the month’s first map on its first evening', async () => {
    setTestNow(FIRST_OF_MONTH_1900_PARIS);
    renderRoute('/totd');
    const list = await rows();
    expect(list).toHaveLength(1);
    expect(todays(list)).toHaveLength(1);
  });

  it('marks nothing and says no countdown on a past month', async () => {
    renderRoute('/totd/2024-3');
    const list = await rows();
    expect(todays(list)).toEqual([]);
    expect(screen.queryByText(/Next in/)).not.toBeInTheDocument();
  });
});
