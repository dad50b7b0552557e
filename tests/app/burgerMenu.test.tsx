import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../src/app/App';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { memoryHistory } from '../render';

// The pages these tests open, loaded before the waits start.
beforeAll(async () => {
  await Promise.all([import('../../src/pages/totd/TotdPage'), import('../../src/pages/cotd/CotdPage')]);
}, 60_000);

const mainNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('the burger menu', () => {
  // It was open on the page where it had been opened, so Back to that page showed it again over the page.
  it('stays closed after Back to the page where it was opened', async () => {
    const history = memoryHistory('/totd');
    const user = userEvent.setup();
    render(<AppProviders queryClient={createQueryClient({ retry: false })} history={history} />);
    await screen.findByRole('heading', { level: 1, name: 'Track of the Day' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mainNav()).getByRole('link', { name: 'COTD' }));
    await screen.findByRole('heading', { level: 1, name: 'Cup of the Day' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    act(() => {
      history.go(-1);
    });
    await screen.findByRole('heading', { level: 1, name: 'Track of the Day' });
    expect(history.location.pathname).toBe('/totd');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('main-menu')).not.toHaveClass('is-active');

    // Forward again, and Back once more: it stays shut until the person opens it.
    act(() => {
      history.go(1);
    });
    await screen.findByRole('heading', { level: 1, name: 'Cup of the Day' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
