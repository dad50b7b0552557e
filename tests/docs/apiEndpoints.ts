import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// The API paths the code asks for, found in its source, and the endpoints docs/api-contract.md has sections for.
// Paths are compared as patterns: every placeholder (`${seg(uid)}` in code, `{uid}` in the doc) is `{}`, runs of
// placeholders are one (`${sort}${reruns ? 'reruns' : ''}`), and the query string is left out.

/** A path as written: literal text, and `null` for each placeholder. */
type Parts = (string | null)[];

/** One API path the code writes, with where it is written and how it reads there. */
export interface FoundPath {
  pattern: string;
  written: string;
  file: string;
}

/**
 * The pattern of a path: placeholders as `{}`, runs of them as one, nothing from the first `?` of literal text on. A
 * segment of digits is a value written out (`/cotd/0`, the first page), so it is a placeholder too.
 */
function patternOf(parts: Parts): string {
  let pattern = '';
  for (const part of parts) {
    if (part === null) {
      pattern += '{}';
      continue;
    }
    // A literal may spell its placeholders the doc's way already (`/api/player/{id}`, in a pattern of its own).
    const text = part.replace(/\{[^}]*\}/g, '{}');
    const query = text.indexOf('?');
    if (query >= 0) {
      pattern += text.slice(0, query);
      break;
    }
    pattern += text;
  }
  return pattern.replace(/\/\d+(?=\/|$)/g, '/{}').replace(/(\{\})+/g, '{}');
}

/** The pattern of a path written in the doc's way: `/api/player/{id}/cotd/{page}`. */
export function docPattern(path: string): string {
  return patternOf([path]);
}

const isApiPath = (parts: Parts): boolean => {
  const pattern = patternOf(parts);
  return pattern.startsWith('/api/') && pattern.length > '/api/'.length;
};

/** The parts of a string or template literal; a placeholder calling a path helper of the file is that helper's path. */
function partsOf(node: ts.Node, helpers: ReadonlyMap<string, Parts>): Parts | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (!ts.isTemplateExpression(node)) return undefined;
  const parts: Parts = [node.head.text];
  for (const span of node.templateSpans) {
    const call = span.expression;
    const helper =
      ts.isCallExpression(call) && ts.isIdentifier(call.expression) ? helpers.get(call.expression.text) : undefined;
    parts.push(...(helper ?? [null]), span.literal.text);
  }
  return parts;
}

/** How a literal reads in a message: placeholders as `{…}` with their code. */
function writtenOf(node: ts.Node, source: ts.SourceFile): string {
  if (!ts.isTemplateExpression(node))
    return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : '';
  return (
    node.head.text +
    node.templateSpans.map((span) => `{${span.expression.getText(source)}}${span.literal.text}`).join('')
  );
}

/** `const club = (id: number) => `/api/club/${id}``: helpers whose result is an API path, by name. */
function pathHelpers(source: ts.SourceFile): Map<string, Parts> {
  const helpers = new Map<string, Parts>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isArrowFunction(node.initializer)
    ) {
      const parts = partsOf(node.initializer.body, helpers);
      if (parts && isApiPath(parts)) helpers.set(node.name.text, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return helpers;
}

/** Every API path written in one file's code (comments are not code, so never read). */
export function pathsInSource(file: string, text: string): FoundPath[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const helpers = pathHelpers(source);
  const found: FoundPath[] = [];
  const visit = (node: ts.Node): void => {
    const parts = partsOf(node, helpers);
    if (parts && isApiPath(parts)) {
      found.push({ pattern: patternOf(parts), written: writtenOf(node, source), file });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** The API paths of the app's code under `root`: everything but the mocked API, which answers them. */
export function pathsInCode(root = 'src'): FoundPath[] {
  return sourceFiles(root)
    .filter((path) => !path.startsWith(join(root, 'mocks')))
    .flatMap((path) => pathsInSource(path, readFileSync(path, 'utf8')));
}

/** A section of the doc: its heading's endpoints and its text up to the next heading of its level or above. */
export interface DocSection {
  patterns: string[];
  heading: string;
  text: string;
}

/** The doc's sections whose heading names at least one endpoint (in backticks, starting with /api/). */
export function endpointSections(doc: string): DocSection[] {
  const lines = doc.split('\n');
  const sections: DocSection[] = [];
  lines.forEach((line, index) => {
    const heading = /^(#{2,4}) (.*)$/.exec(line);
    if (!heading) return;
    const [, hashes = '', title = ''] = heading;
    const patterns = [...title.matchAll(/`(\/api\/[^`]*)`/g)].map((match) => docPattern(match[1] ?? ''));
    if (patterns.length === 0) return;
    const end = lines.findIndex((next, at) => at > index && new RegExp(`^#{1,${hashes.length}} `).test(next));
    sections.push({ patterns, heading: title, text: lines.slice(index, end < 0 ? undefined : end).join('\n') });
  });
  return sections;
}

/** The patterns the code asks for that no section of the doc names, each with where it is written. */
export function missingSections(doc: string, found: readonly FoundPath[]): string[] {
  const documented = new Set(endpointSections(doc).flatMap((section) => section.patterns));
  const missing = new Map<string, string[]>();
  for (const path of found) {
    if (documented.has(path.pattern)) continue;
    missing.set(path.pattern, [...(missing.get(path.pattern) ?? []), `${path.file}: ${path.written}`]);
  }
  return [...missing].map(([pattern, where]) => `${pattern} (${where.join('; ')})`);
}
