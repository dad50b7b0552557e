import { describe, expect, it } from 'vitest';
import {
  MANIALINK_PREFIX,
  StyleFlag,
  linkHref,
  parseGameText,
  toPlainText,
  type GameTextNode,
} from '../../src/lib/gameText';

// The edges of the `$` codes a player's name may hold: which characters a colour takes, what a code does to the
// character after it, and what a link points to.

const { Bold, Italic, Wide } = StyleFlag;
type Shape = [string, string | null, number] | ['link', string, Shape[]];
const shape = (node: GameTextNode): Shape =>
  node.kind === 'text' ? [node.text, node.color, node.flags] : ['link', node.href, node.runs.map(shape)];
const parse = (text: string): Shape[] => parseGameText(text).nodes.map(shape);

describe('colour codes', () => {
  it('take a, the first hex letter, and f, the last', () => {
    expect(parse('$a0fName')).toEqual([['Name', '#a0f', 0]]);
    expect(parse('$Fa0Name')).toEqual([['Name', '#fa0', 0]]);
  });

  it('drop two digits when the third is missing, 0 included', () => {
    expect(toPlainText('$f0Name')).toBe('Name');
  });

  it('are no colour when they start with @ or `: only that character is dropped', () => {
    expect(parse('$@abName')).toEqual([['abName', null, 0]]);
    expect(parse('$`abName')).toEqual([['abName', null, 0]]);
  });
});

describe('style codes', () => {
  it('$m goes back to normal width and keeps the colour', () => {
    expect(parse('$f00$wA$mB')).toEqual([
      ['A', '#f00', Wide],
      ['B', '#f00', 0],
    ]);
  });

  it('$g goes back to the surrounding colour and keeps the styles', () => {
    expect(parse('$o$f00A$gB')).toEqual([
      ['A', '#f00', Bold],
      ['B', null, Bold],
    ]);
  });

  it('a pop past the last push changes nothing', () => {
    expect(parse('$oA$<$iB$>$>C')).toEqual([
      ['A', null, Bold],
      ['B', null, Bold | Italic],
      ['C', null, Bold],
    ]);
  });
});

describe('a code on a character outside the basic plane', () => {
  it('drops the whole character at each end of the range of pairs', () => {
    // U+10000 (the first pair), U+10FC00 (the last high half), 🐀 (low half DC00), 🏿 (low half DFFF).
    for (const char of ['\u{10000}', '\u{10FC00}', '🐀', '🏿']) expect(toPlainText(`a$${char}b`), char).toBe('ab');
  });

  it('takes only its own character when a half of a pair stands alone next to it', () => {
    expect(toPlainText('$x\udc00y')).toBe('\udc00y');
    expect(toPlainText('$Ａ\udc00y')).toBe('\udc00y');
    expect(toPlainText('$\ud800ab')).toBe('ab');
    expect(toPlainText('$\ud800Ａb')).toBe('Ａb');
  });
});

describe('links', () => {
  it('are links, not text', () => {
    expect(parseGameText('$l[a.b]A$l').nodes.map((node) => node.kind)).toEqual(['link']);
  });

  it('point to their own text when it has no target, not to the text before them', () => {
    expect(parse('go $lsite.org$l')).toEqual([
      ['go ', null, 0],
      ['link', 'https://site.org', [['site.org', null, 0]]],
    ]);
  });

  it('read a bracket only right after the code as a target', () => {
    expect(parse('$lshop.io [EU]$l')).toEqual([['link', 'https://shop.io [EU]', [['shop.io [EU]', null, 0]]]]);
  });

  it('keep an http or https target of a manialink, in any case, behind the game scheme', () => {
    expect(linkHref('http://a.b', true)).toBe(`${MANIALINK_PREFIX}http://a.b`);
    expect(linkHref('HTTPS://a.b', true)).toBe(`${MANIALINK_PREFIX}HTTPS://a.b`);
    // Without the slashes too: http and https are the schemes a target may name.
    expect(linkHref('http:tm.io', true)).toBe(`${MANIALINK_PREFIX}http:tm.io`);
    expect(linkHref('HTTPS:tm.io', true)).toBe(`${MANIALINK_PREFIX}HTTPS:tm.io`);
  });

  it('keep a target that is the game scheme alone', () => {
    expect(linkHref('maniaplanet:', false)).toBe('maniaplanet:');
  });
});
