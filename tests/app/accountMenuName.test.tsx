import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';
import { writeSession } from '../../src/session/storage';
import { MOCK_USER } from '../../src/mocks/data/mockUser';

describe('the account menu', () => {
  it('shows a display name written with $ codes styled, without the codes', async () => {
    const displayname = '$f00Red$zName';
    server.use(http.post('/api/user/session', () => HttpResponse.json({ ...MOCK_USER, displayname })));
    writeSession({ ...MOCK_USER, displayname });
    renderRoute('/totd');
    const button = await screen.findByRole('button', { name: 'RedName' });
    expect(button).not.toHaveTextContent('$');
    expect(screen.getByText('Red')).toHaveAttribute('style', expect.stringContaining('color'));
  });
});
