import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import { readSession } from '../../src/session/storage';
import { MOCK_USER } from '../../src/mocks/data/mockUser';

/** Holds the logout answer until `answer` is called; counts the requests. */
function holdLogout(body: Record<string, unknown>) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls = { count: 0 };
  server.use(
    http.post('/api/user/logout', async () => {
      calls.count += 1;
      await released;
      return HttpResponse.json(body);
    }),
  );
  return { answer: release, calls };
}

async function openMenu() {
  const view = renderRoute('/privacy', { signedIn: true });
  const menuButton = await screen.findByRole('button', { name: MOCK_USER.displayname });
  await view.user.click(menuButton);
  return { ...view, menuButton, menu: () => document.getElementById('account-menu') as HTMLElement };
}

describe('logging out', () => {
  it('keeps the menu open while it waits, its button saying so, and asks once however often it is pressed', async () => {
    const { answer, calls } = holdLogout({});
    const { user, menuButton } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const busy = await screen.findByRole('button', { name: 'Logging out…' });
    expect(busy).toBeVisible();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // The button keeps the focus (a disabled one would drop it, and the menu with it).
    expect(busy).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // A press elsewhere does not hide the wait either.
    await user.click(screen.getByRole('heading', { name: 'Privacy policy' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await user.click(busy);
    expect(calls.count).toBe(1);
    answer();
    expect(await screen.findByRole('button', { name: 'Log in with Ubisoft Connect' })).toBeInTheDocument();
    expect(readSession().secret).toBe('');
  });

  it('shows a failure in the open menu, next to the Logout button, and keeps the session', async () => {
    const { answer } = holdLogout({ error: 'Logout is unavailable.' });
    const { user, menuButton, menu } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Logging out…' });
    answer();
    const alert = await within(menu()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not log out: Logout is unavailable.');
    expect(alert).toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(readSession().secret).toBe(MOCK_USER.secret);
  });

  it('forgets a failure once the menu is closed', async () => {
    server.use(http.post('/api/user/logout', () => HttpResponse.json({ error: 'Logout is unavailable.' })));
    const { user, menuButton, menu } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await within(menu()).findByRole('alert');
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(within(menu()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
