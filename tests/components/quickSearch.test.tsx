import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderRoute } from '../render';
import { follow } from '../../src/lib/following';

beforeAll(async () => {
  // The panel's chunks load on first use; loading them once here keeps each test's wait short.
  await Promise.all([
    import('../../src/app/quickSearch/QuickSearchHost'),
    import('../../src/app/quickSearch/QuickSearchPanel'),
    import('../../src/pages/privacy/PrivacyPage'),
    import('../../src/pages/clubs/ClubsPage'),
  ]);
});

const dialog = () => screen.getByRole('dialog', { name: 'Search' });
const box = () => within(dialog()).getByRole('combobox');
const opener = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', { name: 'Search' });

/** The page at `path`, settled, with the shortcuts listening. */
async function openPage(path: string, heading: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return view;
}

/**
 * Presses a shortcut until the panel opens: its listener arrives with a chunk of its own, right after the page. A press
 * is repeated only when a second has passed without a panel, so a slow panel never gets the key typed into it.
 */
async function openWith(user: ReturnType<typeof renderRoute>['user'], keys: string) {
  for (let attempt = 0; attempt < 4 && !screen.queryByRole('dialog'); attempt += 1) {
    await user.keyboard(keys);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument(), {
      timeout: 1000,
    }).catch(() => undefined);
  }
  expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
}

/** The option the box points at (aria-activedescendant). */
function activeOption(): HTMLElement {
  const id = box().getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  const option = document.getElementById(id ?? '');
  expect(option).not.toBeNull();
  return option as HTMLElement;
}

describe('the quick search panel: opening and closing', () => {
  it('opens with "/", puts the cursor in the box, and Escape closes it and gives the focus back to the search button', async () => {
    const { user } = await openPage('/privacy', 'Privacy policy');
    opener().focus();
    await openWith(user, '/');
    expect(box()).toHaveFocus();
    // "/" opened the panel: it was not typed into the box.
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-controls', expect.stringContaining('listbox'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('opens with Ctrl+K even from a text field, and gives the focus back to that field', async () => {
    const { user } = await openPage('/clubs', 'Clubs');
    const search = screen.getByRole('searchbox', { name: 'Search clubs' });
    await user.click(search);
    // In a text field "/" is typed text, not the shortcut.
    await user.keyboard('/');
    expect(search).toHaveValue('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openWith(user, '{Control>}k{/Control}');
    expect(box()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('opens from the header button, and its Close button closes it', async () => {
    const { user } = await openPage('/privacy', 'Privacy policy');
    await user.click(opener());
    expect(await screen.findByRole('combobox')).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openPage('/privacy', 'Privacy policy');
    await user.click(opener());
    await screen.findByRole('combobox');
    await user.tab();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(box()).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('the quick search panel: finding things', () => {
  it('goes to a Track of the Day month typed as 2024-3 with Enter', async () => {
    const { user, router } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    await user.keyboard('2024-3');
    const group = await within(dialog()).findByRole('group', { name: 'Go to' });
    expect(within(group).getByRole('option', { name: 'Track of the Day, March 2024' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/totd/2024-3'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to a month typed with its name: this year’s first (the clock’s November 2026), then last year’s', async () => {
    const { user, router } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    await user.keyboard('Nov');
    const group = await within(dialog()).findByRole('group', { name: 'Go to' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Track of the Day, November 2026', 'Track of the Day, November 2025']);
    await user.clear(box());
    await user.keyboard('november 2025');
    const named = await within(dialog()).findByRole('option', { name: 'Track of the Day, November 2025' });
    expect(named).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/totd/2025-11'));
  });

  it('lists players, clubs, rooms and events found for a name, moves with the arrows and opens the chosen one', async () => {
    const { user, router } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    await user.keyboard('kivo');
    const players = await within(dialog()).findByRole('group', { name: 'Players' });
    // Each player with club tag, flag and matchmaking rank where the answer has them (the first mocked "kivo").
    const first = await within(players).findByRole('option', { name: /Kivo26/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(within(players).getAllByRole('img').length).toBeGreaterThan(0);
    expect(within(players).getAllByText(/^(2v2|3v3|Royal|Ranked)/).length).toBeGreaterThan(0);
    expect(within(players).getByRole('option', { name: 'All players matching “kivo”' })).toBeInTheDocument();
    const clubs = await within(dialog()).findByRole('group', { name: 'Clubs' });
    expect(within(clubs).getByRole('option', { name: /Ice Kivo/ })).toBeInTheDocument();
    const rooms = await within(dialog()).findByRole('group', { name: 'Rooms' });
    expect(within(rooms).getByRole('option', { name: /Kivotor in Jump Flow Society/ })).toBeInTheDocument();
    const events = await within(dialog()).findByRole('group', { name: 'Events' });
    expect(within(events).getByRole('option', { name: /Kivosto/ })).toBeInTheDocument();
    // Groups come in the order people look for them.
    expect(
      within(dialog())
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby') && group.firstElementChild?.textContent),
    ).toEqual(['Players', 'Clubs', 'Rooms', 'Events']);

    await user.keyboard('{ArrowDown}');
    expect(activeOption()).not.toBe(first);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(first);
    // Up from the first wraps round to the last option (the last event).
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent(/Kivosto/);
    // And down from the last back to the first.
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(first);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/player\/./));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the player a vanity name names, first among the players', async () => {
    const { user, router } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    await user.keyboard('demo-team');
    const players = await within(dialog()).findByRole('group', { name: 'Players' });
    const hit = await within(players).findByRole('option', { name: /Ulstoar34.*player page “demo-team”$/ });
    await waitFor(() => expect(within(players).getAllByRole('option')[0]).toBe(hit));
    expect(hit).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/player/demo-team'));
  });

  it('lists a player the vanity name names and the search finds once, with the facts of both', async () => {
    const { user } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    await user.keyboard('MockPilot');
    const players = await within(dialog()).findByRole('group', { name: 'Players' });
    // Both answers are in: the profile the vanity name names and the search's rank.
    await within(players).findByRole('option', { name: /Gold II .*player page “MockPilot”$/ }, { timeout: 5000 });
    const mockPilot = within(players)
      .getAllByRole('option')
      .filter((option) => /MockPilot/.test(option.textContent) && !option.textContent.startsWith('All players'));
    expect(mockPilot.map((option) => option.textContent.trim())).toEqual([
      'MockPilot 2v2 · Gold II · #45,061 · player page “MockPilot”',
    ]);
  });

  it('says when nothing is found', async () => {
    const { user } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    await user.keyboard('zzzqqqxxx');
    expect(
      await within(dialog()).findByText('Nothing found for “zzzqqqxxx”.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says why a match id of the wrong length goes nowhere', async () => {
    const { user } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    await user.keyboard('LID-MTCH-abc');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Enter a match id like LID-MTCH-…, or its last 15 letters and digits.',
    );
  });
});

describe('the quick search panel: recent pages', () => {
  it('lists the pages seen before when nothing is typed, and opens one', async () => {
    const { user, router } = await openPage('/privacy', 'Privacy policy');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Clubs' }),
    );
    await screen.findByRole('heading', { name: 'Clubs', level: 1 });
    await openWith(user, '/');
    const recent = within(dialog()).getByRole('group', { name: 'Recent pages' });
    // The page on screen is not offered again.
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Privacy policy /privacy']);
    // Nothing is chosen until the arrows choose it.
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/privacy'));
  });

  it('lists the followed players first, then the recent pages', async () => {
    follow({ id: '11111111-2222-4333-8444-555555555555', name: '$f00Red Fox' }, 1_700_000_000_000);
    const { user } = await openPage('/privacy', 'Privacy policy');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Clubs' }),
    );
    await screen.findByRole('heading', { name: 'Clubs', level: 1 });
    await openWith(user, '/');
    const followed = within(dialog()).getByRole('group', { name: 'Followed players' });
    expect(within(dialog()).getAllByRole('group')).toEqual([
      followed,
      within(dialog()).getByRole('group', { name: 'Recent pages' }),
    ]);
    expect(
      within(followed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Red Fox Followed']);
  });

  it('ignores a corrupted stored list', async () => {
    localStorage.setItem('recent-pages', '{"v":1,"pages":"oops"');
    const { user } = await openPage('/privacy', 'Privacy policy');
    await openWith(user, '/');
    expect(within(dialog()).queryByRole('group')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Pages you visit show here.');
  });
});
