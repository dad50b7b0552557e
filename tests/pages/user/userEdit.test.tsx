import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/user/UserEditPage');
}, 60_000);

describe('/user/edit', () => {
  it('sends a visitor without a session to the home page', async () => {
    const { router } = renderRoute('/user/edit');
    await waitFor(() => expect(currentPath(router)).toBe('/totd'));
  });

  it('shows the display name, the four fields with their hints and the stored values', async () => {
    renderRoute('/user/edit', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('MockPilot')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Twitch' })).toHaveValue('mockpilot');
    expect(screen.getByRole('textbox', { name: 'Twitch' })).toHaveAccessibleDescription('Your Twitch username only.');
    expect(screen.getByRole('textbox', { name: 'YouTube' })).toHaveAccessibleDescription(
      'Your channel ID, or your @handle.',
    );
    expect(screen.getByRole('textbox', { name: 'Mastodon' })).toHaveAccessibleDescription(
      'username@instance, without a leading @.',
    );
    expect(screen.getByRole('textbox', { name: 'Twitter' })).toHaveAccessibleDescription(
      'Your username, without the @.',
    );
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      `/player/${MOCK_USER.accountid}`,
    );
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Edit profile'));
  });

  it('shows a progress bar while the profile loads', async () => {
    server.use(
      http.get('/api/user/profile', async () => {
        await delay(200);
        return HttpResponse.json({ twitch: '' });
      }),
    );
    renderRoute('/user/edit', { signedIn: true });
    expect(await screen.findByRole('progressbar', { name: 'Loading your profile…' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Twitch' })).toHaveValue('');
  });

  it('disables Save until something changes, and while saving; then says "Saved!"', async () => {
    const { user } = renderRoute('/user/edit', { signedIn: true });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'YouTube' }), '@pilot');
    expect(save).toBeEnabled();
    server.use(
      http.post('/api/user/profile', async ({ request }) => {
        await delay(100);
        return HttpResponse.json(await request.json());
      }),
    );
    await user.click(save);
    expect(save).toBeDisabled();
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(save).toBeDisabled();
    // Any change clears "Saved!" and enables Save again.
    await user.type(screen.getByRole('textbox', { name: 'Twitter' }), 'x');
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('is unchanged again when an edit is typed back to the stored value', async () => {
    const { user } = renderRoute('/user/edit', { signedIn: true });
    const twitch = await screen.findByRole('textbox', { name: 'Twitch' });
    await user.type(twitch, 'x');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.type(twitch, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('after a save, asks for the player’s profile past every cache once, a reload later too (the site’s shared cache would hold the old socials)', async () => {
    const asked: { path: string; cache: RequestCache }[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/player/')) asked.push({ path: url.pathname, cache: request.cache });
    };
    server.events.on('request:start', listener);
    try {
      const view = renderRoute('/user/edit', { signedIn: true });
      await view.user.type(await screen.findByRole('textbox', { name: 'YouTube' }), '@pilot');
      await view.user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Saved!');
      // The page reloaded before the profile is opened: the intent outlasts it.
      view.unmount();
      const { user } = renderRoute('/user/edit', { signedIn: true });
      await user.click(await screen.findByRole('link', { name: 'Back to profile' }));
      expect(await screen.findByRole('link', { name: 'YouTube: @pilot' })).toBeInTheDocument();
      expect(asked).toEqual([{ path: `/api/player/${MOCK_USER.accountid}`, cache: 'reload' }]);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('remembers the saved values (the mocked profile keeps them)', async () => {
    const { user, unmount } = renderRoute('/user/edit', { signedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'Mastodon' }), 'pilot@mastodon.social');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved!');
    unmount();
    renderRoute('/user/edit', { signedIn: true });
    expect(await screen.findByRole('textbox', { name: 'Mastodon' })).toHaveValue('pilot@mastodon.social');
  });

  it('shows a failed save and keeps the input', async () => {
    server.use(http.post('/api/user/profile', () => HttpResponse.json({ error: 'Invalid YouTube channel' })));
    const { user } = renderRoute('/user/edit', { signedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'YouTube' }), 'nonsense');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid YouTube channel');
    expect(screen.getByRole('textbox', { name: 'YouTube' })).toHaveValue('nonsense');
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when the profile cannot be loaded', async () => {
    server.use(http.get('/api/user/profile', () => new HttpResponse(null, { status: 502 })));
    renderRoute('/user/edit', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your profile');
  });
});
