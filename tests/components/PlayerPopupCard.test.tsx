import { Buffer } from 'node:buffer';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Player } from '../../src/api/types';
import { PlayerHoverPopup } from '../../src/components/PlayerHoverPopup';
import { loadFollowButton } from './followButtonLoaded';

beforeAll(loadFollowButton, 60_000);

const ID = 'fbfffbff-0a1b-4c2d-9e3f-23a161d85ad0';
const PLAYER: Player = {
  id: ID,
  name: 'Some Player',
  tag: '$f80ABC',
  meta: { vanity: 'speedy', comment: 'Map maker and streamer', team: true, sponsor: true, nadeo: true },
};

// The popup's content and copy buttons; its timing and keyboard handling are in PlayerHoverPopup.test.tsx.
// user-event needs fake timers that move on their own (shouldAdvanceTime).
afterEach(() => vi.useRealTimers());

function setup(player: Player = PLAYER) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <PlayerHoverPopup player={player} />
    </MemoryRouter>,
  );
  return user;
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('PlayerPopupCard: the hover popup content', () => {
  async function open() {
    const user = setup();
    await user.hover(screen.getByRole('link'));
    advance(500);
    return { user, popup: screen.getByRole('dialog', { name: 'Player details for Some Player' }) };
  }

  // A field of the open popup: its label and value, as one piece of text.
  const field = (label: string) => within(screen.getByRole('dialog')).getByText(label).parentElement;

  it('shows the comment, the badges as tags, the club tag and the display name', async () => {
    const { popup } = await open();
    expect(within(popup).getByText('Map maker and streamer')).toBeInTheDocument();
    for (const badge of ['Team member', 'Sponsor', 'Nadeo employee'])
      expect(within(popup).getByText(badge)).toHaveClass('tag');
    expect(field('Club tag')).toHaveTextContent(/^Club tag ABC$/);
    expect(within(popup).getByText('ABC')).toHaveStyle({ color: '#f80' });
    expect(field('Display name')).toHaveTextContent(/^Display name Some Player$/);
  });

  it('shows the vanity URL of this site, the account id and the login', async () => {
    const { popup } = await open();
    const vanityUrl = new URL('#/player/speedy', window.location.href).href;
    expect(within(popup).getByText(vanityUrl)).toBeInTheDocument();
    expect(within(popup).getByText(ID)).toBeInTheDocument();
    const login = Buffer.from(ID.replace(/-/g, ''), 'hex').toString('base64url');
    expect(field('Login')).toHaveTextContent(`Login ${login}`);
  });

  it('leaves out what the player does not have', async () => {
    const user = setup({ id: ID, name: 'Bare' });
    await user.hover(screen.getByRole('link'));
    advance(500);
    const popup = within(screen.getByRole('dialog', { name: 'Player details for Bare' }));
    expect(popup.queryByText('Vanity URL')).not.toBeInTheDocument();
    expect(popup.queryByText('Club tag')).not.toBeInTheDocument();
    expect(popup.queryByText('Team member')).not.toBeInTheDocument();
    expect(popup.getByText(ID)).toBeInTheDocument();
  });

  it('copies the account id and says "Copied", then clears the message', async () => {
    const { user, popup } = await open();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(popup).getByRole('button', { name: 'Copy account ID' }));
    expect(writeText).toHaveBeenCalledWith(ID);
    await expect(navigator.clipboard.readText()).resolves.toBe(ID);
    const status = field('Account ID')?.querySelector('[role="status"]');
    expect(status).toHaveTextContent('Copied');
    expect(
      within(popup)
        .getAllByRole('status')
        .filter((el) => el.textContent === 'Copied'),
    ).toHaveLength(1);
    advance(1500);
    expect(within(popup).queryByText('Copied')).not.toBeInTheDocument();
  });

  it('copies the vanity URL', async () => {
    const { user, popup } = await open();
    await user.click(within(popup).getByRole('button', { name: 'Copy vanity URL' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(new URL('#/player/speedy', window.location.href).href);
    expect(within(popup).getByText('Copied')).toBeInTheDocument();
  });

  it('says "Copy failed" instead of throwing when there is no clipboard', async () => {
    const { user, popup } = await open();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await user.click(within(popup).getByRole('button', { name: 'Copy account ID' }));
    expect(within(popup).getByText('Copy failed')).toBeInTheDocument();
  });

  it('says "Copy failed" when the browser refuses', async () => {
    const { user, popup } = await open();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(popup).getByRole('button', { name: 'Copy account ID' }));
    expect(within(popup).getByText('Copy failed')).toBeInTheDocument();
  });
});
