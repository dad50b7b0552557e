// The quick search's reading of typed text: which pages the text names directly
// (an account, a map, a match, a cup, a club, an event, a Track of the Day month) and which name searches it is worth
// asking for. Pure, so every input kind and every ambiguity is unit-tested; the panel only draws what this returns.
import { MATCH_ID_HINT, parseMatchId } from './matchRules';
import {
  FIRST_TOTD_MONTH,
  formatMonthParam,
  isTotdMonthInRange,
  monthName,
  parseMonthParam,
  totdMonthNow,
  type YearMonth,
} from './parisTime';
import { paths } from './paths';

/** The player search's own minimum (spec part 2 §5): shorter names are not searched. */
export const MIN_PLAYER_SEARCH = 4;
/** Club, room and event names: one letter would list every club, so two at least. */
export const MIN_NAME_SEARCH = 2;
/** Longer text is no id and no name: nothing is asked for it. */
export const MAX_QUERY_LENGTH = 100;

export type JumpKind = 'account' | 'vanity' | 'map' | 'match' | 'month' | 'cup' | 'club' | 'event';

/** A page the text names directly. */
export interface Jump {
  kind: JumpKind;
  /** What a person reads in the list: the kind of page, then what names it. */
  label: string;
  path: string;
}

export interface Recognised {
  /** The text as read: trimmed. */
  text: string;
  /** Pages the text names, most likely first. */
  jumps: Jump[];
  /** The text as a player name ('' when it is too short, or plainly an id). */
  playerSearch: string;
  /** The player page of the text as a vanity name: offered after the players found, since names come first. */
  vanity?: Jump;
  /** The text as a club, room or event name ('' when none is worth searching). */
  nameSearch: string;
  /** Why text shaped like an id names nothing (a match id of the wrong length, a month without a Track of the Day). */
  hint?: string;
}

// Account ids are UUIDs; the dashes are sometimes lost when an id is copied from a log, so 32 hex digits count too.
const UUID = /^([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})$/i;
// Map uids are 25 to 27 letters, digits and underscores; a little slack either side, since player names stop at 15.
const MAP_UID = /^[A-Za-z0-9_]{20,32}$/;
// Cups, clubs and events are numbered from 1; fifteen digits stay a safe integer.
const NUMERIC_ID = /^[1-9]\d{0,14}$/;
// A vanity name is one word of the player page's address: letters, digits, dots, dashes and underscores.
const VANITY = /^(?=.*[a-z])[a-z0-9._-]{3,32}$/i;
// Text without a letter or a digit (punctuation, symbols) names nothing and is not searched.
const HAS_WORD = /[\p{L}\p{N}]/u;
const MATCH_PREFIX = 'lid-mtch-';

function accountJump(text: string): Jump | undefined {
  const parts = UUID.exec(text);
  if (!parts) return undefined;
  const id = parts.slice(1).join('-').toLowerCase();
  return { kind: 'account', label: `Player with account id ${id}`, path: paths.player(id) };
}

// A month's name or its short form ("nov", "sept"), then a year, or the year first: "november 2025",
// "Nov. 2025", "2025 nov". A name alone is read as below, with the searches, since "May" may well be a player.
const NAMED_MONTH = /^([\p{L}]{3,})\.?(?:[\s,/-]+(\d{4}))?$/u;
const YEAR_FIRST = /^(\d{4})[\s,/-]+([\p{L}]{3,})\.?$/u;

/**
 * The month a name or its short form names (1 to 12), or undefined. Only the whole name, its first three letters and
 * "sept": any other start of a name ("marc", "juli") is more likely a player than a month.
 */
function monthNumber(word: string): number | undefined {
  const lower = word.toLowerCase();
  for (let month = 1; month <= 12; month += 1) {
    const name = monthName(month).toLowerCase();
    if (lower === name || lower === name.slice(0, 3) || (month === 9 && lower === 'sept')) return month;
  }
  return undefined;
}

/** A month written with its name, and whether the year was written too. */
function namedMonth(text: string, now: Date): { month: YearMonth; withYear: boolean } | undefined {
  const yearFirst = YEAR_FIRST.exec(text);
  const named = yearFirst ? undefined : NAMED_MONTH.exec(text);
  const word = yearFirst?.[2] ?? named?.[1];
  const year = yearFirst?.[1] ?? named?.[2];
  const month = word === undefined ? undefined : monthNumber(word);
  if (month === undefined) return undefined;
  return {
    month: { year: year === undefined ? totdMonthNow(now).year : Number(year), month },
    withYear: year !== undefined,
  };
}

const monthJump = (month: YearMonth): Jump => ({
  kind: 'month',
  label: `Track of the Day, ${monthName(month.month)} ${month.year}`,
  path: paths.totd(formatMonthParam(month)),
});

/**
 * "2024-3" or "2024-03" (the route's own form), also with a slash, or a month's name with its year ("November 2025",
 * "nov 2025"): the month's Track of the Day, or why there is none.
 */
function readMonth(text: string, now: Date): Jump | string | undefined {
  const named = namedMonth(text, now);
  const month = parseMonthParam(text.replace('/', '-')) ?? (named?.withYear ? named.month : null);
  if (!month) return undefined;
  if (!isTotdMonthInRange(month, now)) {
    const name = `${monthName(month.month)} ${month.year}`;
    return `There is no Track of the Day for ${name}: the first was in ${monthName(FIRST_TOTD_MONTH.month)} ${FIRST_TOTD_MONTH.year}, and months to come have none yet.`;
  }
  return monthJump(month);
}

/** A month's name alone ("Nov", "november"): this year's month first, then last year's (when they have one). */
function bareMonthJumps(text: string, now: Date): Jump[] {
  const named = namedMonth(text, now);
  if (!named || named.withYear) return [];
  const { year, month } = named.month;
  return [named.month, { year: year - 1, month }]
    .filter((candidate) => isTotdMonthInRange(candidate, now))
    .map(monthJump);
}

function matchJump(text: string): Jump | undefined {
  const match = parseMatchId(text);
  return match.ok ? { kind: 'match', label: `Match ${match.lid}`, path: match.path } : undefined;
}

function numberJumps(text: string): Jump[] {
  if (!NUMERIC_ID.test(text)) return [];
  const id = Number(text);
  return [
    { kind: 'cup', label: `Cup of the Day #${id}`, path: paths.cotd(id) },
    { kind: 'club', label: `Club #${id}`, path: paths.club(id) },
    { kind: 'event', label: `Event #${id}`, path: paths.competition(id) },
  ];
}

/**
 * Reads typed text. Exact forms win: an account id, a match id with its LID-MTCH- prefix or a month names one page and
 * nothing is searched (the same forms gone wrong say why they name nothing). Other forms may be names too: fifteen letters and digits are a match id or a player, a number
 * is a cup, a club or an event, so they come with the searches. `now` decides which months exist.
 */
export function recognise(input: string, now: Date = new Date()): Recognised {
  const text = input.trim();
  const none: Recognised = { text, jumps: [], playerSearch: '', nameSearch: '' };
  if (text.length > MAX_QUERY_LENGTH || !HAS_WORD.test(text)) return none;

  const month = readMonth(text, now);
  if (typeof month === 'string') return { ...none, hint: month };
  const prefixed = text.toLowerCase().startsWith(MATCH_PREFIX);
  const exact = accountJump(text) ?? month ?? (prefixed ? matchJump(text) : undefined);
  if (prefixed && !exact) return { ...none, hint: MATCH_ID_HINT };
  if (exact) {
    // 32 hex digits without dashes could also be a map uid: the account stays first, the map is offered after it.
    // Stryker disable next-line LogicalOperator,ConditionalExpression: equivalent, 32 hex digits always fit MAP_UID and text with a dash never does, and no month or match text fits it
    const alsoMap = exact.kind === 'account' && !text.includes('-') && MAP_UID.test(text);
    return { ...none, jumps: alsoMap ? [exact, mapJump(text)] : [exact] };
  }

  const jumps: Jump[] = bareMonthJumps(text, now);
  const match = matchJump(text);
  if (match) jumps.push(match);
  jumps.push(...numberJumps(text));
  const isMap = MAP_UID.test(text) && !/^\d+$/.test(text);
  if (isMap) jumps.push(mapJump(text));

  const playerSearch = text.length >= MIN_PLAYER_SEARCH && !isMap ? text : '';
  const vanity =
    VANITY.test(text) && !isMap
      ? { kind: 'vanity' as const, label: `Player page “${text}” (vanity name)`, path: paths.player(text) }
      : undefined;
  const nameSearch = text.length >= MIN_NAME_SEARCH && !isMap ? text : '';
  return { text, jumps, playerSearch, nameSearch, ...(vanity ? { vanity } : {}) };
}

function mapJump(uid: string): Jump {
  return { kind: 'map', label: `Map leaderboard ${uid}`, path: paths.mapLeaderboard(undefined, uid) };
}
