// An answer is fresh as long as its kind says, in every query client: with the answer store (a normal visit) or
// without it (a private window, where IndexedDB is refused, and most tests). Each kind's answer, open or closed, is
// put in both clients at several ages, then asked for: the one client asks the API again exactly when the other does.
import { afterEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { ANSWER_KINDS, type AnswerKindName } from '../../src/api/answerFreshness';
// As the boot loads it in every case, with the answer store or without (tests/setup.ts loads it for every test too).
import '../../src/data/cache/freshnessPolicy';
import { startAnswerStore } from '../../src/data/cache/answerStore';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { leaderboardQueries } from '../../src/data/leaderboard';
import { memoryStorage } from './answerStoreHelpers';

const MINUTE = 60_000;
const AGES = [20_000, 2 * MINUTE, 4 * MINUTE, 10 * MINUTE, 90 * MINUTE, 3 * 24 * 60 * MINUTE];
/** What an answer may say about itself: an open board, a closed one, a cup that ended long ago. */
const ANSWERS = {
  open: { lockedLeaderboard: false, enddate: 4_102_444_800 },
  closed: { lockedLeaderboard: true },
  ended: { enddate: 1_600_000_000 },
};

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function clients(): Promise<{ plain: QueryClient; stored: QueryClient }> {
  const stored = createQueryClient({ retry: false });
  const { stop } = await startAnswerStore(stored, memoryStorage());
  stops.push(stop);
  return { plain: createQueryClient({ retry: false }), stored };
}

/** Whether `client` asks the API again for an answer of `kind` this old. */
async function asksAgain(client: QueryClient, kind: AnswerKindName, answer: unknown, age: number): Promise<boolean> {
  const meta = 'owned' in ANSWER_KINDS[kind] ? { answerKind: kind, accountId: 'account-1' } : { answerKind: kind };
  const queryKey = ['freshness', kind, JSON.stringify(answer), age];
  let asked = false;
  const options = {
    queryKey,
    meta,
    queryFn: () => {
      asked = true;
      return answer;
    },
  };
  // The query is made with its meta, as a factory's query is, then holds an answer fetched `age` ago.
  client.getQueryCache().build(client, options);
  client.setQueryData(queryKey, answer, { updatedAt: Date.now() - age });
  await client.query(options);
  return asked;
}

describe('the freshness of each kind of answer', () => {
  it('is the same with the answer store and without it, for every kind, open or closed, at every age', async () => {
    const { plain, stored } = await clients();
    const differences: string[] = [];
    for (const kind of Object.keys(ANSWER_KINDS) as AnswerKindName[]) {
      for (const [facts, answer] of Object.entries(ANSWERS)) {
        for (const age of AGES) {
          const [withoutStore, withStore] = [
            await asksAgain(plain, kind, answer, age),
            await asksAgain(stored, kind, answer, age),
          ];
          if (withoutStore !== withStore)
            differences.push(
              `${kind} (${facts}, ${String(age / 1000)} s old): without the store ${String(withoutStore)}, with it ${String(withStore)}`,
            );
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('asks for an open board’s rows again after its minute, and for a closed board’s never, in either client', async () => {
    for (const client of Object.values(await clients())) {
      expect(await asksAgain(client, 'board', ANSWERS.open, 20_000)).toBe(false);
      expect(await asksAgain(client, 'board', ANSWERS.open, 2 * MINUTE)).toBe(true);
      expect(await asksAgain(client, 'board', ANSWERS.closed, 3 * 24 * 60 * MINUTE)).toBe(false);
    }
  });

  it('reads a map leaderboard’s rows again once they are older than the board’s minute', async () => {
    const client = createQueryClient({ retry: false });
    const rows = leaderboardQueries.rows('map', 'MapUid', 0);
    const first = await client.infiniteQuery(rows);
    const range = first.pages[0]?.range;
    if (!range) throw new Error('no first page');
    const key = ['leaderboard', 'rows', 'map', 'MapUid', range.offset, range.length];
    // The range as it was a few minutes ago, a different record at the top.
    const old = client.getQueryData<{ tops: unknown[] }>(key);
    client.setQueryData(key, { ...old, tops: [] }, { updatedAt: Date.now() - 3 * MINUTE });
    const again = await client.infiniteQuery({ ...rows, staleTime: 0 });
    expect(again.pages[0]?.answer.tops.length).toBeGreaterThan(0);
  });
});
