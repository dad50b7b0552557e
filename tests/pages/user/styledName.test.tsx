import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { writeSession } from '../../../src/session/storage';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/user/UserEditPage');
}, 60_000);

describe('/user/edit with a display name written in game text', () => {
  it('shows the name styled, without its $ codes', async () => {
    server.use(http.post('/api/user/session', () => HttpResponse.json({ ...MOCK_USER, displayname: '$f00Red$zName' })));
    writeSession({ ...MOCK_USER, displayname: '$f00Red$zName' });
    renderRoute('/user/edit');
    expect(await screen.findByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
    const line = within(screen.getByRole('main')).getByText(/Signed in as/);
    expect(line).toHaveTextContent(/^Signed in as RedName$/);
  });
});
