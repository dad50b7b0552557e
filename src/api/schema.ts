// The building blocks of the endpoint schemas: every answer of the API is decoded once, between apiGet and the
// cache, into exactly the type the pages read. The API is undocumented and drifts, so the blocks are lenient:
// - a number sent as a string is read as a number, a number sent where text belongs as text;
// - an optional field that is missing or of the wrong type becomes undefined (`maybe`), '' (`textOr`) or [] (`list`);
// - unknown keys are dropped (valibot's object);
// - an item of a list whose required field cannot be read is dropped from the list, the rest kept;
// - a required field of the answer itself that cannot be read fails the answer with an ApiError naming the field.
import * as v from 'valibot';
import { ApiError, apiGet, type RequestOptions } from './client';
import { isRecord } from '../lib/isRecord';

// The drift alarm (driftReport.ts: what an answer lost in decoding) is not needed to draw a page: its code comes as a
// chunk of its own with the first answer, and each report is made once it is here, never holding up the answer.
const driftAlarm = () => import('./driftReport');
const unreported = () => undefined;

/** Any schema that reads unknown input into T. */
export type Schema<T> = v.GenericSchema<unknown, T>;

const NUMERIC = /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/;

function readNumber(input: unknown): unknown {
  return typeof input === 'string' && NUMERIC.test(input) ? Number(input) : input;
}

function readText(input: unknown): unknown {
  // Number.isFinite is false for what is not a number (parsed JSON holds no NaN or Infinity anyway).
  return Number.isFinite(input) ? String(input) : input;
}

function readFlag(input: unknown): unknown {
  if (input === 'true' || input === 1) return true;
  if (input === 'false' || input === 0) return false;
  return input;
}

/** A finite number; "12" is read as 12. */
export const num = v.pipe(v.unknown(), v.transform(readNumber), v.number(), v.finite());

/** Text; 12 is read as "12". */
export const text = v.pipe(v.unknown(), v.transform(readText), v.string());

/** A boolean; "true"/"false" and 1/0 are read too. */
export const flag = v.pipe(v.unknown(), v.transform(readFlag), v.boolean());

/** An optional field: missing, null or unreadable becomes undefined. */
export function maybe<T>(schema: Schema<T>) {
  return v.fallback(v.optional(schema), undefined);
}

/** Text whose empty value is '': missing, null or unreadable becomes ''. */
export const textOr = v.fallback(text, '');

/** An optional number. */
export const maybeNum = maybe(num);
/** An optional text. */
export const maybeText = maybe(text);
/** An optional boolean. */
export const maybeFlag = maybe(flag);

/** A list whose unreadable items are counted, as plain data: a page says "N entries could not be read". */
export interface CountedList<T> {
  items: T[];
  /** How many items the answer sent that could not be read (and were dropped). */
  unread: number;
}

/** Reads what may be a list: an object sent in its place is read as the list of its values (some answers key rows). */
function readItems<T>(item: Schema<T>, input: unknown): CountedList<T> {
  const sent = Array.isArray(input) ? input : isRecord(input) ? Object.values(input) : [];
  const items: T[] = [];
  for (const candidate of sent) {
    const result = v.safeParse(item, candidate);
    if (result.success) items.push(result.output);
  }
  return { items, unread: sent.length - items.length };
}

/**
 * A list: anything that is not a list becomes [], and an item that cannot be read is dropped (the drift alarm reports
 * it). Where a page says how many rows it could not read, the list is a `countedList` instead.
 */
export function list<T>(item: Schema<T>) {
  // The fallback covers a missing key (an object schema consults it before its entry runs); a new [] each time.
  return v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((input): T[] => readItems(item, input).items),
    ),
    () => [],
  );
}

/** How many rows the server sent: those read and those dropped as unreadable (a page is not short for them). */
export function sentCount(list: CountedList<unknown>): number {
  return list.items.length + list.unread;
}

/** What `liftCounted(key)` makes of a page: the list's rows under its key, its unread count as `unread`. */
export type LiftedPage<P, K extends keyof P> = Omit<P, K> & {
  [Q in K]: P[K] extends CountedList<infer T> ? T[] : never;
} & { unread: number };

/**
 * A page's counted list as the page reads it (for `v.transform` after an object holding a `countedList`): the rows
 * that could be read under the list's own key, and how many could not as `unread`, which the "could not be read" note
 * and the list's end (`sentCount`) read.
 */
export function liftCounted<K extends string>(key: K) {
  return <P extends { [Q in K]: CountedList<unknown> }>(page: P): LiftedPage<P, K> => {
    const { [key]: counted, ...rest } = page;
    return { ...rest, [key]: counted.items, unread: counted.unread } as LiftedPage<P, K>;
  };
}

/**
 * The schema of a page holding one counted list under `key` (with one key per line in `entries`, as the "sparse"
 * scenario's reader of schemas expects): read as an object, then lifted (`liftCounted`).
 */
export function countedPage<E extends v.ObjectEntries, K extends string & keyof E>(entries: E, key: K) {
  type Page = v.InferOutput<v.ObjectSchema<E, undefined>>;
  const lift = liftCounted(key) as unknown as (page: Page) => LiftedPage<Page, K>;
  return v.pipe(v.object(entries), v.transform(lift));
}

/**
 * A list read as `{ items, unread }`: the rows that could be read and the count of those that could not, as plain
 * data, so it survives TanStack Query's structural sharing and the answer store's copy like any other field.
 */
export function countedList<T>(item: Schema<T>) {
  return v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((input): CountedList<T> => readItems(item, input)),
    ),
    (): CountedList<T> => ({ items: [], unread: 0 }),
  );
}

/** Where in the answer the first unreadable required field is ("zone.name", "days.3.map"). */
function fieldOf(issues: readonly v.BaseIssue<unknown>[]): string | undefined {
  const first = issues[0];
  return (first && v.getDotPath(first)) ?? undefined;
}

function shapeError(what: string, field: string | undefined): ApiError {
  return new ApiError('shape', `The server's answer for ${what} could not be read (${field ?? 'the answer itself'}).`);
}

/**
 * Decodes an answer with its schema. Fails with an ApiError naming what was asked for and the field that could not
 * be read: the page shows it where the data would be, like any other failed answer.
 */
export function decode<T>(schema: Schema<T>, answer: unknown, what: string): T {
  const result = v.safeParse(schema, answer);
  if (result.success) return result.output;
  throw shapeError(what, fieldOf(result.issues));
}

/** A number whose unreadable value is `empty` (NaN for a time: formatters show "-" for it). */
export function numOr(empty: number) {
  return v.fallback(num, empty);
}

/**
 * Reads `path` from the API and decodes the answer: the one step between the network and the cache. What the decode
 * could not read is reported (driftReport.ts), so a change of the API is noticed by its maintainers.
 */
export async function readApi<T>(
  path: string,
  schema: Schema<T>,
  what: string,
  options: RequestOptions = {},
): Promise<T> {
  const answer = await apiGet(path, options);
  const result = v.safeParse(schema, answer);
  if (!result.success) {
    const field = fieldOf(result.issues);
    driftAlarm().then(({ reportFailed }) => reportFailed(path, field ?? '(the answer)'), unreported);
    throw shapeError(what, field);
  }
  driftAlarm().then(({ reportDecoded }) => reportDecoded(path, answer, result.output), unreported);
  return result.output;
}
