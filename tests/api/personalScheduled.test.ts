import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiScheduler } from '../../src/api/scheduler';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { campaignQueries } from '../../src/data/campaign';
import { leaderboardQueries } from '../../src/data/leaderboard';
import { recordQueries } from '../../src/data/records';
import { writeSession } from '../../src/session/storage';
import { MOCK_USER } from '../../src/mocks/data/mockUser';

// Issue 33: every request for the signed-in player's own records goes through the shared scheduler (at most 3 in
// flight), the campaign position too: it went straight to the API, a fourth and fifth request beside the grid's three.

afterEach(() => {
  vi.restoreAllMocks();
});

type Client = ReturnType<typeof createQueryClient>;

/** How many times `ask` went through the shared scheduler, signed in as the mocked player. */
async function scheduledCalls(ask: (client: Client) => Promise<unknown>): Promise<number> {
  writeSession(MOCK_USER);
  const schedule = vi.spyOn(apiScheduler, 'schedule');
  await ask(createQueryClient({ retry: false })).catch(() => undefined);
  return schedule.mock.calls.length;
}

describe('the player’s own records are asked through the shared scheduler', () => {
  it('the campaign position', async () => {
    expect(
      await scheduledCalls((client) => client.query(campaignQueries.personal('campaign-uid', MOCK_USER.accountid))),
    ).toBe(1);
  });

  it('a map page’s personal best', async () => {
    expect(
      await scheduledCalls((client) =>
        client.query(leaderboardQueries.personal('map', 'map-uid', MOCK_USER.accountid)),
      ),
    ).toBe(1);
  });

  it('a record of the records grid', async () => {
    expect(
      await scheduledCalls((client) =>
        client.query(recordQueries.personal('map', 'map-uid', MOCK_USER.accountid, false)),
      ),
    ).toBe(1);
  });
});
