// The one fetch helper. Every failure becomes an ApiError with a message a person can read.
import { asSentence, countOf } from '../lib/format';
import { AUTH_SCHEME } from '../lib/site';
import { readSecret } from '../session/storage';

/** `shape`: the answer arrived but a field the page needs could not be read (see schema.ts). */
export type ApiErrorKind = 'network' | 'http' | 'not-json' | 'api' | 'rate-limit' | 'aborted' | 'shape';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** Seconds until the rate limit resets (429 only), when the server says. */
  readonly retryAfterSeconds: number | undefined;
  /** The parsed JSON body of an `{error}` answer (it may carry flags such as `logout`). */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number; retryAfterSeconds?: number; body?: unknown } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.body = options.body;
  }
}

/**
 * Whether an error is the API saying the thing asked for is not there: an `{error}` answer whose text says so
 * ("account not found", "map does not exist", an upstream "notFound"), whatever its status (500 has been seen for it).
 * Any other `{error}` ("Too many requests, slow down") is trouble on the way, and is shown as such.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'api' && /not ?found|does not exist/i.test(error.message);
}

/** Where the addresses to ask past every cache wait for their next GET (revalidateNext): they outlast a reload. */
const REVALIDATE_KEY = 'tmio-revalidate';
/** The addresses waiting, read from sessionStorage once per page: a GET does not read the storage again. */
let waiting: string[] | undefined;

function revalidating(): string[] {
  if (waiting) return waiting;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(REVALIDATE_KEY) ?? '[]');
    waiting = Array.isArray(stored) ? stored.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    // Storage blocked or its value unreadable: nothing waits.
    waiting = [];
  }
  return waiting;
}

function keepRevalidating(paths: string[]): void {
  waiting = paths;
  try {
    sessionStorage.setItem(REVALIDATE_KEY, JSON.stringify(paths));
  } catch {
    // Storage blocked: the next request is an ordinary one.
  }
}

/**
 * The next GET of `path` in this tab asks past every cache (`cache: 'reload'`, which sends `Cache-Control: no-cache`),
 * after a reload too: the server's shared cache then asks the API again instead of answering from what it holds, for
 * an answer the visitor has just changed (their socials on their profile).
 */
export function revalidateNext(path: string): void {
  keepRevalidating([...new Set([...revalidating(), path])]);
}

/** Whether `path` waits to be asked past every cache; it waits no more. */
function takeRevalidation(path: string): boolean {
  const paths = revalidating();
  if (!paths.includes(path)) return false;
  keepRevalidating(paths.filter((waiting) => waiting !== path));
  return true;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

function origin(): string {
  return globalThis.location.origin;
}

/** Only same-origin /api requests may carry the user's secret. */
function isOwnApi(url: URL): boolean {
  return url.origin === origin() && url.pathname.startsWith('/api/');
}

function buildHeaders(url: URL, contentType?: string): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (contentType) headers.set('Content-Type', contentType);
  const secret = readSecret();
  if (secret !== '' && isOwnApi(url)) headers.set('Authorization', `${AUTH_SCHEME} ${secret}`);
  return headers;
}

/** X-Ratelimit-Reset is either seconds to wait or a unix time; both become seconds to wait. */
function retrySeconds(resetHeader: string | null): number | undefined {
  if (resetHeader === null) return undefined;
  const value = Number(resetHeader);
  if (!Number.isFinite(value) || value < 0) return undefined;
  const nowSeconds = Date.now() / 1000;
  // Stryker disable next-line EqualityOperator: equivalent, 1,000,000,000 itself is neither a wait anyone sends (31 years) nor a reset time of today (2001)
  return Math.max(0, Math.ceil(value > 1_000_000_000 ? value - nowSeconds : value));
}

/**
 * Retry-After, sent by proxies and our own server instead of X-Ratelimit-Reset: delta-seconds read as the reset is
 * (the same seconds to wait), or an HTTP date (the moment to ask again).
 */
function retryAfterSeconds(header: string | null): number | undefined {
  // No header reads as neither seconds nor a date.
  // Stryker disable next-line StringLiteral: equivalent, any other text that is neither seconds nor a date reads the same
  const text = header ?? '';
  if (/^\s*[-+]?[\d.]+\s*$/.test(text)) return retrySeconds(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function hasErrorField(body: unknown): body is { error: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'error' in body;
}

type RemainingListener = (remaining: number) => void;
const remainingListeners = new Set<RemainingListener>();

/** Calls `listener` with X-Ratelimit-Remaining whenever an answer carries it (the request scheduler slows down on it). */
export function onRateLimitRemaining(listener: RemainingListener): () => void {
  remainingListeners.add(listener);
  return () => {
    remainingListeners.delete(listener);
  };
}

function reportRemaining(headers: Headers): void {
  const raw = headers.get('X-Ratelimit-Remaining');
  // A header's value comes trimmed (Fetch): missing or empty is no count (Number('') would read 0).
  const remaining = raw === null || raw === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(remaining)) return;
  for (const listener of remainingListeners) listener(remaining);
}

/** A request /early.js sent before the app's code arrived (src/app/early/openingRequest.ts), by its GET address. */
export interface EarlyAnswer {
  response: Promise<Response>;
  /** The stored secret it was sent with ('' signed out). */
  secret: string;
  /** When it left (performance.now()). */
  at: number;
}

/** An early answer older than this is not adopted: a page opened later asks afresh. */
const EARLY_ANSWER_MS = 60_000;

/** The early request for `path`, taken once (a response is read once), if it was sent as this request would be. */
function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const early = (globalThis as { __tmioEarly?: Partial<Record<string, EarlyAnswer>> }).__tmioEarly;
  const answer = early?.[path];
  if (!early || !answer) return undefined;
  early[path] = undefined;
  if (answer.secret !== readSecret() || performance.now() - answer.at > EARLY_ANSWER_MS) return undefined;
  return answer.response;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  init: RequestInit & { contentType?: string },
): Promise<T> {
  const url = new URL(path, origin());
  // An answer the visitor has just changed is asked past every cache on the way (the site's shared one included).
  const reload = method === 'GET' && takeRevalidation(path);
  const send = () =>
    fetch(url, {
      ...init,
      method,
      headers: buildHeaders(url, init.contentType),
      ...(reload ? { cache: 'reload' as const } : {}),
    });
  const early = method === 'GET' && !reload ? takeEarlyAnswer(path) : undefined;
  let response: Response;
  try {
    // An early request that failed is asked again, so the error shown is this request's own.
    response = await (early ? early.catch(send) : send());
  } catch {
    if (init.signal?.aborted) throw new ApiError('aborted', 'The request was cancelled.');
    throw new ApiError('network', 'Could not reach the server. Check your connection and try again.');
  }

  reportRemaining(response.headers);
  if (response.status === 429) {
    const wait =
      retrySeconds(response.headers.get('X-Ratelimit-Reset')) ?? retryAfterSeconds(response.headers.get('Retry-After'));
    // A reset that is due now (0, or a unix time already past) reads "in a moment", not "in 0 seconds".
    const when = wait === undefined || wait === 0 ? 'in a moment' : `in ${countOf(wait, 'second')}`;
    throw new ApiError('rate-limit', `Too many requests. Please try again ${when}.`, {
      status: 429,
      retryAfterSeconds: wait,
    });
  }

  // A body that cannot be read or is no JSON (an HTML error page) is no body.
  const body: unknown = await response.json().catch(() => undefined);

  // A JSON error text is the most useful message, whatever the status.
  // (A parsed JSON object that has the key never holds undefined in it: null and false are the answers without an error.)
  if (hasErrorField(body) && body.error !== null && body.error !== false) {
    throw new ApiError(
      'api',
      typeof body.error === 'string' && body.error !== '' ? body.error : 'The server reported an error.',
      { status: response.status, body },
    );
  }
  if (!response.ok) {
    throw new ApiError('http', `The server answered with an error (HTTP ${response.status}). Please try again later.`, {
      status: response.status,
    });
  }
  if (body === undefined) {
    throw new ApiError(
      'not-json',
      'The server sent an unexpected answer (not JSON). This page may not exist, or the server is having trouble.',
      { status: response.status },
    );
  }
  return body as T;
}

/** An answer as sent: unknown until a schema reads it (readApi in schema.ts is the one way the pages get answers). */
export function apiGet(path: string, options: RequestOptions = {}): Promise<unknown> {
  return request<unknown>('GET', path, { signal: options.signal ?? null });
}

/** Like apiGet: the answer is unknown until a schema reads it. */
export function apiPost(
  path: string,
  body?: unknown,
  contentType = 'application/json',
  options: RequestOptions = {},
): Promise<unknown> {
  // JSON.stringify(undefined) is undefined: no body.
  const payload = typeof body === 'string' ? body : (JSON.stringify(body) as string | undefined);
  return request<unknown>('POST', path, {
    signal: options.signal ?? null,
    ...(payload === undefined ? {} : { body: payload, contentType }),
  });
}

/** A message for any thrown value, for error boxes. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return 'Something went wrong.';
}

/** An error's words as a sentence of their own, ended once. */
export const errorSentence = (error: unknown): string => asSentence(errorMessage(error));
