// A player's year in figures (issue 47): trophies, Cup of the Day and matchmaking of one calendar year, from the
// histories paged back to the year's start. Pure: the page reads the histories, these rules say what they add up to.
// Years and days are counted in UTC, the zone of the API's timestamps.
import { toPlainText } from './gameText';
import { isRerunName } from './cotdStats';
import { trophyPoints, TROPHY_EXPIRY_DAYS } from './trophies';

const DAY_MS = 86_400_000;
/** The game came out on 1 July 2020: no year before it has anything to show. */
export const FIRST_RECAP_YEAR = 2020;

/** The first moment of a year and the first of the next one, in ms (UTC). */
export function yearBounds(year: number): { startMs: number; endMs: number } {
  return { startMs: Date.UTC(year, 0, 1), endMs: Date.UTC(year + 1, 0, 1) };
}

/** The year of a moment (UTC). */
export const yearOf = (ms: number): number => new Date(ms).getUTCFullYear();

/** A year the address may name: four digits, from the game's first year to the current one; else undefined. */
export function recapYearOf(segment: string | undefined, now: number): number | undefined {
  if (segment === undefined || !/^\d{4}$/.test(segment)) return undefined;
  const year = Number(segment);
  return year >= FIRST_RECAP_YEAR && year <= yearOf(now) ? year : undefined;
}

/** The years the player page links to: the current one, and the last one until the end of January. */
export function linkedRecapYears(now: number): number[] {
  const year = yearOf(now);
  return new Date(now).getUTCMonth() === 0 && year - 1 >= FIRST_RECAP_YEAR ? [year, year - 1] : [year];
}

/** An API time (ISO text, or unix seconds, or ms) in ms; undefined when unreadable. */
export function timeMs(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) ? (Math.abs(value) < 1e11 ? value * 1000 : value) : undefined;
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

const inYear = (ms: number | undefined, startMs: number, endMs: number): ms is number =>
  ms !== undefined && ms >= startMs && ms < endMs;

/** 2026-03-04: the day of a moment (UTC). */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

// Trophies ----------------------------------------------------------------------------------------------------------

export interface RecapGainInput {
  timestamp: string | number;
  counts: readonly number[];
  achievement?:
    | {
        trophyAchievementType?: string | undefined;
        trophySoloRankingAchievementType?: string | undefined;
        trophySoloMedalAchievementType?: string | undefined;
        competitionName?: string | undefined;
        competitionStageStep?: string | undefined;
        gameMode?: string | undefined;
      }
    | undefined;
  details?: { rank?: number | undefined; level?: number | undefined } | undefined;
  map?: { name?: string | undefined; mapUid?: string | undefined } | undefined;
}

export interface TrophyFigures {
  gains: number;
  points: number;
  /** The day (UTC) with the most points, the earliest on a tie. */
  bestDay: { day: string; points: number; gains: number } | undefined;
  /** The gain worth the most points, the earliest on a tie, and what it was for. */
  biggest: { points: number; day: string; label: string } | undefined;
  /** Once the year is over: the points that counted on its last day (gains of the 365 days before its end). */
  pointsAtYearEnd: number | undefined;
  echelonAtYearEnd: number | undefined;
}

/**
 * The echelon of a number of points: one per power of ten above 10 (10 to 99 is 1, …), at most 9. The rule the mocked
 * profiles follow (their `echelon` equals it); the game's own thresholds are not in the API's answers.
 */
export function echelonForPoints(points: number): number {
  return points < 10 ? 0 : Math.min(9, Math.floor(Math.log10(points)));
}

const MEDALS = ['', 'Bronze', 'Silver', 'Gold', 'Author'];

/** What a gain was for, in a line of plain text: "Daily ranking, 12th on Map name", "Cup of the Day 2026-03-04 · Division 2". */
export function gainLabel(gain: RecapGainInput): string {
  const achievement = gain.achievement ?? {};
  const map = gain.map?.name ? toPlainText(gain.map.name) : undefined;
  const rank = gain.details?.rank;
  const on = map ? ` on ${map}` : '';
  switch (achievement.trophyAchievementType) {
    case 'SoloRanking': {
      const kind =
        achievement.trophySoloRankingAchievementType === 'SeasonRanking' ? 'Season ranking' : 'Daily ranking';
      return `${kind}${rank ? `, rank ${String(rank)}` : ''}${on}`;
    }
    case 'SoloMedal': {
      const medal = MEDALS[gain.details?.level ?? 0];
      return `${medal ? `${medal} medal` : 'Medal'}${on}`;
    }
    case 'CompetitionRanking':
    case 'CompetitionMatch': {
      const name = achievement.competitionName ? toPlainText(achievement.competitionName) : 'A competition';
      const step = achievement.competitionStageStep ? ` · ${achievement.competitionStageStep}` : '';
      return `${name}${step}${rank ? `, rank ${String(rank)}` : ''}`;
    }
    case 'LiveMatch':
      return `${achievement.gameMode ?? 'Live'} match${rank ? `, rank ${String(rank)}` : ''}`;
    default:
      return achievement.trophyAchievementType ?? 'A trophy gain';
  }
}

export function trophyFigures(gains: readonly RecapGainInput[], year: number, now: number): TrophyFigures {
  const { startMs, endMs } = yearBounds(year);
  const days = new Map<string, { points: number; gains: number }>();
  let points = 0;
  let count = 0;
  let biggest: { points: number; at: number; gain: RecapGainInput } | undefined;
  let yearEndPoints = 0;
  for (const gain of gains) {
    const at = timeMs(gain.timestamp);
    if (!inYear(at, startMs, endMs)) continue;
    const worth = trophyPoints(gain.counts);
    count += 1;
    points += worth;
    const day = days.get(dayOf(at)) ?? { points: 0, gains: 0 };
    days.set(dayOf(at), { points: day.points + worth, gains: day.gains + 1 });
    if (!biggest || worth > biggest.points || (worth === biggest.points && at < biggest.at))
      biggest = { points: worth, at, gain };
    if (at >= endMs - TROPHY_EXPIRY_DAYS * DAY_MS) yearEndPoints += worth;
  }
  let bestDay: TrophyFigures['bestDay'];
  for (const [day, total] of days) {
    if (!bestDay || total.points > bestDay.points || (total.points === bestDay.points && day < bestDay.day))
      bestDay = { day, ...total };
  }
  const over = now >= endMs;
  return {
    gains: count,
    points,
    bestDay,
    biggest: biggest && { points: biggest.points, day: dayOf(biggest.at), label: gainLabel(biggest.gain) },
    pointsAtYearEnd: over ? yearEndPoints : undefined,
    echelonAtYearEnd: over ? echelonForPoints(yearEndPoints) : undefined,
  };
}

// Cup of the Day ----------------------------------------------------------------------------------------------------

export interface RecapCupInput {
  id: number;
  name: string;
  timestamp?: string | number | undefined;
  div?: number | undefined;
  rank?: number | undefined;
  excludedfromstats?: boolean | undefined;
}

export interface CotdFigures {
  played: number;
  main: number;
  reruns: number;
  /** Of the cups that count in the statistics (not excluded): the best overall rank, the best (lowest) division. */
  bestRank: number | undefined;
  bestDiv: number | undefined;
  /** The average division, to one decimal. */
  averageDiv: number | undefined;
  /** Cups finished in division 1. */
  divisionOne: number;
  /** Cups played in each month, January first. */
  perMonth: number[];
}

export function cotdFigures(cups: readonly RecapCupInput[], year: number): CotdFigures {
  const { startMs, endMs } = yearBounds(year);
  const perMonth = Array.from({ length: 12 }, () => 0);
  let main = 0;
  let reruns = 0;
  let bestRank: number | undefined;
  let bestDiv: number | undefined;
  let divSum = 0;
  let divCount = 0;
  let divisionOne = 0;
  for (const cup of cups) {
    const at = timeMs(cup.timestamp);
    if (!inYear(at, startMs, endMs)) continue;
    perMonth[new Date(at).getUTCMonth()] = (perMonth[new Date(at).getUTCMonth()] ?? 0) + 1;
    if (isRerunName(cup.name)) reruns += 1;
    else main += 1;
    if (cup.excludedfromstats === true) continue;
    if (cup.rank !== undefined && cup.rank > 0) bestRank = Math.min(bestRank ?? cup.rank, cup.rank);
    if (cup.div !== undefined && cup.div > 0) {
      bestDiv = Math.min(bestDiv ?? cup.div, cup.div);
      divSum += cup.div;
      divCount += 1;
      if (cup.div === 1) divisionOne += 1;
    }
  }
  return {
    played: main + reruns,
    main,
    reruns,
    bestRank,
    bestDiv,
    averageDiv: divCount > 0 ? Math.round((divSum / divCount) * 10) / 10 : undefined,
    divisionOne,
    perMonth,
  };
}

// Matchmaking -------------------------------------------------------------------------------------------------------

export interface RecapModeInput {
  typeId: number;
  name: string;
  matches: readonly { starttime: string | number; win?: boolean | undefined }[];
  /** The paging stopped at its bound before reaching the year's start: the counts are the least there were. */
  boundHit: boolean;
  /** The player's rank in this mode now (the profile's). */
  rankNow?: number | undefined;
}

export interface ModeFigures {
  typeId: number;
  name: string;
  played: number;
  won: number;
  boundHit: boolean;
  rankNow: number | undefined;
}

export function modeFigures(mode: RecapModeInput, year: number): ModeFigures {
  const { startMs, endMs } = yearBounds(year);
  let played = 0;
  let won = 0;
  for (const match of mode.matches) {
    if (!inYear(timeMs(match.starttime), startMs, endMs)) continue;
    played += 1;
    if (match.win === true) won += 1;
  }
  return { typeId: mode.typeId, name: mode.name, played, won, boundHit: mode.boundHit, rankNow: mode.rankNow };
}

// The year ---------------------------------------------------------------------------------------------------------

export interface RecapInput {
  year: number;
  now: number;
  gains: readonly RecapGainInput[];
  cups: readonly RecapCupInput[];
  modes: readonly RecapModeInput[];
}

export interface RecapFigures {
  year: number;
  trophies: TrophyFigures;
  cotd: CotdFigures;
  modes: ModeFigures[];
}

export function recapFigures({ year, now, gains, cups, modes }: RecapInput): RecapFigures {
  return {
    year,
    trophies: trophyFigures(gains, year, now),
    cotd: cotdFigures(cups, year),
    modes: modes.map((mode) => modeFigures(mode, year)),
  };
}

/** Whether a source has nothing in the year: the page says so in a line of its own. */
export const nothingIn = {
  trophies: (figures: RecapFigures) => figures.trophies.gains === 0,
  cotd: (figures: RecapFigures) => figures.cotd.played === 0,
  matchmaking: (figures: RecapFigures) => figures.modes.every((mode) => mode.played === 0),
};

/** Whether the oldest of a page's times is before the year's start: the paging back can stop there. */
export function reachesBefore(times: readonly (string | number | undefined)[], year: number): boolean {
  const { startMs } = yearBounds(year);
  return times.some((time) => {
    const ms = timeMs(time);
    return ms !== undefined && ms < startMs;
  });
}

/**
 * The pages a history needs to reach the year's start, from what was read: the time its pages cover so far, stretched
 * to the year's start (at least one more while it has not got there). `pagesRead` ≥ 1; `oldest` the oldest time read.
 */
export function pagesToYearStart(pagesRead: number, oldest: number | undefined, year: number, now: number): number {
  const { startMs } = yearBounds(year);
  if (oldest === undefined || oldest < startMs) return pagesRead;
  const covered = Math.max(now - oldest, DAY_MS / 24);
  const needed = Math.max(0, now - startMs);
  return Math.max(pagesRead + 1, Math.ceil((pagesRead * needed) / covered));
}
