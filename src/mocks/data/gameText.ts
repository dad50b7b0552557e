import type { Rng } from './random';

// Raw game text as players write it: colour codes, styles, Unicode, emoji.
const COLOURS = ['f00', 'f80', 'fd0', '0f0', '0cf', '36f', 'c3f', 'fff', '888', '1e9'];
const SYLLABLES = [
  'ra',
  'vo',
  'ki',
  'zen',
  'tor',
  'lux',
  'mi',
  'ka',
  'dro',
  'fel',
  'qua',
  'sto',
  'ne',
  'vix',
  'ar',
  'ul',
];
const WORDS = [
  'Speed',
  'Drift',
  'Loop',
  'Canyon',
  'Ice',
  'Dirt',
  'Rally',
  'Sky',
  'Neon',
  'Turbo',
  'Grass',
  'Wall',
  'Ride',
  'Flow',
  'Jump',
  'Tech',
  'Bob',
  'Spiral',
];
const FANCY = ['Дорога', 'Снег', '夜明け', 'Çöl', 'Ñandú', '🔥', '🏁', '⚡'];

export function plainWord(rng: Rng, syllables = rng.int(2, 3)): string {
  let word = '';
  for (let i = 0; i < syllables; i += 1) word += rng.pick(SYLLABLES);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A player's display name: plain most of the time (display names carry no codes), sometimes with digits or _ . */
export function playerName(rng: Rng): string {
  const base = plainWord(rng);
  const roll = rng.next();
  if (roll < 0.2) return `${base}${rng.int(1, 99)}`;
  if (roll < 0.3) return `${base}_${plainWord(rng, 1)}`;
  if (roll < 0.35) return `${base}.TM`;
  return base;
}

/** A map, room, campaign or club name with $ codes in many shapes. */
export function styledName(rng: Rng): string {
  const words = [rng.pick(WORDS), rng.bool(0.6) ? rng.pick(WORDS) : plainWord(rng)];
  if (rng.bool(0.1)) words.push(rng.pick(FANCY));
  const roll = rng.next();
  if (roll < 0.25) return words.join(' ');
  if (roll < 0.5) return words.map((word) => `$${rng.pick(COLOURS)}${word}`).join(' ');
  if (roll < 0.65) return `$o$${rng.pick(COLOURS)}${words[0] ?? ''}$z ${words.slice(1).join(' ')}`;
  if (roll < 0.75) return `$i$s${words.join(' ')}`;
  if (roll < 0.85) return `$w${words[0] ?? ''}$z$n ${words.slice(1).join(' ')}`;
  if (roll < 0.92) return `$<$${rng.pick(COLOURS)}${words[0] ?? ''}$> ${words.slice(1).join(' ')}`;
  // A numbered name in capitals ("TECH JUMP #4"): the number as players write it, no "$$" (a "$" no name shows).
  return `$t$${rng.pick(COLOURS)}${words.join(' ')} #${rng.int(1, 9)}`;
}

/** A club tag: short, often only codes and two or three letters, sometimes Cyrillic. */
export function clubTag(rng: Rng): string {
  const letters = rng.pick(['GT', 'RX', 'ZR', 'TMF', 'BDS', 'ВЭ', 'OP', 'NV']);
  const roll = rng.next();
  if (roll < 0.3) return letters;
  if (roll < 0.6) return `$${rng.pick(COLOURS)}${letters}`;
  if (roll < 0.8) return `$S$C22${letters.slice(0, 1)}$FFF${letters.slice(1)}`;
  return `$o$${rng.pick(COLOURS)}${letters}$z`;
}

/**
 * Game text without its codes, as the API's searches read names: "$" with a colour (one to three hex digits), a
 * style letter, "<" or ">", or a link ("$l", "$h", with or without "[address]") is dropped, and "$$" is one "$".
 * Written for the mocks from the game's format, apart from the app's parser (src/lib/gameText.ts).
 */
export function plainText(text: string): string {
  return text.replace(/\$(\$|[0-9a-f]{1,3}|[lh](?:\[[^\]]*\])?|[a-z<>])/gi, (_code, kind: string) =>
    kind === '$' ? '$' : '',
  );
}
