import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MANIALINK_PREFIX,
  StyleFlag,
  linkHref,
  parseGameText,
  parseGameTextUncached,
  toPlainText,
  type GameTextNode,
} from '../../src/lib/gameText';
import { colorChannels, lightColor } from '../../src/lib/colorContrast';

const { Italic, Bold, Shadow, Upper, Wide, Narrow } = StyleFlag;

/** Runs as [text, colour, flags]; links as ['link', href, their runs]. */
type Shape = [string, string | null, number] | ['link', string, Shape[]];
const shape = (node: GameTextNode): Shape =>
  node.kind === 'text' ? [node.text, node.color, node.flags] : ['link', node.href, node.runs.map(shape)];
const parse = (text: string): Shape[] => parseGameTextUncached(text).nodes.map(shape);

describe('colours', () => {
  it('takes three hex digits, in either case', () => {
    expect(parse('$f80Orange $0C9Teal')).toEqual([
      ['Orange ', '#f80', 0],
      ['Teal', '#0c9', 0],
    ]);
  });

  it('drops a colour code with fewer than three digits, digits included', () => {
    expect(parse('$f8Name')).toEqual([['Name', null, 0]]);
    expect(parse('$fName')).toEqual([['Name', null, 0]]); // f is a hex digit, N is not
    expect(parse('$aXy')).toEqual([['Xy', null, 0]]);
    expect(parse('a$9')).toEqual([['a', null, 0]]);
  });

  it('uses only three digits when more follow', () => {
    expect(parse('$f801')).toEqual([['1', '#f80', 0]]);
  });

  it('goes back to the surrounding colour with $g', () => {
    expect(parse('$f00Red$gPlain')).toEqual([
      ['Red', '#f00', 0],
      ['Plain', null, 0],
    ]);
  });
});

describe('styles', () => {
  it.each([
    ['$i', Italic],
    ['$o', Bold],
    ['$s', Shadow],
    ['$t', Upper],
    ['$w', Wide],
    ['$n', Narrow],
    ['$I', Italic],
    ['$O', Bold],
    ['$S', Shadow],
    ['$T', Upper],
    ['$W', Wide],
    ['$N', Narrow],
  ])('%s sets its style', (code, flag) => {
    expect(parse(`${code}x`)).toEqual([['x', null, flag]]);
  });

  it('combines styles and keeps the text as written (capitals are drawn by CSS)', () => {
    expect(parse('$o$i$sBig')).toEqual([['Big', null, Bold | Italic | Shadow]]);
    expect(parse('$tlower')).toEqual([['lower', null, Upper]]);
  });

  it('switches between wide and narrow, and back to normal width with $m', () => {
    expect(parse('$wA$nB$mC')).toEqual([
      ['A', null, Wide],
      ['B', null, Narrow],
      ['C', null, 0],
    ]);
    expect(parse('$o$wA$MB')).toEqual([
      ['A', null, Bold | Wide],
      ['B', null, Bold],
    ]);
  });

  it('resets every style and the colour with $z', () => {
    expect(parse('$o$i$f00A$zB')).toEqual([
      ['A', '#f00', Bold | Italic],
      ['B', null, 0],
    ]);
    expect(parse('$oA$ZB')).toEqual([
      ['A', null, Bold],
      ['B', null, 0],
    ]);
  });

  it('restores a pushed style on pop, nested', () => {
    expect(parse('$f00a$<$o$0f0b$<$ic$>d$>e')).toEqual([
      ['a', '#f00', 0],
      ['b', '#0f0', Bold],
      ['c', '#0f0', Bold | Italic],
      ['d', '#0f0', Bold],
      ['e', '#f00', 0],
    ]);
  });

  it('ignores a pop without a push', () => {
    expect(parse('$oA$>B')).toEqual([['AB', null, Bold]]);
  });

  it('merges neighbours of the same style into one run', () => {
    expect(parse('$f00A$f00B$oC')).toEqual([
      ['AB', '#f00', 0],
      ['C', '#f00', Bold],
    ]);
  });
});

describe('other characters', () => {
  it('turns $$ into a dollar', () => {
    expect(parse('5$$ $$$o!')).toEqual([
      ['5$ $', null, 0],
      ['!', null, Bold],
    ]);
  });

  it('drops a lone $ at the end and unknown codes', () => {
    expect(parse('End$')).toEqual([['End', null, 0]]);
    expect(parse('$')).toEqual([]);
    expect(parse('a$xb$ c$[d$.e')).toEqual([['abcde', null, 0]]);
  });

  it('drops a code on an emoji whole, never leaving half a surrogate pair', () => {
    expect(toPlainText('a$🔥b')).toBe('ab');
    expect(toPlainText('🔥 Снег 夜')).toBe('🔥 Снег 夜');
  });

  it('keeps angle brackets as text; $< and $> are push and pop', () => {
    expect(toPlainText('<b>x</b> $<y$>')).toBe('<b>x</b> y');
  });
});

describe('links', () => {
  it('takes a target in brackets', () => {
    expect(parse('go $l[example.com/a]here$l now')).toEqual([
      ['go ', null, 0],
      ['link', 'https://example.com/a', [['here', null, 0]]],
      [' now', null, 0],
    ]);
  });

  it('uses the link text as the target without brackets', () => {
    expect(parse('$Lhttp://tm.io/x$L')).toEqual([['link', 'http://tm.io/x', [['http://tm.io/x', null, 0]]]]);
    expect(parse('$l$f00site.org$l')).toEqual([['link', 'https://site.org', [['site.org', '#f00', 0]]]]);
  });

  it('keeps http:// and https:// targets as they are', () => {
    expect(linkHref('https://a.b', false)).toBe('https://a.b');
    expect(linkHref('HTTP://a.b', false)).toBe('HTTP://a.b');
    expect(linkHref('localhost:8080/x', false)).toBe('https://localhost:8080/x');
  });

  it('prefixes manialinks with the game scheme unless they have it', () => {
    expect(parse('$h[club]Club$h')).toEqual([['link', `${MANIALINK_PREFIX}club`, [['Club', null, 0]]]]);
    expect(parse('$Hmaniaplanet://#join=x$H')[0]?.[1]).toBe('maniaplanet://#join=x');
    expect(linkHref('https://a.b', true)).toBe(`${MANIALINK_PREFIX}https://a.b`);
  });

  it('renders targets with another scheme as plain text', () => {
    expect(parse('$l[javascript:alert(1)]click$l')).toEqual([['click', null, 0]]);
    expect(parse('$lJavaScript:alert(1)$l')).toEqual([['JavaScript:alert(1)', null, 0]]);
    expect(parse('a $l[data:text/html,<b>x</b>]b$l c')).toEqual([['a b c', null, 0]]);
    expect(linkHref('vbscript:x', true)).toBeNull();
    expect(linkHref('  ', false)).toBeNull();
  });

  it('ends an unclosed link with the text', () => {
    expect(parse('$l[x.org]open $oend')).toEqual([
      [
        'link',
        'https://x.org',
        [
          ['open ', null, 0],
          ['end', null, Bold],
        ],
      ],
    ]);
  });

  it('closes a link with the other link code and starts the next one on a bracket', () => {
    expect(parse('$l[a.b]A$h B')).toEqual([
      ['link', 'https://a.b', [['A', null, 0]]],
      [' B', null, 0],
    ]);
    expect(parse('$l[a.b]A$l[c.d]C$l')).toEqual([
      ['link', 'https://a.b', [['A', null, 0]]],
      ['link', 'https://c.d', [['C', null, 0]]],
    ]);
  });

  it('keeps a bracket without its end as text', () => {
    expect(parse('$l[x.org text$l')).toEqual([['link', 'https://[x.org text', [['[x.org text', null, 0]]]]);
  });

  it('makes no link of an empty one', () => {
    expect(parse('a$l[x.org]$lb')).toEqual([['ab', null, 0]]);
  });
});

describe('toPlainText and the cache', () => {
  it('removes every code and keeps the visible text', () => {
    expect(toPlainText('$S$C22В$FFFЭ')).toBe('ВЭ');
    expect(toPlainText('$o$f80Ice$z Loop $l[x.y]link$l $$5')).toBe('Ice Loop link $5');
    expect(toPlainText('')).toBe('');
    expect(toPlainText(undefined)).toBe('');
  });

  it('gives the same parse from the cache as without it', () => {
    const text = '$o$f80Cached $l[a.b]name$l';
    expect(parseGameText(text)).toBe(parseGameText(text));
    expect(parseGameText(text)).toEqual(parseGameTextUncached(text));
  });

  it('never throws, and the plain text is the text of the runs', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '$',
        '$$',
        '$<',
        '$>',
        '$l',
        '$h',
        '$L[',
        ']',
        '[',
        '$z',
        '$o',
        '$i',
        '$w',
        '$n',
        '$m',
        '$g',
        '$t',
        '$s',
      ),
      fc.stringMatching(/^\$[\da-fA-F]{0,4}$/),
      fc.constantFrom('javascript:', 'data:', 'http://', 'https://', 'maniaplanet://', '🔥', 'Сн', '\ud800', '<b>'),
      fc.string({ unit: 'binary', maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 20 }).map((parts) => parts.join('')),
        (text) => {
          const parsed = parseGameText(text);
          const runs = parsed.nodes.flatMap((node) => (node.kind === 'text' ? [node] : node.runs));
          expect(runs.map((run) => run.text).join('')).toBe(parsed.plain);
          for (const node of parsed.nodes) {
            if (node.kind === 'link') expect(node.href).toMatch(/^(?:https?:\/\/|maniaplanet:)/i);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the light option', () => {
  it('reads channels from 3 and 6 hex digits', () => {
    expect(colorChannels('#f80')).toEqual([255, 136, 0]);
    expect(colorChannels('#a1a2a3')).toEqual([161, 162, 163]);
    expect(colorChannels('red')).toBeNull();
  });

  it('keeps a colour whose average channel is 160 and halves one at 161', () => {
    expect(lightColor('#a0a0a0')).toBe('#a0a0a0');
    expect(lightColor('#a1a1a1')).toBe('#515151');
  });

  it('halves bright 3-digit colours and keeps the others', () => {
    expect(lightColor('#a99')).toBe('#a99'); // average 158.7
    expect(lightColor('#aa9')).toBe('#55554d'); // average 164.3
    expect(lightColor('#fff')).toBe('#808080');
    expect(lightColor('#ff0')).toBe('#808000');
    expect(lightColor('#f00')).toBe('#f00');
    expect(lightColor('nonsense')).toBe('nonsense');
  });
});
