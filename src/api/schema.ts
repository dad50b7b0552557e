// The building blocks of the endpoint schemas: every answer of the API is decoded once, between apiGet and the
// cache, into exactly the type the pages read. The API is undocumented and drifts, so the blocks are lenient:
// - a number sent as a string is read as a number, a number sent where text belongs as text;
// - an optional field that is missing or of the wrong type becomes undefined (`maybe`), '' (`textOr`) or [] (`list`);
// - unknown keys are dropped (valibot's object);
// - an item of a list whose required field cannot be read is dropped from the list, the rest kept;
// - a required field of the answer itself that cannot be read fails the answer with an ApiError naming the field.
import * as v from 'valibot';
import { ApiError, apiGet, type RequestOptions } from './client';
import { reportDecoded, reportFailed } from './driftReport';
import { isRecord } from '../lib/isRecord';

/** Any schema that reads unknown input into T. */
export type Schema<T> = v.GenericSchema<unknown, T>;

const NUMERIC = /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/;

function readNumber(input: unknown): unknown {
  return typeof input === 'string' && NUMERIC.test(input) ? Number(input) : input;
}

function readText(input: unknown): unknown {
  return typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
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

/** Items of lists that could not be read, counted per decoded list (see `unreadCount`). */
const unread = new WeakMap<readonly unknown[], number>();

/**
 * A list: anything that is not a list becomes [], and an item that cannot be read is dropped (and counted, so a page
 * can say "N entries could not be read"). An object sent in place of a list is read as the list of its values, as
 * some answers key their rows by id.
 */
export function list<T>(item: Schema<T>) {
  // The fallback covers a missing key (an object schema consults it before its entry runs); a new [] each time.
  return v.fallback(listOf(item), () => []);
}

function listOf<T>(item: Schema<T>) {
  return v.pipe(
    v.unknown(),
    v.transform((input): T[] => {
      const items = Array.isArray(input) ? input : isRecord(input) ? Object.values(input) : [];
      const read: T[] = [];
      for (const candidate of items) {
        const result = v.safeParse(item, candidate);
        if (result.success) read.push(result.output);
      }
      if (read.length < items.length) unread.set(read, items.length - read.length);
      return read;
    }),
  );
}

/**
 * How many items of a decoded list could not be read (0 for any other array). The count belongs to the decoded array
 * object: a query that reads it turns structural sharing off, which would otherwise hand back a rebuilt copy.
 */
export function unreadCount(items: readonly unknown[] | undefined): number {
  return items ? (unread.get(items) ?? 0) : 0;
}

/**
 * Gives a decoded list its count of unread items again: a copy of the list (the answer store's structured clone)
 * does not carry it.
 */
export function setUnreadCount(items: readonly unknown[], count: number): void {
  if (count > 0) unread.set(items, count);
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
export async function readApi<T>(path: string, schema: Schema<T>, what: string, options: RequestOptions = {}): Promise<T> {
  const answer = await apiGet(path, options);
  const result = v.safeParse(schema, answer);
  if (!result.success) {
    const field = fieldOf(result.issues);
    reportFailed(path, field ?? '(the answer)');
    throw shapeError(what, field);
  }
  reportDecoded(path, answer, result.output);
  return result.output;
}
