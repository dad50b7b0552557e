import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, currentPath } from '../render';
import { OPEN_ON_HOME_KEY } from '../../src/lib/homeChoice';
import { PRODUCT_NAME } from '../../src/lib/site';

// "Open on my home" (issue 46): a signed-in visitor who ticks it in the account menu goes to /me by the brand link (the
// site's root); the choice is kept in this browser, and a damaged value reads as off.
const brand = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: PRODUCT_NAME });

describe('open on my home', () => {
  it('makes the brand link open the home once ticked, and the Track of the Day again once unticked', async () => {
    const { user, router } = renderRoute('/privacy', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    const box = screen.getByRole('checkbox', { name: 'Open on my home' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(localStorage.getItem(OPEN_ON_HOME_KEY)).toBe('1');
    await user.click(brand());
    await waitFor(() => expect(currentPath(router)).toBe('/me'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My home' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    await user.click(screen.getByRole('checkbox', { name: 'Open on my home' }));
    expect(localStorage.getItem(OPEN_ON_HOME_KEY)).toBeNull();
    await user.click(brand());
    await waitFor(() => expect(currentPath(router)).toBe('/totd'));
  });

  it('reads a damaged value as off', async () => {
    localStorage.setItem(OPEN_ON_HOME_KEY, '{"yes":');
    const { user, router } = renderRoute('/privacy', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    expect(screen.getByRole('checkbox', { name: 'Open on my home' })).not.toBeChecked();
    await user.click(brand());
    await waitFor(() => expect(currentPath(router)).toBe('/totd'));
  });

  it('leaves the brand link on the Track of the Day for a signed-out visitor, whatever is kept', async () => {
    localStorage.setItem(OPEN_ON_HOME_KEY, '1');
    const { user, router } = renderRoute('/privacy');
    await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' });
    await user.click(brand());
    await waitFor(() => expect(currentPath(router)).toBe('/totd'));
  });
});
