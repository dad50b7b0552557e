// A fingerprint of what the answer schemas decode to, read from the valibot schema objects: their kinds, keys, wrapped
// and item schemas, and the code of their transforms. Comments and formatting do not count, a transform's own
// comment lines included (a mutation tool's marker beside a line changes no answer).
import { createHash } from 'node:crypto';

type Described = string | Described[] | { [key: string]: Described };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A schema or action as plain data; `seen` stops at a lazy schema's cycle. */
function describe(node: unknown, seen: Set<unknown>): Described {
  if (typeof node === 'function')
    return node
      .toString()
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/\s+/g, ' ');
  if (!isObject(node)) return String(node);
  if (seen.has(node)) return '(cycle)';
  seen.add(node);
  const out: Record<string, Described> = { kind: String(node.kind), type: String(node.type) };
  if (isObject(node.entries)) {
    out.entries = Object.fromEntries(Object.entries(node.entries).map(([key, value]) => [key, describe(value, seen)]));
  }
  for (const key of ['wrapped', 'item', 'key', 'value', 'getter', 'operation', 'requirement'] as const) {
    if (key in node) out[key] = describe(node[key], seen);
  }
  if (Array.isArray(node.options)) out.options = node.options.map((option) => describe(option, seen));
  if (Array.isArray(node.pipe)) out.pipe = node.pipe.map((step) => describe(step, seen));
  if ('fallback' in node) out.fallback = describe(node.fallback, seen);
  seen.delete(node);
  return out;
}

/** True for a valibot schema object. */
function isSchema(value: unknown): boolean {
  return isObject(value) && value.kind === 'schema' && typeof value['~run'] === 'function';
}

/** The fingerprint of every exported schema of `modules` (by module path and export name, in a stable order). */
export function schemaFingerprint(modules: Record<string, Record<string, unknown>>): string {
  // By name and shape, not by module: a schema moved to another module decodes as before.
  const entries = Object.values(modules).flatMap((exports) =>
    Object.entries(exports).flatMap(([name, value]) =>
      isSchema(value) ? [`${name}=${JSON.stringify(describe(value, new Set()))}`] : [],
    ),
  );
  const hash = createHash('sha256');
  for (const entry of entries.sort()) hash.update(`${entry}\n`);
  return hash.digest('hex').slice(0, 12);
}
