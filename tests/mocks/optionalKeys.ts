import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// Reads the response types the data layer declares (src/data/*.ts, src/api/*.ts) and lists the
// property names that are optional wherever they are declared: the keys the "sparse" scenario may leave out.
// It reads the syntax tree, not lines, so the files' formatting changes nothing.

const root = join(import.meta.dirname, '..', '..', 'src');

// The endpoint declarations, the route table, the reads, the client, the request scheduler, the drift alarm, the
// freshness policy and the queries' meta read paths and answers, or describe a query, and declare no answer. The season
// recap (recap.ts) declares what it adds up from the histories' answers, which the API never sends.
const NOT_ANSWERS = new Set([
  'recap.ts',
  'client.ts',
  'scheduler.ts',
  'driftFinder.ts',
  'driftReport.ts',
  'answerFreshness.ts',
  'answerMeta.ts',
  'endpoint.ts',
  'routeTable.ts',
  'read.ts',
  'readVia.ts',
]);

function typeSources(): ts.SourceFile[] {
  return ['api', 'data'].flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.ts') && !NOT_ANSWERS.has(name))
      .map((name) => {
        const file = join(root, folder, name);
        return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      }),
  );
}

/** A schema entry that reads a missing key as its empty value (see src/api/schema.ts; the script settings read as []) is optional in the answer. */
const OPTIONAL_SCHEMA =
  /^\s*(maybe\w*|textOr|numOr\(|list\(|countedList\(|v\.fallback\(|v\.optional\(|ScriptSettingsSchema)/;

/**
 * The factories' options of how an answer is read (an interface extending ReadVia, src/api/scheduler.ts), how a
 * factory addresses or reads an answer (`…Address`, `…Read`) and the queries' meta (a `meta` entry that names no
 * schema) describe a query, not an answer: left out. The answers' own `meta` (a player's) is read by a schema.
 */
function describesQuery(node: ts.InterfaceDeclaration): boolean {
  const extendsReadVia = node.heritageClauses?.some((clause) => clause.types.some((t) => t.getText() === 'ReadVia'));
  return extendsReadVia === true || /(Address|Read)$/.test(node.name.text);
}

/** A member of an interface or of a named type (`type T = { … }`), not of a function's inline type. */
function declaresType(node: ts.PropertySignature): boolean {
  const owner = node.parent;
  return ts.isInterfaceDeclaration(owner) || (ts.isTypeLiteralNode(owner) && ts.isTypeAliasDeclaration(owner.parent));
}

/** The calls whose first argument is a schema's entries. */
const SCHEMA_OBJECT = /^(v\.(object|looseObject|strictObject|objectWithRest)|countedPage)$/;

/** Property names declared optional somewhere and required nowhere. */
export function alwaysOptionalKeys(): string[] {
  const optional = new Set<string>();
  const required = new Set<string>();
  for (const source of typeSources()) {
    // A schema entry may name a constant of its file (`const filled = maybe(…)`, `...pagedByCount`): read through it.
    const constants = new Map<string, ts.Expression>();
    source.forEachChild(function collect(node) {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        constants.set(node.name.text, node.initializer);
      }
      node.forEachChild(collect);
    });
    const readEntries = (entries: ts.ObjectLiteralExpression): void => {
      for (const entry of entries.properties) {
        if (ts.isSpreadAssignment(entry) && ts.isIdentifier(entry.expression)) {
          const spread = constants.get(entry.expression.text);
          if (spread && ts.isObjectLiteralExpression(spread)) readEntries(spread);
        } else if (ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name)) {
          const value = entry.initializer.getText();
          const read = constants.get(value)?.getText() ?? value;
          (OPTIONAL_SCHEMA.test(read) ? optional : required).add(entry.name.text);
        }
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isInterfaceDeclaration(node) && describesQuery(node)) return;
      if (ts.isPropertySignature(node) && ts.isIdentifier(node.name) && declaresType(node)) {
        (node.questionToken ? optional : required).add(node.name.text);
      } else if (ts.isCallExpression(node) && SCHEMA_OBJECT.test(node.expression.getText())) {
        const [entries] = node.arguments;
        if (entries && ts.isObjectLiteralExpression(entries)) readEntries(entries);
      }
      node.forEachChild(visit);
    };
    source.forEachChild(visit);
  }
  return [...optional].filter((name) => !required.has(name)).sort();
}
