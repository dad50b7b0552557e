import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { currentPath, renderRoute } from '../../render';

describe('the way to the Following page', () => {
  it('is a link next to Log in for visitors (words in the burger menu, a star in the wide header)', async () => {
    renderRoute('/privacy');
    await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' });
    const links = screen.getAllByRole('link', { name: 'Following' });
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/following', 'Following'],
      ['/following', '★'],
    ]);
  });

  it('is in the account menu of a signed-in player', async () => {
    const { user, router } = renderRoute('/privacy', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    const menu = document.getElementById('account-menu') as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Following' }));
    expect(currentPath(router)).toBe('/following');
    expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
  });
});
