// What src/lib/gameText.ts parses game text into: runs of styled text and links.

export interface GameTextRun {
  readonly kind: 'text';
  readonly text: string;
  /** '#rgb', lower case, or null for the surrounding colour. */
  readonly color: string | null;
  /** A combination of StyleFlag bits. */
  readonly flags: number;
}

export interface GameTextLink {
  readonly kind: 'link';
  /** Always starts with http://, https:// or the game scheme: other targets never become links. */
  readonly href: string;
  readonly runs: readonly GameTextRun[];
}

export type GameTextNode = GameTextRun | GameTextLink;

export interface ParsedGameText {
  readonly nodes: readonly GameTextNode[];
  /** The visible text with every code removed (what the rendered element's textContent is). */
  readonly plain: string;
}
