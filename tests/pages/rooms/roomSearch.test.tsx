import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../render';
import { cellTexts, rows, watchRoomRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/rooms/RoomsPage');
});

afterEach(() => {
  vi.useRealTimers();
});

const searchBox = () => screen.getByRole('searchbox', { name: 'Search rooms' });
const clearButton = () => screen.getByRole('button', { name: 'Clear search' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const shownNames = async () => (await rows()).map((row) => cellTexts(row)[1]);
/** The first page of rooms for a search, as a person reads their names. */
const NAMES: Record<string, string[]> = {
  '': [
    'Rally Neon',
    'Sky Arluxne',
    'Rally Bob',
    'Ride Rally',
    'Rally Tech',
    'Ice Zenar',
    'Ride Rally',
    'Rally Jump',
    'Sky Jump',
    'Spiral Arlux',
    'Loop Mizen',
    'Tech Jump #6',
    'Dirt Neluxvo',
    'Bob Grass',
    'Dirt Stora',
    'Rally Ulrazen',
    'Speed Sky',
    'Neon Mifel #8',
    'Grass Vixraki',
    'Jump Wall Дорога',
    'Sky Tech',
    'Spiral Ride',
    'Drift Bob',
    'Tech Artorlux',
    'Rally Kavix',
  ],
  Rally: [
    'Rally Neon',
    'Rally Bob',
    'Ride Rally',
    'Rally Tech',
    'Ride Rally',
    'Rally Jump',
    'Rally Ulrazen',
    'Rally Kavix',
    'Rally Sky',
    'Rally Kivix Дорога',
    'Loop Rally',
    'Rally Ulluxdro #5',
    'Rally Neon',
    'Rally Turbo',
    'Ice Rally',
    'Turbo Rally #9',
    'Rally Felvixqua',
    'Rally Ice',
    'Rally Bob 🏁',
    'Tech Rally',
    'Rally Drift',
    'Rally Bob 夜明け',
    'Rally Kimi',
    'Tech Rally',
    'Turbo Rally #5',
  ],
  a: [
    'Rally Neon',
    'Sky Arluxne',
    'Rally Bob',
    'Ride Rally',
    'Rally Tech',
    'Ice Zenar',
    'Ride Rally',
    'Rally Jump',
    'Spiral Arlux',
    'Bob Grass',
    'Dirt Stora',
    'Rally Ulrazen',
    'Grass Vixraki',
    'Jump Wall Дорога',
    'Spiral Ride',
    'Tech Artorlux',
    'Rally Kavix',
    'Sky Arrafel #8',
    'Speed Rastolux',
    'Wall Neon',
    'Wall Luxfel',
    'Rally Sky',
    'Wall Raul Дорога',
    'Turbo Ravo',
    'Canyon Grass',
  ],
};
const namesOf = (search: string) => NAMES[search] ?? [];

// A word of a room name that several rooms share.
const WORD = 'Rally Neon'.split(' ')[0] ?? '';

describe('the room search', () => {
  it('asks the API once, 500 ms after the typing pauses, and keeps the search in the address', async () => {
    const requests = watchRoomRequests();
    const { router } = renderRoute('/rooms');
    await rows();
    expect(clearButton()).toBeDisabled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.change(searchBox(), { target: { value: WORD.slice(0, 2) } });
    advance(300);
    fireEvent.change(searchBox(), { target: { value: ` ${WORD} ` } });
    advance(499);
    expect(router.state.location.search).toBe('');
    advance(1);
    expect(router.state.location.search).toBe(`?search=${encodeURIComponent(WORD)}`);
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toEqual({ path: '/api/rooms/0', search: WORD });
    await waitFor(async () => expect(await shownNames()).toEqual(namesOf(WORD)));
    (await shownNames()).forEach((name) => expect(name?.toLowerCase()).toContain(WORD.toLowerCase()));
  });

  it('shows the same results for a pasted link with ?search=', async () => {
    const requests = watchRoomRequests();
    renderRoute(`/rooms?search=${encodeURIComponent(WORD.toUpperCase())}`);
    expect(await shownNames()).toEqual(namesOf(WORD));
    expect(searchBox()).toHaveValue(WORD.toUpperCase());
    expect(requests).toEqual([{ path: '/api/rooms/0', search: WORD.toUpperCase() }]);
  });

  it('searches at once on Enter, and Clear empties the box, the address and the filter', async () => {
    const { user, router } = renderRoute('/rooms');
    await rows();
    fireEvent.change(searchBox(), { target: { value: WORD } });
    await user.type(searchBox(), '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${encodeURIComponent(WORD)}`));
    await waitFor(async () => expect(await shownNames()).toEqual(namesOf(WORD)));

    await user.click(clearButton());
    expect(searchBox()).toHaveValue('');
    expect(router.state.location.search).toBe('');
    await waitFor(async () => expect(await shownNames()).toEqual(namesOf('')));
  });

  it('says when no room matches', async () => {
    renderRoute('/rooms?search=zzqqxx');
    expect(await screen.findByRole('status')).toHaveTextContent('No room matches “zzqqxx”.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('starts again from page 0 on a new search, and Load more continues the search', async () => {
    const requests = watchRoomRequests();
    const { user } = renderRoute('/rooms');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    // A single letter matches many rooms: more than one page.
    fireEvent.change(searchBox(), { target: { value: 'a' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(async () => expect(await shownNames()).toEqual(namesOf('a')));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(50));
    expect(requests.slice(2)).toEqual([
      { path: '/api/rooms/0', search: 'a' },
      { path: '/api/rooms/1', search: 'a' },
    ]);
  });
});
