import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads the response types the data layer declares (src/data/*.ts, src/api/*.ts) and lists the
// property names that are optional wherever they are declared: the keys the "sparse" scenario may leave out.

const root = join(import.meta.dirname, '..', '..', 'src');

function typeSources(): string[] {
  // The data layer's modules declare the response types, and so do src/api's shared entities; the endpoint
  // declarations, the route table, the reads, the client, the request scheduler, the drift alarm, the freshness
  // policy and the queries' meta (which read paths and answers, or describe a query, and declare no answer) do not.
  const notAnswers = new Set(['client.ts', 'scheduler.ts', 'driftFinder.ts', 'driftReport.ts', 'answerFreshness.ts', 'answerMeta.ts', 'endpoint.ts', 'routeTable.ts', 'read.ts', 'readVia.ts']);
  const files = ['api', 'data'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.ts') && !notAnswers.has(name))
      .map((name) => join(root, folder, name)),
  );
  return files.map((file) => withoutReadOptions(readFileSync(file, 'utf8')));
}

/**
 * The factories' options of how an answer is read (an interface extending ReadVia, src/api/scheduler.ts) and the
 * queries' meta (`meta: { answerKind … }`, `meta: PLAYER_META`: a `meta` entry that names no schema) describe a
 * query, not an answer: left out. The answers' own `meta` (a player's) is read by a schema.
 */
function withoutReadOptions(source: string): string {
  return source
    .replace(/^export interface \w+ extends ReadVia \{[\s\S]*?^\}/gm, '')
    // How a factory addresses or reads an answer (a page's address, a result list's options): not an answer.
    .replace(/^(export )?interface \w+(Address|Read)\b[\s\S]*?^\}/gm, '')
    .replace(/^\s+meta: (?!.*Schema).*$/gm, '');
}

// An interface property (`name?: T`) or a schema entry (`name: maybeText,`): the rest of the line says which.
const PROPERTY = /^\s+(?:readonly\s+)?([A-Za-z_][A-Za-z0-9_]*)(\??):(.*)$/gm;

/** A schema entry that reads a missing key as its empty value (see src/api/schema.ts; the script settings read as []) is optional in the answer. */
const OPTIONAL_SCHEMA = /^\s*(maybe\w*|textOr|numOr\(|list\(|countedList\(|v\.fallback\(|v\.optional\(|ScriptSettingsSchema)/;

/** Property names declared optional somewhere and required nowhere. */
export function alwaysOptionalKeys(): string[] {
  const optional = new Set<string>();
  const required = new Set<string>();
  for (const source of typeSources()) {
    for (const match of source.matchAll(PROPERTY)) {
      const [, name, mark, rest = ''] = match;
      if (name === undefined) continue;
      (mark === '?' || OPTIONAL_SCHEMA.test(rest) ? optional : required).add(name);
    }
  }
  return [...optional].filter((name) => !required.has(name)).sort();
}
