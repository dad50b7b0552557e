// The answer store writes to IndexedDB only when what it keeps changes: a kept kind's new answer, or a kept answer
// leaving memory. A search typed letter by letter, a failed request or a request starting rewrites nothing (each
// write copies every kept answer, up to 200, so a fan-out's or a search's cache events must not each cost one).
import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { startAnswerStore } from '../../src/data/cache/answerStore';
import { playerSearchQuery } from '../../src/data/playerSearch';
import { totdMonthQuery } from '../../src/data/totd';
import { server } from '../../src/mocks/node';
import { memoryStorage } from './answerStoreHelpers';

const SAVE_WAIT_MS = 1_200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function storeCountingWrites(before?: (client: ReturnType<typeof createQueryClient>) => Promise<unknown>) {
  const storage = memoryStorage();
  let writes = 0;
  const set = storage.set;
  storage.set = (value) => {
    writes += 1;
    return set(value);
  };
  const client = createQueryClient({ retry: false });
  await before?.(client);
  const { stop } = await startAnswerStore(client, storage);
  stops.push(stop);
  return { client, writes: () => writes };
}

describe('the answer store’s writes', () => {
  it('are none for a search typed letter by letter', async () => {
    const { client, writes } = await storeCountingWrites();
    for (const search of ['mock', 'mockp', 'mockpi']) await client.infiniteQuery(playerSearchQuery(search));
    await pause(SAVE_WAIT_MS);
    expect(writes()).toBe(0);
  });

  it('are none for a kept kind’s request that failed', async () => {
    server.use(http.get('/api/totd/:offset', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const { client, writes } = await storeCountingWrites();
    await client.query(totdMonthQuery(0)).catch(() => undefined);
    await pause(SAVE_WAIT_MS);
    expect(writes()).toBe(0);
  });

  it('is one for a kept kind’s new answer', async () => {
    const { client, writes } = await storeCountingWrites();
    await client.query(totdMonthQuery(0));
    await pause(SAVE_WAIT_MS);
    expect(writes()).toBe(1);
  });

  it('is one for an answer that came before the store was read (the opening page’s prefetch)', async () => {
    const { writes } = await storeCountingWrites((client) => client.query(totdMonthQuery(0)));
    await pause(SAVE_WAIT_MS);
    expect(writes()).toBe(1);
  });
});
