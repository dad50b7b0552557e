import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../render';

// Issue 33: the privacy page says that the signed-in player's own records are kept in this browser, for whom and
// until when.
describe('the privacy page', () => {
  it('says the player’s own records are kept in this browser under their account, and when they go', async () => {
    renderRoute('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(
      screen.getByText(
        'While you are signed in, your own records (your personal bests and campaign positions) are kept in your ' +
          "browser's storage under your account id for a few minutes, so that a page can show them again without asking " +
          'for them. They are shown to your account only, and deleted when you log out or when another account signs in ' +
          'on this browser. They are never kept on our server.',
      ),
    ).toBeInTheDocument();
  });
});
