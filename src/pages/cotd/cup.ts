import { totdDayNow, type YearMonth } from '../../lib/parisTime';
import { parseRouteId } from '../../lib/routeId';
import type { Competition, RoundMatch as CompetitionMatch } from '../../data/competitions';

// How a competition answer reads as a Cup of the Day: a qualification challenge, then a knockout whose
// matches are the divisions, in order (Division 1 holds the qualification's best 64).

/** A cup's id from the address, read as every route id is. */
export const parseCupId = parseRouteId;

/** The qualification: the first challenge of any round. */
export function qualificationChallenge(competition: Competition): { id: number; name: string } | undefined {
  for (const round of competition.rounds) {
    const challenge = round.challenges[0];
    if (challenge) return challenge;
  }
  return undefined;
}

/** The divisions: every match of the rounds that have matches, in the order the API lists them. */
export function divisionMatches(competition: Competition): CompetitionMatch[] {
  return competition.rounds.flatMap((round) => round.matches);
}

/**
 * The Track of the Day a cup plays. A new map comes out at 7 PM Paris time, when the main cup starts; its
 * reruns the next night and morning replay it. So it is the TOTD day of the start time: Paris time minus 19 hours.
 */
export function cupTotdDay(startdate: number | undefined): (YearMonth & { day: number }) | undefined {
  if (startdate === undefined) return undefined;
  return totdDayNow(new Date(startdate * 1000));
}

/** Results a page of the qualification holds (the mocked API's choice: the real size is not documented). */
const QUALIFICATION_PAGE_ROWS = 50;
/** Results a page of a division holds (node-trackmania.io documented 25), and players a division holds. */
const DIVISION_PAGE_ROWS = 25;
const DIVISION_PLAYERS = 64;

/** The rows the qualification's first page will likely show, from the cup's player count. */
export const expectedQualificationRows = (players: number | undefined) =>
  Math.min(QUALIFICATION_PAGE_ROWS, players ?? 0);

/** The rows a division's first page will likely show: Division N holds the qualification's places 64(N-1)+1 to 64N. */
export const expectedDivisionRows = (players: number | undefined, division: number) =>
  Math.max(0, Math.min(DIVISION_PAGE_ROWS, (players ?? 0) - (division - 1) * DIVISION_PLAYERS));
