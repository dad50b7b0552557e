// Players pick any colour for their names, including ones that vanish on our dark background
// (`$00f`, `$222`). On the dark theme a colour is lightened just enough to reach the WCAG AA contrast; on a light
// background (lightColor) a bright one is darkened.

/** The lightest background game text sits on (table hover, popups): a conservative reference. */
export const DARK_REFERENCE_BACKGROUND: [number, number, number] = [0x26, 0x2a, 0x33];
export const MIN_CONTRAST = 4.5;

function luminance([r, g, b]: readonly number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    // The linear piece up to the knee (s <= 0.04045), written as a min: at the knee itself both pieces give 0.0031308
    // (and no 0-255 channel lands there), so a `<` could not be told from `<=`; this form has no such twin.
    return Math.min(s, 0.04045) === s ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (channels: readonly number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const cache = new Map<string, string>();

/** The colour itself when it reads on the dark background, else the least-lightened mix with white that does. */
export function readableOnDark(color: string): string {
  return cache.get(color) ?? remember(color, lightenedToRead(color));
}

// No 24-bit colour has a contrast of exactly 4.5 with the reference background (checked over all 16,777,216), so a
// `ratio >= MIN_CONTRAST` could not be told from `>`: "reaches" is written as `Math.max(ratio, MIN_CONTRAST) === ratio`,
// which means the same and has no such twin (its `!==` is the `<` a test tells apart).
function lightenedToRead(color: string): string {
  const channels = colorChannels(color);
  if (!channels) return color;
  const ratio = contrastRatio(channels, DARK_REFERENCE_BACKGROUND);
  if (Math.max(ratio, MIN_CONTRAST) === ratio) return color;
  // Mixed with white in twentieths; white (step 20) reads, so the search ends there at the latest.
  for (let step = 1; ; step += 1) {
    const t = step / 20;
    const mixed = channels.map((c) => Math.round(c + (255 - c) * t));
    const mixedRatio = contrastRatio(mixed, DARK_REFERENCE_BACKGROUND);
    if (Math.max(mixedRatio, MIN_CONTRAST) === mixedRatio || step === 20) {
      return toHex(mixed);
    }
  }
}

function remember(color: string, result: string): string {
  // At most 4096 three-digit colours plus a few six-digit ones: the cache stays small.
  if (cache.size < 10_000) cache.set(color, result);
  return result;
}

/** Above this average channel (0-255) a colour is too bright to read on a light background. */
export const LIGHT_THRESHOLD = 160;

/** Channels (0-255) of '#rgb' (digit d means d*17) or '#rrggbb'; null for anything else. */
export function colorChannels(color: string): [number, number, number] | null {
  if (!color.startsWith('#')) return null;
  const hex = color.slice(1);
  if (!/^(?:[\da-f]{3}|[\da-f]{6})$/i.test(hex)) return null;
  const value = parseInt(hex, 16);
  if (hex.length === 3) return [((value >> 8) & 15) * 17, ((value >> 4) & 15) * 17, (value & 15) * 17];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The colour for a light background: one whose average channel is above LIGHT_THRESHOLD has every
 * channel halved (white becomes #808080, about 4:1 on white, and the hue is kept); others are unchanged.
 */
export function lightColor(color: string): string {
  const channels = colorChannels(color);
  if (!channels || (channels[0] + channels[1] + channels[2]) / 3 <= LIGHT_THRESHOLD) return color;
  return `#${channels
    .map((c) =>
      Math.round(c / 2)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
