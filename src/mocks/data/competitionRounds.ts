// The rounds of a new event (/api/comp/{id}): 0 to 4 rounds splitting the event's time, each with a
// qualifying challenge or knockout matches. Statuses follow the clock, as the API's do.
import { anchorOf, FEATURED, type EventInfo } from './competitions';
import { rngFor } from './random';
import { DAY_SECONDS, nowSeconds } from './time';
import { plainText } from './gameText';

const HOUR = 3600;

export interface MockMatch {
  id: number;
  name: string;
  completed: boolean;
}

export interface MockRound {
  id: number;
  name: string;
  status: string;
  startdate: number;
  enddate: number;
  matches: MockMatch[];
  challenges: { id: number; name: string }[];
}

interface RoundPlan {
  name: string;
  startdate: number;
  enddate: number;
  matchCount: number;
  challengeCount: number;
}

// Ids are built from the competition id, so a sub-resource id tells its event and round.
export const roundIdOf = (competitionid: number, round: number) => competitionid * 10 + round + 1;
export const matchIdOf = (competitionid: number, round: number, match: number) =>
  competitionid * 100 + (round + 1) * 10 + match;
export const challengeIdOf = (competitionid: number, round: number, challenge: number) =>
  50_000_000 + competitionid * 20 + round * 2 + challenge;

const KNOCKOUT_NAMES = ['Final', 'Semifinals', 'Quarterfinals', 'Round of 16'];

function featuredPlans(event: EventInfo, now: number): RoundPlan[] | undefined {
  const anchor = anchorOf(now);
  if (event.index === FEATURED.noRounds) return [];
  if (event.index === FEATURED.live) {
    return [
      {
        name: 'Qualifier',
        startdate: event.startdate,
        enddate: event.startdate + DAY_SECONDS,
        matchCount: 0,
        challengeCount: 2,
      },
      {
        name: 'Group stage',
        startdate: anchor - 6 * HOUR,
        enddate: anchor + 2 * DAY_SECONDS,
        matchCount: 4,
        challengeCount: 0,
      },
      { name: 'Final', startdate: anchor + 4 * DAY_SECONDS, enddate: event.enddate, matchCount: 1, challengeCount: 1 },
    ];
  }
  return undefined;
}

/** How an event's time is split into rounds: a qualifier first, then knockout stages down to a final. */
function plansOf(event: EventInfo, now: number): RoundPlan[] {
  const featured = featuredPlans(event, now);
  if (featured) return featured;
  const rng = rngFor('event-rounds', event.index);
  const count = rng.pick([0, 1, 1, 2, 2, 3, 3, 4]);
  if (count === 0) return [];
  const span = (event.enddate - event.startdate) / count;
  return Array.from({ length: count }, (_, round) => {
    const startdate = Math.round(event.startdate + round * span);
    // A short break between rounds: the last tenth of each slot.
    const enddate = round === count - 1 ? event.enddate : Math.round(startdate + span * 0.9);
    if (count === 1) return { name: 'Main event', startdate, enddate, matchCount: 0, challengeCount: 1 };
    if (round === 0)
      return { name: 'Qualifier', startdate, enddate, matchCount: 0, challengeCount: rng.bool(0.2) ? 2 : 1 };
    const stage = count - 1 - round;
    return {
      name: KNOCKOUT_NAMES[stage] ?? `Round ${round + 1}`,
      startdate,
      enddate,
      matchCount: 2 ** stage,
      challengeCount: 0,
    };
  });
}

function roundStatus(plan: RoundPlan, now: number): string {
  if (now < plan.startdate) return 'PENDING';
  if (now < plan.enddate) return plan.matchCount > 0 ? 'HAS_MATCHES' : 'ONGOING';
  return 'COMPLETED';
}

/** The rounds as /api/comp/{id} sends them. */
export function roundsOf(event: EventInfo, now = nowSeconds()): MockRound[] {
  const plain = plainText(event.name);
  return plansOf(event, now).map((plan, round) => {
    const running = now >= plan.startdate && now < plan.enddate;
    return {
      id: roundIdOf(event.competitionid, round),
      name: plan.name,
      status: roundStatus(plan, now),
      startdate: plan.startdate,
      enddate: plan.enddate,
      matches: Array.from({ length: plan.matchCount }, (_, match) => ({
        id: matchIdOf(event.competitionid, round, match),
        name: plan.matchCount === 1 ? plan.name : `${plan.name} - Match ${match + 1}`,
        // While a round runs, its first half of matches is over.
        completed: now >= plan.enddate || (running && match < plan.matchCount / 2),
      })),
      challenges: Array.from({ length: plan.challengeCount }, (_, challenge) => ({
        id: challengeIdOf(event.competitionid, round, challenge),
        name: `${plain} - ${plan.name}${plan.challengeCount > 1 ? ` ${String.fromCharCode(65 + challenge)}` : ''}`,
      })),
    };
  });
}

/** Where a match id sits in an event: its round and its place, or undefined. */
export function findMatch(event: EventInfo, matchId: number, now = nowSeconds()) {
  const rounds = roundsOf(event, now);
  for (const [index, round] of rounds.entries()) {
    const match = round.matches.findIndex((item) => item.id === matchId);
    const found = round.matches[match];
    if (found) return { round, roundIndex: index, match: found, matchIndex: match, matchCount: round.matches.length };
  }
  return undefined;
}

/** Where a challenge id sits in an event, or undefined. */
export function findChallenge(event: EventInfo, challengeId: number, now = nowSeconds()) {
  const rounds = roundsOf(event, now);
  for (const [index, round] of rounds.entries()) {
    const found = round.challenges.find((item) => item.id === challengeId);
    if (found) return { round, roundIndex: index, challenge: found };
  }
  return undefined;
}

/** /api/comp/{id}/challenge/{challengeid}: status, servers, maps and admins. */
export function challengeDetail(event: EventInfo, challengeId: number, now = nowSeconds()) {
  const found = findChallenge(event, challengeId, now);
  if (!found) return undefined;
  const rng = rngFor('event-challenge', challengeId);
  const { round, challenge } = found;
  const status = now < round.startdate ? 'PENDING' : now < round.enddate ? 'HAS_SERVERS' : 'COMPLETED';
  const mapcount = rng.int(1, 5);
  return {
    id: challenge.id,
    name: challenge.name,
    status,
    // Servers are opened when the round starts and stay listed afterwards.
    servers: status === 'PENDING' ? 0 : Math.max(1, Math.ceil(event.numplayers / 64)),
    mapcount,
    admins: [{ accountid: event.creator.id, ...(event.creator.name ? { displayname: event.creator.name } : {}) }],
    maps: Array.from({ length: mapcount }, () => ({ mapUid: rng.token(27) })),
  };
}
