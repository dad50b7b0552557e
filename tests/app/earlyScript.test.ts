// /early.js, the script index.html runs before the app's code (built from src/app/early/): which answer it asks for on
// which page, with the app's headers, and that it is the one the boot's prefetch (src/app/prefetch.ts) asks, so the
// app adopts it. tests/build/earlyScript.test.ts runs the built script itself.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { openingPrefetch } from '../../src/app/prefetch';
import { writeSession } from '../../src/session/storage';
import { askOpeningAnswer, openingAddress } from '../../src/app/early/openingRequest';
import { player } from '../../src/data/endpoints/players';
const holder = globalThis as { __tmioEarly?: Record<string, { response: Promise<Response> }> };

interface Sent {
  address: string;
  headers: Record<string, string>;
}

/** Runs early.js on the page `hash` opens and returns the requests it sent. */
function runEarly(hash: string, mocks = 'false'): Sent[] {
  window.location.hash = hash;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (address: string, init: { headers: Record<string, string> }) => {
    sent.push({ address, headers: init.headers });
    return Promise.resolve(Response.json({}));
  });
  const script = document.createElement('script');
  script.setAttribute('data-mocks', mocks);
  askOpeningAnswer(script);
  vi.unstubAllGlobals();
  return sent;
}

/** The API addresses the boot's prefetch asks for on the page `hash` opens. */
async function prefetched(hash: string, first: string): Promise<string[]> {
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: URL, init: RequestInit) => {
    asked.push(input.pathname);
    return realFetch(input, init);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  openingPrefetch(hash)?.loadData(client);
  await vi.waitFor(() => {
    expect(asked).toContain(first);
  }, 10_000);
  client.clear();
  vi.unstubAllGlobals();
  return asked;
}

beforeAll(async () => {
  // The areas' api modules the prefetch loads, loaded before the waits start (slow on a loaded machine).
  await Promise.all([import('../../src/data/player'), import('../../src/data/leaderboard')]);
}, 60_000);

afterEach(() => {
  delete holder.__tmioEarly;
  window.location.hash = '';
});

describe('the early request (/early.js)', () => {
  it.each([
    ['#/', '/api/totd/0'],
    ['#/totd', '/api/totd/0'],
    ['#/totd/today', '/api/totd/0'],
    ['#/player/mockpilot', '/api/player/mockpilot'],
    ['#/player/mockpilot/matches?type=2', '/api/player/mockpilot'],
    ['#/leaderboard/StuntDemoMapUid0000000001', '/api/map/StuntDemoMapUid0000000001'],
    ['#/leaderboard/Personal_Best/StuntDemoMapUid0000000001?offset=100', '/api/map/StuntDemoMapUid0000000001'],
    ['#/totd/leaderboard/Personal_Best/StuntDemoMapUid0000000001', '/api/map/StuntDemoMapUid0000000001'],
    ['#/campaigns/leaderboard/Personal_Best/StuntDemoMapUid0000000001', '/api/map/StuntDemoMapUid0000000001'],
  ])('on %s asks %s, one of the answers the boot asks for', async (hash, address) => {
    const sent = runEarly(hash);
    expect(sent.map((request) => request.address)).toEqual([address]);
    expect(holder.__tmioEarly?.[address]).toBeDefined();
    delete holder.__tmioEarly;
    expect(await prefetched(hash, address)).toContain(address);
  });

  it('asks nothing on a page the boot does not prefetch', () => {
    expect(runEarly('#/clubs')).toEqual([]);
    expect(runEarly('#/player')).toEqual([]);
    expect(runEarly('#/leaderboard')).toEqual([]);
  });

  it('asks nothing in a build with the mocked API (its worker is not running yet)', () => {
    expect(runEarly('#/totd', 'true')).toEqual([]);
  });

  it('sends the headers the app sends: JSON, and the signed-in secret', () => {
    expect(runEarly('#/totd')[0]?.headers).toEqual({ Accept: 'application/json' });
    writeSession({ secret: 's3cret', accountid: 'abc' });
    expect(runEarly('#/totd')[0]?.headers).toEqual({ Accept: 'application/json', Authorization: 'Tmio s3cret' });
  });

  it('builds its addresses from the endpoints’ declarations', () => {
    expect(openingAddress('#/player/a b')).toBe(player.address({ id: 'a b' }));
  });

  it('encodes the address segment as the app does', () => {
    expect(runEarly('#/player/a%20b')[0]?.address).toBe('/api/player/a%20b');
    expect(runEarly('#/player/bad%E0')).toEqual([]);
  });
});
