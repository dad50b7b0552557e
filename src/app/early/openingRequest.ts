// The opening page's first answer, asked for while the app's code downloads (issue 29): a cold visit otherwise waits
// for the code to arrive and run before the first API request leaves. Built into /early.js (scripts/earlyScript.ts), a
// classic script index.html runs async, from the app's own endpoint declarations, session storage and auth scheme;
// src/api/client.ts adopts the response for the same address (docs/decisions/017-early-request-from-typescript.md).
import { totdMonth } from '../../data/endpoints/totd';
import { player } from '../../data/endpoints/players';
import { mapInfo } from '../../data/endpoints/maps';
import { readSecret } from '../../session/storage';
import { AUTH_SCHEME } from '../../lib/site';
import type { EarlyAnswer } from '../../api/client';

type EarlyWindow = Window & { __tmioStarted?: boolean; __tmioEarly?: Record<string, EarlyAnswer> };

/** A segment of the address as the router reads it (decoded), or undefined for none or one that cannot be read. */
function segment(raw: string | undefined): string | undefined {
  try {
    return raw ? decodeURIComponent(raw) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first answer of the page a hash such as `#/player/x?tab=y` opens, or undefined: the answers the boot's prefetch
 * (app/prefetch.ts) asks first, for the Track of the Day, a player and a map's leaderboard. Route patterns match
 * whatever the case, as React Router's do.
 */
export function openingAddress(hash: string): string | undefined {
  const path = (hash.replace(/^#/, '').split('?')[0] ?? '').replace(/\/+$/, '');
  const parts = path.split('/').slice(1);
  const first = (parts[0] ?? '').toLowerCase();
  const lower = path.toLowerCase();
  if (lower === '' || lower === '/totd' || lower === '/totd/today') return totdMonth.address({ offset: 0 });
  if (first === 'player') {
    const id = parts.length === 2 || parts.length === 3 ? segment(parts[1]) : undefined;
    return id ? player.address({ id }) : undefined;
  }
  const onBoard =
    (first === 'totd' || first === 'campaigns') &&
    (parts[1] ?? '').toLowerCase() === 'leaderboard' &&
    parts.length === 4;
  const uid =
    (first === 'leaderboard' && (parts.length === 2 || parts.length === 3)) || onBoard
      ? segment(parts.at(-1))
      : undefined;
  return uid ? mapInfo.address({ uid }) : undefined;
}

/** Sends the opening page's first request with the app's headers, and leaves it where the app's client finds it. */
export function askOpeningAnswer(script: Element | null, target: EarlyWindow = window): void {
  // Builds with the mocked API (npm run dev, the demo) answer from a service worker that is not running yet.
  if (script?.getAttribute('data-mocks') === 'true') return;
  if (typeof fetch !== 'function' || !navigator.onLine || target.__tmioStarted) return;
  const address = openingAddress(target.location.hash);
  if (!address) return;
  const secret = readSecret();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (secret) headers.Authorization = `${AUTH_SCHEME} ${secret}`;
  const response = fetch(address, { headers });
  // Failures are the app's to report: client.ts asks again when this request failed.
  response.catch(() => undefined);
  target.__tmioEarly = { ...target.__tmioEarly, [address]: { response, secret, at: performance.now() } };
}
