import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { readSession, writeSession } from '../../../src/session/storage';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/user/UserEditPage');
}, 60_000);

describe("the signed-in user's answers when they drift", () => {
  it('fills the edit form from a bent profile: a number as text, null and a list as empty', async () => {
    server.use(
      http.get('/api/user/profile', () => HttpResponse.json({ twitch: 12345, youtube: null, twitter: ['x'] })),
    );
    renderRoute('/user/edit', { signedIn: true });
    expect(await screen.findByRole('textbox', { name: 'Twitch' })).toHaveValue('12345');
    expect(screen.getByRole('textbox', { name: 'YouTube' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Mastodon' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Twitter' })).toHaveValue('');
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('keeps the stored name when the session check sends an unreadable one, and reads a vanity sent as a number', async () => {
    server.use(
      http.post('/api/user/session', () =>
        HttpResponse.json({ accountid: MOCK_USER.accountid, displayname: { name: 'odd' }, vanity: 2024 }),
      ),
    );
    writeSession({ ...MOCK_USER, displayname: 'Stored name' });
    renderRoute('/privacy');
    await screen.findByRole('button', { name: 'Stored name' });
    // The check's answer is written: the name kept, the vanity read as text.
    await expect.poll(() => readSession().vanity).toBe('2024');
    expect(readSession().displayname).toBe('Stored name');
    expect(screen.getByRole('button', { name: 'Stored name' })).toBeInTheDocument();
  });
});
