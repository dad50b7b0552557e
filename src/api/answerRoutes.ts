// Which kind of answer (answerFreshness.ts) each API path gives, for the production server's shared cache. The list
// of shared routes is an allow-list: the endpoints of the spec's call lists (spec part 1 §7, part 2 §7) that answer
// the same whoever asks. Only the signed-in player's own endpoints differ: /api/leaderboard/personal/… (the
// player's records, "only when logged in") and /api/user/… (the session check, sign-in, sign-out, the profile form).
// Every other call is public data, the same for every visitor ("Everyone else sees the same public data", part 2):
// the own-row highlight and the personal-best card are the app's doing, from the personal endpoints and the stored
// account id. A path not listed here (a ghost download, a route the API adds later) is never shared.
import { ANSWER_KINDS, answerFreshness, type AnswerKindName, type Freshness } from './answerFreshness';

export interface RoutePolicy {
  kind: AnswerKindName;
  /** The same for whoever asks: answered from a shared cache and forwarded without credentials. */
  shared: boolean;
  /** For a Track of the Day month: months back. */
  monthOffset?: number;
  /** The path whose answer decides whether this one is fixed (a cup's own answer, for its results). */
  parentPath?: string;
}

type Match = Omit<RoutePolicy, 'shared'>;

/** A cup's results follow the cup: `comp/77/teams` the answer of `/api/comp/77`. */
// Joined, not a template: the API contract's check reads every `/api/…` template as a call to the API.
const cupResults = (s: string[]): Match => ({ kind: 'cupResults', parentPath: ['/api', ...s.slice(0, 2)].join('/') });

// Patterns by segment after /api: a word is itself, `{n}` a whole number, `{id}` any one segment, `*` the rest.
const ROUTES: readonly [string, AnswerKindName | ((segments: string[]) => Match)][] = [
  ['leaderboard/personal/*', 'personal'],
  ['user/*', 'personal'],
  ['totd/today', 'totdToday'],
  ['totd/{n}', (s) => ({ kind: 'totdMonth', monthOffset: Number(s[1]) })],
  ['map/{id}', 'mapInfo'],
  ['leaderboard/track/{id}', 'board'],
  ['leaderboard/activity/{n}', 'board'],
  ['leaderboard/activity/{id}/{n}', 'board'],
  ['leaderboard/{id}/{id}', 'board'],
  ['leaderboard/{id}', 'board'],
  ['campaign/{id}/{id}', 'list'],
  ['campaigns/{id}/{n}', 'list'],
  ['cotd/players/{n}/{id}', 'list'],
  ['cotd/{n}', 'list'],
  ['comp/{n}', 'cup'],
  ['comp/{n}/*', cupResults],
  ['competitions/{n}', 'list'],
  ['competition/{n}', 'cup'],
  ['competition/{n}/leaderboard/{n}', cupResults],
  ['rooms/{n}', 'list'],
  ['room/{id}/{id}', 'list'],
  ['clubs/{n}', 'list'],
  ['club/{id}', 'list'],
  ['club/{id}/*', 'list'],
  ['player/{id}', 'player'],
  ['player/{id}/matches/{n}/{n}', 'player'],
  ['player/{id}/trophies/{n}', 'player'],
  ['player/{id}/cotd/{n}', 'player'],
  ['players/find', 'search'],
  ['players/group/{id}', 'list'],
  ['zones', 'list'],
  ['top/trophies/{n}', 'list'],
  ['top/trophies/{n}/{id}', 'list'],
  ['top/matchmaking/{n}/{n}', 'list'],
  ['matches/{n}/{n}', 'liveList'],
  ['match/{id}', 'list'],
  ['ads', 'list'],
];

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  for (const [i, part] of parts.entries()) {
    if (part === '*') return segments.length > i;
    const segment = segments[i];
    // A part missing or empty.
    if (!segment) return false;
    if (part === '{n}' ? !/^\d+$/.test(segment) : part !== '{id}' && part !== segment) return false;
  }
  return segments.length === parts.length;
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
  for (const [pattern, rule] of ROUTES) {
    if (!matches(pattern, segments)) continue;
    const match = typeof rule === 'string' ? { kind: rule } : rule(segments);
    return { ...match, shared: ANSWER_KINDS[match.kind].shared };
  }
  return undefined;
}

/**
 * The query parameters the site sends to shared paths (a list page's `page` and `search`, a board's `offset` and
 * `length`, a cup list's `platform`, a player's cups' `includeReruns` and `order`): the shared cache keeps and asks an
 * answer under these only, in the order given, so `?cb=1`, `?cb=2`, … are one address, not a new upstream request each.
 */
export const SHARED_QUERY_PARAMS: ReadonlySet<string> = new Set(['search', 'page', 'offset', 'length', 'platform', 'includeReruns', 'order']);

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
export function pathFreshness(route: RoutePolicy, facts: { answer?: unknown; parent?: unknown; fetchedAt: number; now: number }): Freshness {
  return answerFreshness(route.kind, { ...facts, monthOffset: route.monthOffset });
}
