import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../render';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/node';
import { recordRequests } from '../leaderboard/helpers';

// /records: the current seasonal campaign, Weekly Shorts or Track of the Day month of the signed-in player, one at a time.

beforeAll(async () => {
  await import('../../../src/pages/records/RecordsPage');
});

describe('the My records page', () => {
  it('tells a visitor what it shows, that only one’s own records exist, and offers to log in', async () => {
    renderRoute('/records');
    expect(await screen.findByRole('heading', { level: 1, name: 'My records' })).toBeInTheDocument();
    expect(
      screen.getByText(/The API shows each player only their own records: nobody else’s can be looked up here\./),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows one section at a time in tabs, the seasonal campaign first, each with a grid and a picker', async () => {
    const { router } = renderRoute('/records', { signedIn: true });
    const tabs = await screen.findByRole('tablist', { name: 'Records to show' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Seasonal campaign', 'Weekly Shorts', 'Track of the Day']);
    expect(within(tabs).getByRole('tab', { name: 'Seasonal campaign' })).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    for (const name of ['Seasonal campaign', 'Weekly Shorts']) {
      if (name === 'Weekly Shorts') await user.click(within(tabs).getByRole('tab', { name }));
      const section = await screen.findByRole('region', { name });
      expect(
        screen.getAllByRole('region', { name: /^(Seasonal campaign|Weekly Shorts|Track of the Day: .*)$/ }),
      ).toHaveLength(1);
      expect(await within(section).findByRole('combobox', { name })).toBeInTheDocument();
      expect(
        await within(section).findByRole('table', { name: 'Your records on this campaign' }, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(
        within(section).getByText(/^Author \d+ · Gold \d+ · Silver \d+ · Bronze \d+ · No medal \d+ · Not driven \d+$/),
      ).toBeInTheDocument();
    }
    expect(router.state.location.search).toBe('?section=weekly');
    await user.click(within(tabs).getByRole('tab', { name: 'Track of the Day' }));
    const month = await screen.findByRole('region', { name: /^Track of the Day: / });
    expect(screen.queryByRole('region', { name: 'Weekly Shorts' })).not.toBeInTheDocument();
    expect(within(month).getByLabelText('Month')).toHaveAttribute('type', 'month');
    expect(
      await within(month).findByRole('table', { name: /^Your records on / }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=month');
    // Back to the default: the plain address.
    await user.click(within(tabs).getByRole('tab', { name: 'Seasonal campaign' }));
    expect(router.state.location.search).toBe('');
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    const { router } = renderRoute('/records', { signedIn: true });
    const tabs = await screen.findByRole('tablist', { name: 'Records to show' });
    const tab = (name: string) => within(tabs).getByRole('tab', { name });
    expect(tab('Seasonal campaign')).toHaveAttribute('tabindex', '0');
    expect(tab('Weekly Shorts')).toHaveAttribute('tabindex', '-1');
    const user = userEvent.setup();
    tab('Seasonal campaign').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Weekly Shorts')).toHaveFocus();
    expect(tab('Weekly Shorts')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('region', { name: 'Weekly Shorts' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(tab('Track of the Day')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Seasonal campaign')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Track of the Day')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Seasonal campaign')).toHaveFocus();
    expect(router.state.location.search).toBe('');
    // The panel is named by its tab.
    expect(screen.getByRole('tabpanel', { name: 'Seasonal campaign' })).toBeInTheDocument();
  });

  it('opens the section the address names, and only that section asks for records', async () => {
    const seen = recordRequests();
    renderRoute('/records?section=weekly', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Weekly Shorts' });
    await within(section).findByRole('table', { name: 'Your records on this campaign' }, { timeout: 8000 });
    await waitFor(() => expect(within(section).queryByText(/ of \d+ maps$/)).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    expect(screen.queryByRole('region', { name: 'Seasonal campaign' })).not.toBeInTheDocument();
    // The Weekly Shorts list and one campaign, never the seasonal list or a Track of the Day month.
    expect(seen.filter((address) => address.startsWith('/api/campaigns/'))).toEqual(['/api/campaigns/weekly/0']);
    expect(seen.filter((address) => address.startsWith('/api/totd/'))).toEqual([]);
    const rows = within(section).getAllByRole('row').length - 1;
    expect(seen.filter((address) => address.startsWith('/api/leaderboard/personal/')).length).toBeLessThanOrEqual(
      rows + 1,
    );
    server.events.removeAllListeners();
  });

  it('picks another campaign and keeps it in the address', async () => {
    const { router } = renderRoute('/records?section=weekly', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Weekly Shorts' });
    const picker = await within(section).findByRole('combobox', { name: 'Weekly Shorts' });
    const options = within(picker).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    const second = options[1] as HTMLOptionElement;
    await userEvent.setup().selectOptions(picker, second);
    await waitFor(() => expect(router.state.location.search).toBe(`?section=weekly&weekly=${second.value}`));
    expect(within(section).getByRole('link', { name: `Open ${second.textContent}` })).toBeInTheDocument();
  });

  it('filters and sorts each grid on its own, each kept in the address under its own name', async () => {
    const { router } = renderRoute('/records', { signedIn: true });
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Records to show' });
    const grid = async (name: string | RegExp) => {
      const section = await screen.findByRole('region', { name });
      await within(section).findByRole('table', { name: /^Your records on / }, { timeout: 8000 });
      // Every record of the grid arrived (its summary has lost its "n of m maps" progress).
      await waitFor(() => expect(within(section).queryByText(/ of \d+ maps$/)).not.toBeInTheDocument(), {
        timeout: 8000,
      });
      return section;
    };
    const seasonal = await grid('Seasonal campaign');
    await user.selectOptions(within(seasonal).getByRole('combobox', { name: 'Show' }), 'Missing gold');
    await user.click(within(tabs).getByRole('tab', { name: 'Weekly Shorts' }));
    const weekly = await grid('Weekly Shorts');
    expect(within(weekly).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All maps');
    await user.selectOptions(within(weekly).getByRole('combobox', { name: 'Sort' }), 'Closest to the next medal');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?seasonal-records=missing-gold&section=weekly&weekly-sort=next-medal'),
    );
    await user.click(within(tabs).getByRole('tab', { name: 'Track of the Day' }));
    const month = await grid(/^Track of the Day: /);
    expect(within(month).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All maps');
    expect(within(month).getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Map order');
    // Each section keeps its choices while another is shown.
    await user.click(within(tabs).getByRole('tab', { name: 'Seasonal campaign' }));
    expect(within(await grid('Seasonal campaign')).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue(
      'Missing gold',
    );
    await user.click(within(tabs).getByRole('tab', { name: 'Weekly Shorts' }));
    const weeklyAgain = await grid('Weekly Shorts');
    expect(within(weeklyAgain).getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('All maps');
    expect(within(weeklyAgain).getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Closest to the next medal');
  }, 30_000);
});

describe('the campaign position on the My records page', () => {
  it('is asked for only on a click: the first section costs one request per map and one player count per map with a record', async () => {
    const seen = recordRequests();
    const positionRequests = () => seen.filter((address) => /^\/api\/leaderboard\/personal\/[^/]+$/.test(address));
    renderRoute('/records', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Seasonal campaign' });
    await within(section).findByRole('table', { name: 'Your records on this campaign' }, { timeout: 8000 });
    await waitFor(() => expect(within(section).queryByText(/ of \d+ maps$/)).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    const show = within(section).getByRole('button', { name: 'Show my campaign position' });
    expect(positionRequests()).toEqual([]);
    await userEvent.setup().click(show);
    expect(await within(section).findByText('Campaign position: 251')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show my campaign position' })).not.toBeInTheDocument();
    expect(positionRequests()).toHaveLength(1);
  });
});

describe('a campaign position that cannot be loaded', () => {
  it('says so, where "No campaign position yet." would tell the player something untrue', async () => {
    server.use(
      http.get(/\/api\/leaderboard\/personal\/[^/]+$/, () =>
        HttpResponse.json({ error: 'The service is down.' }, { status: 500 }),
      ),
    );
    renderRoute('/records', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'Seasonal campaign' });
    await userEvent
      .setup()
      .click(await within(section).findByRole('button', { name: 'Show my campaign position' }, { timeout: 8000 }));
    expect(
      await within(section).findByText('Could not load your campaign position.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(section).queryByText('No campaign position yet.')).not.toBeInTheDocument();
  });
});
