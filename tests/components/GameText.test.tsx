import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { GameText } from '../../src/components/GameText';
import { toPlainText } from '../../src/lib/gameText';

describe('GameText', () => {
  it('shows the visible text without codes', () => {
    const { container } = render(<GameText text="$o$f80Ice$z Loop $$5" />);
    expect(container).toHaveTextContent('Ice Loop $5');
    expect(container).not.toHaveTextContent('$o');
  });

  it('colours and styles the text', () => {
    render(<GameText text="$f80Orange$z $o$iBold italic$z $s$t$wshout$z $nthin" />);
    expect(screen.getByText('Orange')).toHaveStyle({ color: 'rgb(255, 136, 0)' });
    expect(screen.getByText('Bold italic')).toHaveClass('gt-bold', 'gt-italic');
    expect(screen.getByText('shout')).toHaveClass('gt-shadow', 'gt-upper', 'gt-wide');
    expect(screen.getByText('thin')).toHaveClass('gt-narrow');
    expect(screen.getByText('thin')).not.toHaveClass('gt-bold');
  });

  it('restores the colour pushed before a nested change', () => {
    render(<GameText text="$f80red $<$0f0green$> red again" />);
    expect(screen.getByText('green')).toHaveStyle({ color: 'rgb(0, 255, 0)' });
    expect(screen.getByText('red again', { exact: false })).toHaveStyle({ color: 'rgb(255, 136, 0)' });
  });

  it('lightens a colour too dark to read on the dark theme, and keeps it with the light option', () => {
    render(<GameText text="$00fdeep blue" />);
    expect(screen.getByText('deep blue')).not.toHaveStyle({ color: 'rgb(0, 0, 255)' });
    render(<GameText text="$00fon light" light />);
    expect(screen.getByText('on light')).toHaveStyle({ color: 'rgb(0, 0, 255)' });
  });

  it('shows angle brackets as text, never as markup', () => {
    const { container } = render(<GameText text="<b>bold?</b><img src=x>" />);
    expect(container).toHaveTextContent('<b>bold?</b><img src=x>');
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('makes a link only when links are allowed', () => {
    const { rerender } = render(<GameText text="see $l[example.com/map]the map$l" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('the map', { exact: false })).toBeInTheDocument();

    rerender(<GameText text="see $l[example.com/map]the map$l" links />);
    const link = screen.getByRole('link', { name: 'the map' });
    expect(link).toHaveAttribute('href', 'https://example.com/map');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it('links manialinks with the game scheme', () => {
    render(<GameText text="$h[myclub]$f00Club$h" links />);
    expect(screen.getByRole('link', { name: 'Club' })).toHaveAttribute('href', 'maniaplanet://#manialink=myclub');
  });

  it('never links another scheme', () => {
    render(<GameText text="$l[javascript:alert(1)]click me$l $ldata:text/html,x$l" links />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me data:text/html,x')).toBeInTheDocument();
  });

  // The spec's plain-text variant keeps the colours (its light option darkens them): only styles and links go.
  it('shows the text in its colours, without styles or links, with plain', () => {
    const { container } = render(<GameText text="$o$f80Ice $l[a.b]link$l" links plain />);
    expect(container).toHaveTextContent('Ice link');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelectorAll('.gt-bold, .gt-italic, .gt-wide')).toHaveLength(0);
    expect(screen.getByText('Ice link')).toHaveStyle({ color: 'rgb(255, 136, 0)' });
  });

  it('darkens a bright colour, average channel above 160, in the plain-text variant with light', () => {
    render(<GameText text="$fffWhite $o$aa9Sand $a99Rose $i$f00Red" plain light />);
    expect(screen.getByText('White')).toHaveStyle({ color: 'rgb(128, 128, 128)' }); // average 255: halved
    expect(screen.getByText('Sand')).toHaveStyle({ color: 'rgb(85, 85, 77)' }); // average 164.3: halved
    expect(screen.getByText('Rose')).toHaveStyle({ color: 'rgb(170, 153, 153)' }); // average 158.7: kept
    expect(screen.getByText('Red')).toHaveStyle({ color: 'rgb(255, 0, 0)' }); // average 85: kept
    expect(screen.getByText('Red')).not.toHaveClass('gt-italic');
  });

  it('darkens bright colours with light', () => {
    render(<GameText text="$fffWhite $f00Red" light />);
    expect(screen.getByText('White')).toHaveStyle({ color: 'rgb(128, 128, 128)' });
    expect(screen.getByText('Red')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  });

  it('keeps bright colours without light', () => {
    render(<GameText text="$fffWhite" />);
    expect(screen.getByText('White')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  });

  it('adds the given class to its own element', () => {
    const { container } = render(<GameText text="Name" className="is-size-5" />);
    expect(container.firstElementChild).toHaveClass('gametext', 'is-size-5');
  });
});

// Pieces players (and attackers) put in names, mixed at random with any other text.
const piece = fc.oneof(
  fc.constantFrom('$', '$$', '$<', '$>', '$z', '$o', '$i', '$s', '$t', '$w', '$n', '$m', '$g', '$O', '$Z'),
  fc.constantFrom('$l', '$h', '$L', '$H', '$l[', '$h[', '[', ']', 'example.com', 'http://x.y', 'HTTPS://x.y'),
  fc.constantFrom(
    'javascript:alert(1)',
    'data:text/html,<script>',
    'maniaplanet://#join=1',
    ' vbscript:x',
    '\u0001javascript:',
  ),
  fc.stringMatching(/^\$[\da-fA-F]{0,4}$/),
  fc.constantFrom('<', '>', '<script>', '&amp;', '"', "'", '🔥', '🏁', 'Дорога', '夜明け', '\ud83d', '\u200b', '\n'),
  fc.string({ unit: 'grapheme', maxLength: 5 }),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const gameText = fc.oneof(
  fc.array(piece, { maxLength: 24 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary' }),
);

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  SPAN: ['class', 'style'],
  A: ['href', 'target', 'rel', 'referrerpolicy'],
};

describe('GameText on any input', () => {
  it.each([
    ['styled', { links: true, light: false }],
    ['light, no links', { links: false, light: true }],
  ])('renders only its own elements and the plain text (%s)', (_label, options) => {
    const { container, rerender } = render(<GameText text="" />);
    let anchors = 0;
    let coloured = 0;
    fc.assert(
      fc.property(gameText, (text) => {
        rerender(<GameText text={text} {...options} />);
        anchors += container.querySelectorAll('a').length;
        coloured += container.querySelectorAll('[style^="color"]').length;
        const root = container.firstElementChild;
        expect(root?.tagName).toBe('SPAN');
        expect(container.textContent).toBe(toPlainText(text));
        for (const element of container.querySelectorAll('*')) {
          const allowed = ALLOWED_ATTRIBUTES[element.tagName];
          expect(allowed, element.tagName).toBeDefined();
          for (const { name } of element.attributes) expect(allowed).toContain(name);
          const style = element.getAttribute('style');
          // React leaves an empty style attribute when an element it reuses loses its colour.
          if (style !== null) expect(style).toMatch(/^(?:color: rgb\(\d+, \d+, \d+\);)?$/);
          if (element.tagName === 'A') {
            expect(options.links).toBe(true);
            expect(element.getAttribute('href')).toMatch(/^(?:https?:\/\/|maniaplanet:)/i);
            expect(element).toHaveAttribute('rel', 'noopener noreferrer');
          }
        }
      }),
      { numRuns: 1500 },
    );
    // The generator must reach the interesting cases, or the checks above prove nothing.
    expect(coloured).toBeGreaterThan(100);
    if (options.links) expect(anchors).toBeGreaterThan(20);
  });

  it('renders the plain text in colours only with plain: no styles, no links', () => {
    const { container, rerender } = render(<GameText text="" />);
    fc.assert(
      fc.property(gameText, (text) => {
        rerender(<GameText text={text} plain links />);
        expect(container.querySelectorAll('a, [class]:not(.gametext)')).toHaveLength(0);
        for (const element of container.querySelectorAll('span span')) expect(element.attributes).toHaveLength(1);
        expect(container.textContent).toBe(toPlainText(text));
      }),
      { numRuns: 500 },
    );
  });
});
