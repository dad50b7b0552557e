import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../render';
import { OPEN_ON_HOME_KEY } from '../../src/lib/homeChoice';
import { PRODUCT_NAME } from '../../src/lib/site';

// "Open on my home" (issue 46): a signed-in visitor who ticks it in the account menu goes to /me by the brand link; the
// choice is kept in this browser, and a damaged value reads as off.
const brand = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: PRODUCT_NAME });

describe('open on my home', () => {
  it('makes the brand link open the home once ticked, and the Track of the Day again once unticked', async () => {
    const { user } = renderRoute('/privacy', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    const box = screen.getByRole('checkbox', { name: 'Open on my home' });
    expect(box).not.toBeChecked();
    expect(brand()).toHaveAttribute('href', '/');
    await user.click(box);
    expect(box).toBeChecked();
    expect(localStorage.getItem(OPEN_ON_HOME_KEY)).toBe('1');
    expect(brand()).toHaveAttribute('href', '/me');
    await user.click(box);
    expect(brand()).toHaveAttribute('href', '/');
    expect(localStorage.getItem(OPEN_ON_HOME_KEY)).toBeNull();
  });

  it('reads a damaged value as off', async () => {
    localStorage.setItem(OPEN_ON_HOME_KEY, '{"yes":');
    const { user } = renderRoute('/privacy', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    expect(screen.getByRole('checkbox', { name: 'Open on my home' })).not.toBeChecked();
    expect(brand()).toHaveAttribute('href', '/');
  });

  it('leaves the brand link on the Track of the Day for a signed-out visitor, whatever is kept', async () => {
    localStorage.setItem(OPEN_ON_HOME_KEY, '1');
    renderRoute('/privacy');
    await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' });
    expect(brand()).toHaveAttribute('href', '/');
  });
});
