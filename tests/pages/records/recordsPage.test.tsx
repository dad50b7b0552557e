import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../render';

// /records: the current seasonal campaign, Weekly Shorts and Track of the Day month of the signed-in player.

beforeAll(async () => {
  await import('../../../src/pages/records/RecordsPage');
});

describe('the My records page', () => {
  it('tells a visitor what it shows, that only one’s own records exist, and offers to log in', async () => {
    renderRoute('/records');
    expect(await screen.findByRole('heading', { level: 1, name: 'My records' })).toBeInTheDocument();
    expect(screen.getByText(/The API shows each player only their own records: nobody else’s can be looked up here\./)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a grid for the newest seasonal campaign, the newest Weekly Shorts and this month, each with a picker', async () => {
    renderRoute('/records', { signedIn: true });
    for (const name of ['Seasonal campaign', 'Weekly Shorts']) {
      const section = await screen.findByRole('region', { name });
      expect(await within(section).findByRole('combobox', { name })).toBeInTheDocument();
      expect(await within(section).findByRole('table', { name: 'Your records on this campaign' }, { timeout: 8000 })).toBeInTheDocument();
      expect(within(section).getByText(/^Author \d+ · Gold \d+ · Silver \d+ · Bronze \d+ · No medal \d+ · Not driven \d+$/)).toBeInTheDocument();
    }
    const month = await screen.findByRole('region', { name: /^Track of the Day: / });
    expect(within(month).getByLabelText('Month')).toHaveAttribute('type', 'month');
    expect(await within(month).findByRole('table', { name: /^Your records on / }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('picks another campaign and keeps it in the address', async () => {
    const { router } = renderRoute('/records', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Weekly Shorts' });
    const picker = await within(section).findByRole('combobox', { name: 'Weekly Shorts' });
    const options = within(picker).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    const second = options[1] as HTMLOptionElement;
    await userEvent.setup().selectOptions(picker, second);
    await waitFor(() => expect(router.state.location.search).toBe(`?weekly=${second.value}`));
    expect(within(section).getByRole('link', { name: `Open ${second.textContent}` })).toBeInTheDocument();
  });

  it('filters and sorts each grid on its own, each kept in the address under its own name', async () => {
    const { router } = renderRoute('/records', { signedIn: true });
    const seasonal = await screen.findByRole('region', { name: 'Seasonal campaign' });
    const weekly = await screen.findByRole('region', { name: 'Weekly Shorts' });
    const month = await screen.findByRole('region', { name: /^Track of the Day: / });
    const bodyRows = (section: HTMLElement) => within(within(section).getByRole('table', { name: /^Your records on / })).getAllByRole('row').length - 1;
    // Every record of the three grids arrived (each summary has lost its "n of m maps" progress).
    for (const section of [seasonal, weekly, month]) {
      await within(section).findByRole('table', { name: /^Your records on / }, { timeout: 8000 });
      await waitFor(() => expect(within(section).queryByText(/ of \d+ maps$/)).not.toBeInTheDocument(), { timeout: 8000 });
    }
    const weeklyRows = bodyRows(weekly);
    const monthRows = bodyRows(month);
    const user = userEvent.setup();
    await user.selectOptions(within(seasonal).getByRole('combobox', { name: 'Show' }), 'Missing gold');
    await user.selectOptions(within(weekly).getByRole('combobox', { name: 'Sort' }), 'Closest to the next medal');
    await waitFor(() => expect(router.state.location.search).toBe('?seasonal-records=missing-gold&weekly-sort=next-medal'));
    expect(within(seasonal).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Missing gold');
    expect(within(weekly).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All maps');
    expect(within(month).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All maps');
    expect(within(month).getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Map order');
    expect(bodyRows(weekly)).toBe(weeklyRows);
    expect(bodyRows(month)).toBe(monthRows);
  }, 30_000);
});
