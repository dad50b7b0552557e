// The "drift" scenario: every JSON answer bent on its way out, the way the real API has drifted over the years (a
// value sent as null, a number as text and back, a list as an object keyed by index, an object as a list, a key left
// out, an empty string). Seeded, so a failing page can be seen again with the same rate and seed.
import { hashSeed, Rng } from './data/random';

export interface DriftOptions {
  /** The chance that any one value of an answer is bent, from 0 (none) to 1 (every one). */
  rate: number;
  /** With the same seed, the same answer to the same request is bent the same way. */
  seed: number;
}

export const DEFAULT_DRIFT: DriftOptions = { rate: 1 / 20, seed: 1 };

export const DRIFT_KINDS = [
  'null',
  'numberAsText',
  'textAsNumber',
  'listAsObject',
  'objectAsList',
  'dropKey',
  'emptyText',
] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

/** Text that reads back as the same number: digits only, short enough to survive the round trip. */
const NUMERIC_TEXT = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The bends that make sense for a value; `inObject` says it sits under a key (so the key can be left out). */
function kindsFor(value: unknown, inObject: boolean): DriftKind[] {
  const kinds: DriftKind[] = ['null'];
  if (inObject) kinds.push('dropKey');
  if (typeof value === 'number') kinds.push('numberAsText');
  if (typeof value === 'string') {
    if (value !== '') kinds.push('emptyText');
    if (NUMERIC_TEXT.test(value)) kinds.push('textAsNumber');
  }
  if (Array.isArray(value)) kinds.push('listAsObject');
  else if (typeof value === 'object' && value !== null) kinds.push('objectAsList');
  return kinds;
}

/** Marks a value to leave out of its object. */
const DROP = Symbol('drop');

function apply(kind: DriftKind, value: unknown): unknown {
  switch (kind) {
    case 'null':
      return null;
    case 'dropKey':
      return DROP;
    case 'numberAsText':
      return String(value);
    case 'textAsNumber':
      return Number(value);
    case 'emptyText':
      return '';
    case 'listAsObject':
      // PHP's json_encode sends a list with holes this way: {"0": …, "1": …}.
      return Object.fromEntries((value as unknown[]).map((item, index) => [String(index), item]));
    case 'objectAsList':
      return Object.values(value as Record<string, unknown>);
  }
}

/**
 * A bent copy of a JSON answer (the input is left as it is). `salt` tells answers apart (the request's path and
 * query), so two endpoints are not bent at the same places. The whole answer is never replaced: only its values are,
 * except that a list answer may come as an object keyed by index, as the API does for a list with holes.
 */
export function drift(answer: unknown, options: DriftOptions, salt = ''): unknown {
  const rate = Math.min(1, Math.max(0, options.rate));
  if (!(rate > 0)) return answer;
  const rng = new Rng(hashSeed(options.seed, salt));
  const walk = (value: unknown, inObject: boolean): unknown => {
    // One draw per value, whatever happens below it: the places bent depend only on the seed and the answer.
    const bent = rng.next() < rate;
    const choice = rng.next();
    const inner = children(value);
    if (!bent) return inner;
    const kinds = kindsFor(inner, inObject);
    return apply(kinds[Math.floor(choice * kinds.length)] ?? 'null', inner);
  };
  const children = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, false)).filter((item) => item !== DROP);
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const next = walk(item, true);
      if (next !== DROP) out[key] = next;
    }
    return out;
  };
  const root = children(answer);
  return Array.isArray(root) && rng.next() < rate ? apply('listAsObject', root) : root;
}

/** Reads "rate=0.05;seed=7" (the x-mock-drift header, the stored choice); a rate may be a fraction ("1/20"). */
export function parseDrift(text: string | null | undefined): Partial<DriftOptions> {
  const out: Partial<DriftOptions> = {};
  for (const part of (text ?? '').split(';')) {
    const [name = '', raw = ''] = part.split('=').map((piece) => piece.trim());
    const [top = '', bottom] = raw.split('/');
    const number = bottom === undefined ? Number(top) : Number(top) / Number(bottom);
    if (raw === '' || !Number.isFinite(number)) continue;
    if (name === 'rate' && number >= 0 && number <= 1) out.rate = number;
    if (name === 'seed' && Number.isInteger(number)) out.seed = number;
  }
  return out;
}

/** The header and stored form of a choice: "rate=0.05;seed=7". */
export function formatDrift(options: DriftOptions): string {
  return `rate=${options.rate};seed=${options.seed}`;
}
