// What a person types as a score, read the way the map shows scores: a race time (h:mm:ss.mmm, the hour and the
// milliseconds optional), stunt points or respawns (whole numbers, digit grouping allowed).
import type { MapKind } from './leaderboard';

// Stryker disable next-line Regex: static, made when the module loads (the test worker keeps it loaded); each change is caught by tests/lib/scoreInput.test.ts or scoreInputSurvivors.test.ts
const TIME = /^(?:(?:(\d+):)?([0-5]?\d):)?([0-5]?\d)(?:[.,](\d{1,3}))?$/;

/** A race time in milliseconds, or undefined when the text is not one. "1:02.5" is 62,500; "45" is 45 s. */
export function parseRaceTime(text: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const fraction = match[4] ?? '';
  // "1:2" would be ambiguous (2 s or 20 s): below an hour or minute field, seconds take two digits.
  if (text.includes(':') && seconds.length < 2) return undefined;
  const ms = Number(fraction.padEnd(3, '0'));
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

/** Points or respawns: a whole number, "12,345" read as 12345. */
function parseCount(text: string): number | undefined {
  const plain = text.replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(plain) ? Number(plain) : undefined;
}

/** The typed score as the leaderboard stores it, or undefined when it cannot be read. */
export function parseScore(text: string, kind: MapKind): number | undefined {
  return kind === 'stunt' || kind === 'platform' ? parseCount(text) : parseRaceTime(text);
}

/** What the input asks for, as its placeholder and help. */
export function scoreHint(kind: MapKind): string {
  if (kind === 'stunt') return 'points, e.g. 12,345';
  if (kind === 'platform') return 'respawns, e.g. 3';
  return 'h:mm:ss.mmm, e.g. 0:45.123';
}
