// Trackmania's `$` formatting codes, parsed once into runs of styled text and links.
// Total by design: every string gives a result and nothing throws, because names come from players.
// Rendering lives in components/GameText.tsx; this file knows nothing of React.
import type { GameTextNode, GameTextRun, ParsedGameText } from './gameTextTypes';

// The parsed shape (runs, links) has a file of its own; importers read it from here.
export type { GameTextLink, GameTextNode, GameTextRun, ParsedGameText } from './gameTextTypes';

/** Style bits of a run; several can be set at once (wide and narrow exclude each other). */
export const StyleFlag = { Italic: 1, Bold: 2, Shadow: 4, Upper: 8, Wide: 16, Narrow: 32 } as const;

/** The game's own URL scheme, and the prefix a `$h` manialink target gets when it has none. */
export const GAME_SCHEME = 'maniaplanet:';
export const MANIALINK_PREFIX = 'maniaplanet://#manialink=';

const EMPTY: ParsedGameText = { nodes: [], plain: '' };
const WIDTH = StyleFlag.Wide | StyleFlag.Narrow;
// A scheme such as `javascript:` or `data:`, but not a host with a port (`localhost:8080/x`).
const FOREIGN_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d*(?:[/?#]|$))/i;

const startsWithI = (value: string, prefix: string) =>
  value.length >= prefix.length && value.slice(0, prefix.length).toLowerCase() === prefix;

/**
 * The href of a link target, or null when it must stay plain text. A manialink (`$h`) gets
 * MANIALINK_PREFIX unless it already uses the game scheme; a normal link (`$l`) gets https://
 * unless it starts with http:// or https://. A target naming any other scheme is refused.
 */
export function linkHref(target: string, manialink: boolean): string | null {
  const trimmed = target.trim();
  if (trimmed === '') return null;
  if (startsWithI(trimmed, GAME_SCHEME)) return trimmed;
  if (!manialink && (startsWithI(trimmed, 'http://') || startsWithI(trimmed, 'https://'))) return trimmed;
  const scheme = FOREIGN_SCHEME.exec(trimmed)?.[0].toLowerCase();
  if (scheme !== undefined && scheme !== 'http:' && scheme !== 'https:') return null;
  return (manialink ? MANIALINK_PREFIX : 'https://') + trimmed;
}

// '#rgb' strings for the 4096 colours, made once each: no allocation per colour code.
const colourNames: (string | undefined)[] = [];
const hexValue = (code: number): number => {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
};

interface OpenLink {
  readonly manialink: boolean;
  readonly target: string | null;
  readonly plainStart: number;
  readonly runs: GameTextRun[];
}

/** Collects text into runs, merging neighbours of equal style so the DOM stays small. */
class Builder {
  readonly nodes: GameTextNode[] = [];
  plain = '';
  color: string | null = null;
  flags = 0;
  link: OpenLink | null = null;
  private stack: { color: string | null; flags: number }[] | null = null;
  private out: GameTextNode[] = this.nodes;
  private buf = '';
  private bufColor: string | null = null;
  private bufFlags = 0;

  text(chunk: string): void {
    if (chunk === '') return;
    this.plain += chunk;
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: equivalent, flushing more often changes nothing (pushRun merges runs of equal style)
    if (this.buf !== '' && (this.bufColor !== this.color || this.bufFlags !== this.flags)) this.flush();
    if (this.buf === '') {
      this.bufColor = this.color;
      this.bufFlags = this.flags;
    }
    this.buf += chunk;
  }

  push(): void {
    (this.stack ??= []).push({ color: this.color, flags: this.flags });
  }

  pop(): void {
    const saved = this.stack?.pop();
    if (!saved) return; // `$>` without a matching `$<` changes nothing
    this.color = saved.color;
    this.flags = saved.flags;
  }

  openLink(manialink: boolean, target: string | null): void {
    this.flush();
    this.link = { manialink, target, plainStart: this.plain.length, runs: [] };
    this.out = this.link.runs;
  }

  closeLink(): void {
    const link = this.link;
    if (!link) return;
    this.flush();
    this.link = null;
    this.out = this.nodes;
    if (link.runs.length === 0) return;
    // Without a bracketed target, the link's visible text is its target.
    const href = linkHref(link.target ?? this.plain.slice(link.plainStart), link.manialink);
    if (href !== null) this.nodes.push({ kind: 'link', href, runs: link.runs });
    else for (const run of link.runs) pushRun(this.nodes, run);
  }

  finish(): ParsedGameText {
    if (this.link)
      this.closeLink(); // an unclosed link ends with the text
    else this.flush();
    return { nodes: this.nodes, plain: this.plain };
  }

  private flush(): void {
    if (this.buf === '') return;
    pushRun(this.out, { kind: 'text', text: this.buf, color: this.bufColor, flags: this.bufFlags });
    this.buf = '';
  }
}

function pushRun(out: GameTextNode[], run: GameTextRun): void {
  const last = out[out.length - 1];
  if (last?.kind === 'text' && last.color === run.color && last.flags === run.flags) {
    out[out.length - 1] = { kind: 'text', text: last.text + run.text, color: run.color, flags: run.flags };
  } else out.push(run);
}

/** Applies the code whose letter is at `at` (just after a `$`); returns where the text resumes. */
function applyCode(b: Builder, text: string, at: number): number {
  if (at >= text.length) return at; // a lone `$` at the end is dropped
  const code = text.charCodeAt(at);
  const h1 = hexValue(code);
  if (h1 >= 0) {
    const h2 = hexValue(text.charCodeAt(at + 1));
    const h3 = h2 >= 0 ? hexValue(text.charCodeAt(at + 2)) : -1;
    // A colour needs three digits; a shorter one is dropped together with its digits.
    if (h3 < 0) return h2 >= 0 ? at + 2 : at + 1;
    const index = (h1 << 8) | (h2 << 4) | h3;
    b.color = colourNames[index] ??= `#${index.toString(16).padStart(3, '0')}`;
    return at + 3;
  }
  switch (code >= 65 && code <= 90 ? code + 32 : code) {
    case 105:
      b.flags |= StyleFlag.Italic;
      break; // i
    case 111:
      b.flags |= StyleFlag.Bold;
      break; // o
    case 115:
      b.flags |= StyleFlag.Shadow;
      break; // s
    case 116:
      b.flags |= StyleFlag.Upper;
      break; // t
    case 119:
      b.flags = (b.flags & ~WIDTH) | StyleFlag.Wide;
      break; // w
    case 110:
      b.flags = (b.flags & ~WIDTH) | StyleFlag.Narrow;
      break; // n
    case 109:
      b.flags &= ~WIDTH;
      break; // m
    case 103:
      b.color = null;
      break; // g
    case 122:
      b.color = null;
      b.flags = 0;
      break; // z
    case 60:
      b.push();
      break; // <
    case 62:
      b.pop();
      break; // >
    case 36:
      b.text('$');
      break; // $$
    case 108:
      return linkCode(b, text, at + 1, false); // l
    case 104:
      return linkCode(b, text, at + 1, true); // h
    default: {
      // Unknown codes vanish; a code on an astral character takes both halves of its surrogate pair.
      const low = text.charCodeAt(at + 1);
      if (code >= 0xd800 && code <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) return at + 2;
    }
  }
  return at + 1;
}

/** `$l` / `$h`: closes an open link; opens one when none was open or a `[target]` follows. */
function linkCode(b: Builder, text: string, next: number, manialink: boolean): number {
  const wasOpen = b.link !== null;
  b.closeLink();
  let target: string | null = null;
  if (text.charCodeAt(next) === 91) {
    const end = text.indexOf(']', next + 1);
    if (end >= 0) {
      target = text.slice(next + 1, end);
      next = end + 1;
    }
  }
  if (!wasOpen || target !== null) b.openLink(manialink, target);
  return next;
}

/** Parses without the cache (tests, benchmarks); prefer parseGameText. */
export function parseGameTextUncached(text: string): ParsedGameText {
  let dollar = text.indexOf('$');
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent for the app: parseGameText answers '' before this is reached
  if (dollar < 0) return text === '' ? EMPTY : { nodes: [{ kind: 'text', text, color: null, flags: 0 }], plain: text };
  const b = new Builder();
  let pos = 0;
  while (dollar >= 0) {
    b.text(text.slice(pos, dollar));
    pos = applyCode(b, text, dollar + 1);
    dollar = text.indexOf('$', pos);
  }
  b.text(text.slice(pos));
  return b.finish();
}

// Tables render the same names again and again: a bounded cache keeps their parses. It is an
// approximate LRU in two generations: when the young map is full it becomes the old one and the
// previous old one is dropped; a hit in the old map moves up. Not one key at a time (delete of keys().next()): V8
// walks past the deleted slots (docs/decisions/009-first-view-weight.md).
const CACHE_GENERATION = 4000;
const CACHE_MAX_TEXT = 256; // long texts (descriptions) are rare and would crowd out names
let young = new Map<string, ParsedGameText>();
let old = new Map<string, ParsedGameText>();

function remember(text: string, parsed: ParsedGameText): void {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: equivalent, the cache only decides which parse is reused, never what it is
  if (young.size >= CACHE_GENERATION) {
    old = young;
    young = new Map();
  }
  young.set(text, parsed);
}

/** Parses game text; the result is shared between callers and must not be changed. */
export function parseGameText(text: string | null | undefined): ParsedGameText {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, '' parses to EMPTY anyway
  if (text == null || text === '') return EMPTY; // optional API fields arrive missing
  const hit = young.get(text);
  if (hit) return hit;
  const parsed = old.get(text) ?? parseGameTextUncached(text);
  if (text.length <= CACHE_MAX_TEXT) remember(text, parsed);
  return parsed;
}

/** The visible text with codes removed: for titles, search, tooltips and sorting. */
export function toPlainText(text: string | null | undefined): string {
  return parseGameText(text).plain;
}
