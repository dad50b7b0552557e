// Finds what a decoded answer lost: the schemas are lenient (schema.ts), so a changed answer decodes without
// complaint and a page quietly shows less. Comparing what was sent with what was read, key by key, names the place:
// - `dropped`: items of a list that could not be read (the page says "N entries could not be read");
// - `unreadable`: a value was sent but could not be read (a list where text belongs, text where a number does);
// - `unknown-shape`: an object of which nothing was read, beside a key we do not know holding an object (how the
//   2026 answers moved a player's links under `meta.profile`).
// Missing keys and nulls are not findings: the API leaves optional keys out all the time (API-NOTES).
import { isRecord } from '../lib/isRecord';
export type DriftProblem = 'failed' | 'dropped' | 'unreadable' | 'unknown-shape';

export interface DriftFinding {
  /** A dot path with `[]` for the items of a list: `days[].map.authorplayer.meta`. */
  field: string;
  problem: DriftProblem;
  count: number;
}

type Add = (field: string, problem: DriftProblem, count: number) => void;

/** Deeper than any answer of the API: a guard against a cycle, which JSON cannot have but a decoded value could. */
const MAX_DEPTH = 16;

/**
 * True when `sent` held something and the schema kept nothing of it (the lenient fallbacks of schema.ts). A 0 read as
 * nothing is not a loss: the API sends 0 for "no data" (a player count, a division rank) and the schemas say so.
 */
function lost(sent: unknown, read: unknown): boolean {
  if (read === undefined) return sent !== 0;
  if (Number.isNaN(read)) return true;
  if (read === '' && typeof sent !== 'string') return true;
  // A list where an object belongs reads as an object of nothing (valibot's object takes a list as an object).
  if (isRecord(read) && Array.isArray(sent)) return Object.values(read).every((value) => value === undefined);
  return Array.isArray(read) && read.length === 0 && !Array.isArray(sent) && !isRecord(sent);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function walkList(sent: unknown, read: unknown[], path: string, add: Add, depth: number): void {
  // An object keyed by index or id is read as the list of its values (schema.ts `list`); an object that is not such a
  // list of rows (a wrapper such as `{teams: [...]}`, one object of texts read as a list of one) is not compared.
  // Stryker disable next-line ArrayDeclaration: equivalent, rows of a value that is no object are never used: keyedRows needs an object among them
  const rows = isRecord(sent) ? Object.values(sent) : [];
  const keyedRows = rows.some(isRecord) && !rows.some(Array.isArray);
  const items = Array.isArray(sent) ? sent : keyedRows ? rows : undefined;
  if (!items) return;
  if (read.length < items.length) {
    add(path || '(the answer)', 'dropped', items.length - read.length);
    return;
  }
  if (read.length !== items.length) return;
  read.forEach((item, index) => walk(items[index], item, `${path}[]`, add, depth + 1));
}

/** A list read as `{ items, unread }` (schema.ts `countedList`): its items are compared with the list sent. */
function countedItems(read: unknown): unknown[] | undefined {
  if (!isRecord(read) || !Array.isArray(read.items) || typeof read.unread !== 'number') return undefined;
  return Object.keys(read).length === 2 ? read.items : undefined;
}

function walk(sent: unknown, read: unknown, path: string, add: Add, depth: number): void {
  if (depth > MAX_DEPTH) return;
  const items = Array.isArray(read) ? read : countedItems(read);
  if (items) {
    walkList(sent, items, path, add, depth);
    return;
  }
  if (!isRecord(read) || !isRecord(sent)) return;
  let readSomething = false;
  for (const [key, value] of Object.entries(read)) {
    if (value !== undefined) readSomething = true;
    const given = sent[key];
    if (given === undefined || given === null) continue;
    if (lost(given, value)) add(join(path, key), 'unreadable', 1);
    else walk(given, value, join(path, key), add, depth + 1);
  }
  if (readSomething) return;
  for (const [key, given] of Object.entries(sent)) {
    if (!(key in read) && isRecord(given) && Object.keys(given).length > 0) add(join(path, key), 'unknown-shape', 1);
  }
}

/** What `read` (the decoded answer) lost of `sent` (the answer as it came), one finding per field and problem. */
export function findDrift(sent: unknown, read: unknown): DriftFinding[] {
  const found = new Map<string, DriftFinding>();
  walk(
    sent,
    read,
    '',
    (field, problem, count) => {
      const key = `${problem} ${field}`;
      const known = found.get(key);
      if (known) known.count += count;
      else found.set(key, { field, problem, count });
    },
    0,
  );
  return [...found.values()];
}

/** A decode failure's path ("days.3.map") as a field pattern ("days[].map"). */
export function fieldPattern(dotPath: string): string {
  return dotPath
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? '[]' : part))
    .join('.')
    .replace(/\.\[\]/g, '[]');
}
