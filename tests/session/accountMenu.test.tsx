import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import { readSession, writeSession } from '../../src/session/storage';
import { MOCK_USER } from '../../src/mocks/data/mockUser';

/** The element a menu button opens (its aria-controls). */
function menuOf(button: HTMLElement): HTMLElement {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) throw new Error('the menu button controls no element');
  return menu;
}

describe('the account menu', () => {
  it('offers to log in when signed out', async () => {
    renderRoute('/privacy');
    expect(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeEnabled();
  });

  it('shows the display name with every entry, in order, each link to its own page, when signed in', async () => {
    const { user } = renderRoute('/privacy', { signedIn: true });
    const menuButton = await screen.findByRole('button', { name: 'MockPilot' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The menu the button opens: every entry it holds, by name and by address, and nothing else.
    const menu = within(menuOf(menuButton));
    expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My home', '/me'],
      ['My profile', '/player/mockpilot'],
      ['My records', '/records'],
      ['Following', '/following'],
      ['Edit profile', '/user/edit'],
    ]);
    expect(menu.getAllByRole('button').map((button) => button.textContent)).toEqual(['Logout']);
    expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('closes the menu on Escape and when focus leaves it', async () => {
    const { user } = renderRoute('/privacy', { signedIn: true });
    const menuButton = await screen.findByRole('button', { name: 'MockPilot' });
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Moving within the menu keeps it open.
    await user.tab();
    expect(screen.getByRole('link', { name: 'My home' })).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { name: 'Privacy policy' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out: the credentials are cleared and the login button returns', async () => {
    const { user } = renderRoute('/privacy', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeInTheDocument();
    expect(readSession().secret).toBe('');
  });

  it('keeps the credentials when logout fails, and says so', async () => {
    server.use(http.post('/api/user/logout', () => HttpResponse.json({ error: 'Logout is unavailable.' })));
    const { user } = renderRoute('/privacy', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'MockPilot' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not log out: Logout is unavailable.');
    expect(readSession().secret).toBe(MOCK_USER.secret);
    expect(screen.getByRole('button', { name: 'MockPilot' })).toBeInTheDocument();
  });

  it('clears a session the server reports as logged out when the page loads', async () => {
    writeSession({ secret: 'expired', accountid: 'abc', displayname: 'Old', vanity: '' });
    renderRoute('/privacy');
    expect(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeInTheDocument();
    expect(readSession().secret).toBe('');
  });

  it('keeps the session when the check fails without the logout flag, and refreshes the names when it succeeds', async () => {
    let answered = 0;
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/api/user/session') answered += 1;
    });
    server.use(http.post('/api/user/session', () => HttpResponse.json({ error: 'Server busy' })));
    writeSession({ ...MOCK_USER, displayname: 'Stale name' });
    const { unmount } = renderRoute('/privacy');
    // The failed check's answer is in: the visitor is still signed in, under the name kept from before.
    await waitFor(() => expect(answered).toBe(1));
    expect(await screen.findByRole('button', { name: 'Stale name' })).toBeInTheDocument();
    expect(readSession()).toMatchObject({ secret: MOCK_USER.secret, displayname: 'Stale name' });
    unmount();

    // The next visit's check succeeds: the name is refreshed, on the button and in the stored session.
    server.resetHandlers();
    renderRoute('/privacy');
    await waitFor(() => expect(answered).toBe(2));
    expect(await screen.findByRole('button', { name: 'MockPilot' })).toBeInTheDocument();
    expect(readSession()).toMatchObject({ secret: MOCK_USER.secret, displayname: 'MockPilot' });
  });

  it('refreshes the display name from the session check', async () => {
    writeSession({ ...MOCK_USER, displayname: 'Stale name' });
    renderRoute('/privacy');
    expect(await screen.findByRole('button', { name: 'MockPilot' })).toBeInTheDocument();
    expect(readSession().displayname).toBe('MockPilot');
  });
});

describe('logging in through the popup', () => {
  function fakePopup() {
    const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    return { popup, open };
  }

  it('opens /api/user/auth in an 800x800 popup, stores the session from its message and opens the player page', async () => {
    const { popup, open } = fakePopup();
    const { user, router } = renderRoute('/privacy');
    const login = await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' });
    await user.click(login);
    expect(open).toHaveBeenCalledWith('/api/user/auth', 'login', expect.stringContaining('width=800,height=800'));
    expect(login).toBeDisabled();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { ...MOCK_USER } }));
    });
    expect(await screen.findByRole('button', { name: 'MockPilot' })).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(readSession()).toEqual(MOCK_USER);
    expect(router.state.location.pathname).toBe('/player/mockpilot');
  });

  it('ignores messages from another origin and messages without an account id', async () => {
    fakePopup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderRoute('/privacy');
    await user.click(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' }));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { ...MOCK_USER } }));
      window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { secret: 'x' } }));
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(readSession().secret).toBe('');
    expect(screen.getByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeDisabled();
  });

  it('ends the waiting state when the popup is closed without a message (checked every second)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { popup } = fakePopup();
      const { user } = renderRoute('/privacy');
      const login = await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' });
      await user.click(login);
      expect(login).toBeDisabled();
      popup.closed = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});
