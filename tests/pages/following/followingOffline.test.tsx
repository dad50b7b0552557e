import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { DEMO_PLAYERS, mockPlayer } from '../../../src/mocks/data/players';

// Offline, the rows of followed players wait for the network (their queries pause): they say "Offline" rather than
// "Loading…" for as long as it lasts, and fill in once the network is back.

const PILOT = mockPlayer(DEMO_PLAYERS.mockUser.index);

beforeAll(async () => {
  await import('../../../src/pages/following/FollowingPage');
});

afterEach(() => {
  act(() => {
    onlineManager.setOnline(true);
  });
});

describe('the Following page offline', () => {
  it('says "Offline" in a row that waits for the network, then loads it', async () => {
    localStorage.setItem(
      'following',
      JSON.stringify({ version: 1, players: [{ id: PILOT.id, addedAt: 0 }], snapshots: {} }),
    );
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    act(() => {
      onlineManager.setOnline(false);
    });
    renderRoute('/following');
    const table = await screen.findByRole('table', { name: 'Followed players' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Offline');
    expect(row).not.toHaveTextContent('Loading…');
    expect(asked).toEqual([]);

    act(() => {
      onlineManager.setOnline(true);
    });
    expect(await within(table).findByRole('link', { name: /MockPilot/ })).toHaveAttribute('href', '/player/mockpilot');
    expect(within(table).getAllByRole('row')[1]).not.toHaveTextContent('Offline');
    expect(asked).toContain(`/api/player/${PILOT.id}`);
  });
});
