// The built /early.js as a browser runs it: one classic script (no import, no export), small, that asks the opening
// page's first answer with the app's headers and leaves it for the app (src/app/early/openingRequest.ts).
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleEarlyScript } from '../../scripts/earlyScript';

let code = '';

beforeAll(async () => {
  code = await bundleEarlyScript();
}, 60_000);

interface Run {
  sent: { address: string; headers: Record<string, string> }[];
  early: Record<string, unknown> | undefined;
}

/** Runs the script as a classic script in a page at `hash`, with `stored` in localStorage. */
function run(hash: string, stored: Record<string, string> = {}, mocks = 'false'): Run {
  const sent: Run['sent'] = [];
  const window: Record<string, unknown> = {};
  const context = {
    window,
    document: { currentScript: { getAttribute: (name: string) => (name === 'data-mocks' ? mocks : null) } },
    location: { hash },
    navigator: { onLine: true },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    performance: { now: () => 5 },
    fetch: (address: string, init: { headers: Record<string, string> }) => {
      sent.push({ address, headers: init.headers });
      return Promise.resolve({});
    },
  };
  window.location = context.location;
  runInNewContext(code, context);
  return { sent, early: window.__tmioEarly as Record<string, unknown> | undefined };
}

describe('the built early script', () => {
  it('is one small classic script', () => {
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(Buffer.byteLength(code)).toBeLessThan(2048);
  });

  it('asks the opening page’s answer with the signed-in secret, and leaves it for the app', () => {
    const { sent, early } = run('#/player/mockpilot', { secret: 's3cret' });
    expect(sent).toEqual([
      { address: '/api/player/mockpilot', headers: { Accept: 'application/json', Authorization: 'Tmio s3cret' } },
    ]);
    expect(Object.keys(early ?? {})).toEqual(['/api/player/mockpilot']);
    expect(run('#/totd').sent.map((request) => request.address)).toEqual(['/api/totd/0']);
  });

  it('asks nothing on other pages, nor with the mocked API', () => {
    expect(run('#/clubs').sent).toEqual([]);
    expect(run('#/totd', {}, 'true').sent).toEqual([]);
  });
});
