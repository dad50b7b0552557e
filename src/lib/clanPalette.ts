// The clans of royal matches: each team index stands for a named clan with its own colours and logo. 2023 used animals
// (also the default for any other year), 2024 fruits. The logos are the site's own drawings in public/clans/.
import { toDate } from './timeValue';

export interface Clan {
  name: string;
  /** Hex colours; the pair reads at 4.5:1 or better (tested). */
  background: string;
  foreground: string;
  /** The logo's address, under the site's base so it works wherever the build is hosted. */
  logo: string;
}

const DARK = '#1a1a1a';
const WHITE = '#ffffff';

const clan = (name: string, background: string, foreground: string): Clan => ({
  name,
  background,
  foreground,
  logo: `${import.meta.env.BASE_URL}clans/${name.toLowerCase()}.svg`,
});

export const ANIMALS: readonly Clan[] = [
  clan('Bear', '#6b3e26', WHITE),
  clan('Wolf', '#4a5568', WHITE),
  clan('Fox', '#c2410c', WHITE),
  clan('Eagle', '#854d0e', WHITE),
  clan('Owl', '#5b21b6', WHITE),
  clan('Shark', '#1e40af', WHITE),
  clan('Tiger', '#f59e0b', DARK),
  clan('Lion', '#fbbf24', DARK),
  clan('Panda', '#f1f5f9', '#111111'),
  clan('Rabbit', '#f9a8d4', DARK),
  clan('Deer', '#92400e', WHITE),
  clan('Falcon', '#0f766e', WHITE),
  clan('Dolphin', '#38bdf8', '#0b1a2a'),
  clan('Turtle', '#15803d', WHITE),
  clan('Cobra', '#84cc16', DARK),
  clan('Frog', '#4ade80', '#0b2a12'),
  clan('Stallion', '#7c2d12', WHITE),
  clan('Bison', '#57534e', WHITE),
  clan('Raven', '#111827', '#e5e7eb'),
  clan('Octopus', '#be185d', WHITE),
];

export const FRUITS: readonly Clan[] = [
  clan('Apple', '#b91c1c', WHITE),
  clan('Banana', '#fde047', DARK),
  clan('Cherry', '#9f1239', WHITE),
  clan('Grape', '#6d28d9', WHITE),
  clan('Lemon', '#facc15', DARK),
  clan('Lime', '#a3e635', DARK),
  clan('Mango', '#fb923c', DARK),
  clan('Orange', '#ea580c', DARK),
  clan('Peach', '#fdba74', DARK),
  clan('Pear', '#bef264', DARK),
  clan('Pineapple', '#ca8a04', DARK),
  clan('Plum', '#701a75', WHITE),
  clan('Raspberry', '#be185d', WHITE),
  clan('Strawberry', '#e11d48', WHITE),
  clan('Watermelon', '#166534', WHITE),
  clan('Kiwi', '#65a30d', DARK),
  clan('Blueberry', '#1e3a8a', WHITE),
  clan('Coconut', '#78716c', WHITE),
  clan('Apricot', '#f97316', DARK),
  clan('Fig', '#4c1d95', WHITE),
];

/** The palette of a year: fruits in 2024, animals in 2023 and whenever the year is unknown or another one. */
export function paletteFor(year: number | undefined): readonly Clan[] {
  return year === 2024 ? FRUITS : ANIMALS;
}

/** The clan of a team: its index chooses the entry (wrapping, as royal answers may list more teams than clans). */
export function clanFor(teamIndex: number, year: number | undefined): Clan {
  const palette = paletteFor(year);
  const at = Number.isFinite(teamIndex)
    ? ((Math.trunc(teamIndex) % palette.length) + palette.length) % palette.length
    : 0;
  return palette[at] ?? (palette[0] as Clan);
}

/** The UTC year of a match start (unix seconds or ISO), or undefined when the time is unreadable. */
export function matchYear(startdate: string | number | null | undefined): number | undefined {
  const date = toDate(startdate);
  return date ? date.toDate().getUTCFullYear() : undefined;
}
