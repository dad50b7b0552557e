// The server's route table, derived from the endpoints' declarations (endpoints.ts): which kind of answer
// (answerFreshness.ts) each API path gives, and whether the shared cache may answer it. Only the endpoints the site
// declares are known; of those, only the signed-in player's own (their records, the session, the profile form) are
// never shared. A path not declared (a ghost download, a route the API adds later) is never shared.
import { ANSWER_KINDS, answerFreshness, type AnswerKindName, type Freshness } from '../api/answerFreshness';
import type { AddressFacts, Endpoint } from './endpoint';
import * as endpoints from './endpoints/index';

export interface RoutePolicy extends AddressFacts {
  kind: AnswerKindName;
  /** The same for whoever asks: answered from a shared cache and forwarded without credentials. */
  shared: boolean;
}

/** The segments of an endpoint's path after /api/. */
const segmentsOf = (path: string): string[] => path.slice('/api/'.length).split('/');

/** The parameter a path's segment names (and whether it is a whole number), or undefined for a word. */
function paramOf(segment: string): { name: string; numeric: boolean } | undefined {
  const param = /^\{(\w+)(:n)?\}$/.exec(segment);
  return param ? { name: param[1] ?? '', numeric: param[2] !== undefined } : undefined;
}

/** The parameters of a path's segments (after `/api/`) when the endpoint answers it, else undefined. */
export function matchEndpoint(endpoint: Endpoint, segments: readonly string[]): Record<string, string> | undefined {
  const parts = segmentsOf(endpoint.path);
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    const param = paramOf(part);
    if (segment === '' || (param ? param.numeric && !/^\d+$/.test(segment) : part !== segment)) return undefined;
    if (param) params[param.name] = segment;
  }
  return params;
}

/** How many of an endpoint's segments are words (`track` in `leaderboard/track/{uid}`). */
const literals = (endpoint: Endpoint) => segmentsOf(endpoint.path).filter((part) => !paramOf(part)).length;

/** Every declared endpoint, the most specific first: `leaderboard/track/{uid}` before `leaderboard/{group}/{uid}`. */
export const ENDPOINTS: readonly Endpoint[] = Object.values<Endpoint>(endpoints).sort(
  (a, b) => literals(b) - literals(a),
);

/** The endpoint that answers a path's segments (after `/api/`), with their parameters. */
function endpointOf(segments: readonly string[]): { endpoint: Endpoint; params: Record<string, string> } | undefined {
  for (const endpoint of ENDPOINTS) {
    const params = matchEndpoint(endpoint, segments);
    if (params) return { endpoint, params };
  }
  return undefined;
}

/**
 * The policy of a GET to an API path (query allowed; it does not change the kind), or undefined for a path not known
 * to answer the same for everyone. Personal paths come back as the `personal` kind, never shared.
 */
export function routePolicy(path: string): RoutePolicy | undefined {
  // Stryker disable next-line StringLiteral: equivalent, never read: split always gives a first part
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith('/api/')) return undefined;
  let segments: string[];
  try {
    segments = pathname.slice('/api/'.length).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  // A segment that is a dot path, or that hides a separator (%2F, %5C), could name another route upstream: never shared.
  if (segments.some((segment) => segment === '.' || segment === '..' || /[/\\]/.test(segment))) return undefined;
  const found = endpointOf(segments);
  if (!found) return undefined;
  const { endpoint, params } = found;
  // A Track of the Day month's offset is its address's one parameter.
  const month = endpoint.kind === 'totdMonth' ? { monthOffset: Number(params.offset) } : {};
  return { kind: endpoint.kind, ...month, ...endpoint.facts?.(params), shared: ANSWER_KINDS[endpoint.kind].shared };
}

/**
 * The query parameters the site sends to shared paths, as declared (a list's `search`, a board's `offset` and
 * `length`, …): the shared cache keeps and asks an answer under these only, so `?cb=1`, `?cb=2`, … are one address,
 * not a new upstream request each.
 */
export const SHARED_QUERY_PARAMS: ReadonlySet<string> = new Set(
  ENDPOINTS.filter((endpoint) => ANSWER_KINDS[endpoint.kind].shared).flatMap((endpoint) => endpoint.query ?? []),
);

/** A shared path's address as the cache keeps it: the path, and of its query only SHARED_QUERY_PARAMS, each once. */
export function sharedAddress(pathname: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (SHARED_QUERY_PARAMS.has(name) && !kept.has(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** Whether a GET to this path answers the same for whoever asks. */
export const isSharedPath = (path: string): boolean => routePolicy(path)?.shared === true;

/** The freshness of an answer to `path` (see answerFreshness), from the answer and its parent's when known. */
export function pathFreshness(
  route: RoutePolicy,
  facts: { answer?: unknown; parent?: unknown; fetchedAt: number; now: number },
): Freshness {
  return answerFreshness(route.kind, { ...facts, monthOffset: route.monthOffset });
}
