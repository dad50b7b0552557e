import { Fragment, memo, type ReactNode } from 'react';
import { StyleFlag, parseGameText, type GameTextNode, type GameTextRun } from '../lib/gameText';
import { lightColor, readableOnDark } from '../lib/colorContrast';

interface GameTextProps {
  /** Raw game text with `$` codes (map, player, club or room name). */
  text: string;
  /** Render `$l`/`$h` links as anchors; off by default because most names sit inside a link already. */
  links?: boolean;
  /** Darken bright colours so they read on a light background (otherwise dark colours are lightened for the dark theme). */
  light?: boolean;
  /**
   * The plain-text variant: the visible text in its colours only, without styles (bold, italic, width...) or links.
   * With `light` its bright colours are darkened, as the spec asks of this variant on a light surface.
   */
  plain?: boolean;
  className?: string;
}

// One class string per combination of style bits, built once (the bits are in _gametext.scss).
const FLAG_CLASSES: [number, string][] = [
  [StyleFlag.Italic, 'gt-italic'],
  [StyleFlag.Bold, 'gt-bold'],
  [StyleFlag.Shadow, 'gt-shadow'],
  [StyleFlag.Upper, 'gt-upper'],
  [StyleFlag.Wide, 'gt-wide'],
  [StyleFlag.Narrow, 'gt-narrow'],
];
const CLASS_BY_FLAGS = Array.from({ length: 64 }, (_, flags) =>
  FLAG_CLASSES.filter(([bit]) => (flags & bit) !== 0)
    .map(([, name]) => name)
    .join(' '),
);

function renderRun(run: GameTextRun, key: number, light: boolean): ReactNode {
  // Unstyled text needs no element of its own.
  if (run.color === null && run.flags === 0) return run.text;
  const color = run.color === null ? undefined : light ? lightColor(run.color) : readableOnDark(run.color);
  return (
    <span key={key} className={CLASS_BY_FLAGS[run.flags & 63] || undefined} style={color ? { color } : undefined}>
      {run.text}
    </span>
  );
}

/** The plain-text variant's runs: links' text joins the text around it, and neighbours of one colour merge. */
function colourRuns(nodes: readonly GameTextNode[]): GameTextRun[] {
  const runs: GameTextRun[] = [];
  for (const run of nodes.flatMap((node) => (node.kind === 'text' ? [node] : node.runs))) {
    const last = runs[runs.length - 1];
    if (last?.color === run.color) runs[runs.length - 1] = { ...last, text: last.text + run.text };
    else runs.push({ ...run, flags: 0 });
  }
  return runs;
}

/** Game text as styled elements: spans for styles and colours, anchors for allowed links when `links`. */
export const GameText = memo(function GameText({
  text,
  links = false,
  light = false,
  plain = false,
  className,
}: GameTextProps) {
  const parsed = parseGameText(text);
  const classes = className ? `gametext ${className}` : 'gametext';
  if (plain)
    return (
      <span className={classes}>{colourRuns(parsed.nodes).map((run, index) => renderRun(run, index, light))}</span>
    );
  return (
    <span className={classes}>
      {parsed.nodes.map((node, index) => {
        if (node.kind === 'text') return renderRun(node, index, light);
        const children = node.runs.map((run, runIndex) => renderRun(run, runIndex, light));
        if (!links) return <Fragment key={index}>{children}</Fragment>;
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
            {children}
          </a>
        );
      })}
    </span>
  );
});
