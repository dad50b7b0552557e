// A campaign's name where only its maps are known (a record list names maps, not campaigns): official maps are named
// after their campaign and their number ("Summer 2024 - 01"), so the part before " - " that every map shares is it.

const NUMBERED = /^(.+?)\s+-\s+\d+$/;

/** The campaign's name the map names share, or undefined when they do not follow that pattern or differ. */
export function campaignNameFromMaps(mapNames: readonly string[]): string | undefined {
  const prefixes = new Set(mapNames.map((name) => NUMBERED.exec(name.trim())?.[1]));
  if (prefixes.size !== 1) return undefined;
  const [prefix] = prefixes;
  return prefix;
}
