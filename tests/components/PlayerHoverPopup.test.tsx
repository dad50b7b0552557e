import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player } from '../../src/api/types';
import { PlayerHoverPopup } from '../../src/components/PlayerHoverPopup';
import { loadFollowButton } from './followButtonLoaded';

const ID = 'fbfffbff-0a1b-4c2d-9e3f-23a161d85ad0';
const PLAYER: Player = {
  id: ID,
  name: 'Some Player',
  tag: '$f00ABC',
  meta: { vanity: 'speedy', comment: 'Map maker and streamer', team: true, sponsor: true, nadeo: true },
};

beforeAll(loadFollowButton, 60_000);

// user-event waits on timers between steps, so with fake timers it needs the clock to move on its own
// (shouldAdvanceTime); the exact 499/500 ms boundaries therefore use synchronous events on a clock
// that only moves when the test says so.
afterEach(() => vi.useRealTimers());

function renderPopup(player: Player = PLAYER, extra?: ReactNode) {
  render(
    <MemoryRouter>
      <PlayerHoverPopup player={player} />
      {extra}
    </MemoryRouter>,
  );
}

function setup(player: Player = PLAYER, extra?: ReactNode) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderPopup(player, extra);
  return user;
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const dialog = () => screen.queryByRole('dialog', { name: /^Player details for / });

describe('PlayerHoverPopup timing', () => {
  beforeEach(() => vi.useFakeTimers());

  it('renders no popup and starts no timer until hovered', () => {
    renderPopup();
    expect(screen.getByRole('link', { name: /Some Player/ })).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the popup 500 ms after the pointer enters, not at 499 ms', () => {
    renderPopup();
    fireEvent.mouseEnter(screen.getByRole('link'));
    advance(499);
    expect(dialog()).not.toBeInTheDocument();
    advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not show when the pointer leaves before 500 ms', () => {
    renderPopup();
    fireEvent.mouseEnter(screen.getByRole('link'));
    advance(300);
    fireEvent.mouseLeave(screen.getByRole('link'));
    advance(1000);
    expect(dialog()).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hides 400 ms after the pointer leaves, not at 399 ms', () => {
    renderPopup();
    fireEvent.mouseEnter(screen.getByRole('link'));
    advance(500);
    fireEvent.mouseLeave(screen.getByRole('link'));
    advance(399);
    expect(dialog()).toBeInTheDocument();
    advance(1);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('stays open while the pointer is on the popup itself', () => {
    renderPopup();
    fireEvent.mouseEnter(screen.getByRole('link'));
    advance(500);
    fireEvent.mouseLeave(screen.getByRole('link'));
    advance(200);
    fireEvent.mouseEnter(screen.getByRole('dialog'));
    advance(2000);
    expect(dialog()).toBeInTheDocument();
  });

  it('counts the delay from the first of hover and focus (a click focuses the hovered link)', () => {
    renderPopup();
    fireEvent.mouseEnter(screen.getByRole('link'));
    advance(300);
    act(() => screen.getByRole('link').focus());
    advance(200);
    expect(dialog()).toBeInTheDocument();
  });

  it('stays open while hovered, though the keyboard focus leaves', () => {
    renderPopup(PLAYER, <button type="button">Elsewhere</button>);
    fireEvent.mouseEnter(screen.getByRole('link'));
    act(() => screen.getByRole('link').focus());
    advance(500);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(2000);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not open when Escape is pressed before the delay is over', () => {
    renderPopup();
    act(() => screen.getByRole('link').focus());
    advance(300);
    fireEvent.keyDown(screen.getByRole('link'), { key: 'Escape' });
    advance(1000);
    expect(dialog()).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens 500 ms after the link gets focus and hides 400 ms after focus leaves', () => {
    renderPopup(PLAYER, <button type="button">Elsewhere</button>);
    act(() => screen.getByRole('link').focus());
    advance(499);
    expect(dialog()).not.toBeInTheDocument();
    advance(1);
    expect(dialog()).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    advance(399);
    expect(dialog()).toBeInTheDocument();
    advance(1);
    expect(dialog()).not.toBeInTheDocument();
  });
});

describe('PlayerHoverPopup keyboard', () => {
  it('closes on Escape while hovered, wherever the keyboard focus is', async () => {
    const user = setup();
    await user.hover(screen.getByRole('link'));
    advance(500);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('link')).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens when the link gets keyboard focus, and Escape closes it without reopening', async () => {
    const user = setup();
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    advance(500);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    advance(2000);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveFocus();
  });

  it('lets Tab reach the copy buttons, and Escape from inside returns focus to the link', async () => {
    const user = setup();
    await user.tab();
    advance(500);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy vanity URL' })).toHaveFocus();
    advance(2000);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveFocus();
    // The focus coming back to the link is not a new request to open.
    advance(2000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('stays open while the keyboard focus is inside, though the pointer comes and goes', async () => {
    const user = setup();
    await user.tab();
    advance(500);
    await user.hover(screen.getByRole('link'));
    await user.unhover(screen.getByRole('link'));
    advance(2000);
    expect(dialog()).toBeInTheDocument();
  });
});

describe('PlayerHoverPopup for an unknown account', () => {
  it('shows the raw id with its tooltip, no link and no popup', async () => {
    const user = setup({ id: ID });
    const id = screen.getByText(ID);
    expect(id).toHaveAttribute('title', expect.stringMatching(/^The referenced account is unknown\./));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.hover(id);
    advance(1000);
    expect(dialog()).not.toBeInTheDocument();
  });
});
