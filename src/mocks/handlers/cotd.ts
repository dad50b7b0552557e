import type { RankingRow } from '../../data/cotd';
import {
  CUP_PLATFORMS,
  challengeIdOf,
  cupPage,
  divisionOfMatch,
  divisionPage,
  findCup,
  mockCompetition,
  qualificationPage,
  type CupInfo,
  type CupPlatform,
} from '../data/cups';
import { mockPlayer } from '../data/players';
import { rngFor } from '../data/random';
import { apiError, intParam, mockEndpoint, type MockContext } from './respond';
import * as api from '../../data/endpoints';
import { totdMap } from './totd';

// ---- The all-time player ranking of the Cup of the Day ----

/** Players in the ranking; the last page is short (1012 = 40 pages of 25, then 12). */
export const RANKED_PLAYERS = 1012;
export const RANKING_PAGE_SIZE = 25;
export const RANKING_SORTS = ['totalplayed', 'wins', 'winstreak'] as const;
export type RankingSortKey = (typeof RANKING_SORTS)[number];

/** A ranking row before it gets its position: the page's own response type keeps the mock in step. */
export type RankingStats = Omit<RankingRow, 'position'>;

function statsOf(index: number): RankingStats {
  const rng = rngFor('cotd-ranking', index);
  // A few strong players win a lot; most never win.
  const skill = rng.next() ** 5;
  const totalplayed = rng.int(20, 1300);
  const totalplayedreruns = rng.bool(0.7) ? rng.int(0, 900) : 0;
  const wins = Math.round(totalplayed * skill * 0.3);
  const winsreruns = Math.round(totalplayedreruns * skill * 0.4);
  // Streaks grow with the number of wins, but slowly: most winners never win twice in a row.
  const winstreak = wins === 0 ? 0 : Math.min(wins, 1 + Math.floor(rng.next() * Math.sqrt(wins)));
  const winstreakreruns = Math.min(wins + winsreruns, winstreak + Math.floor(rng.next() * (1 + Math.sqrt(winsreruns))));
  // Distinct players: 1012 steps of a stride coprime with the 4999 non-user players.
  const player = mockPlayer(1 + ((index * 2963) % 4999));
  return { player, totalplayed, totalplayedreruns, wins, winsreruns, winstreak, winstreakreruns };
}

let allStats: RankingStats[] | undefined;
const orders = new Map<string, RankingStats[]>();

/** The value a sort ranks by: `…reruns` sorts count the reruns too (the streak with reruns is its own number). */
export function rankingValue(stats: RankingStats, sort: RankingSortKey, reruns: boolean): number {
  if (sort === 'winstreak') return reruns ? stats.winstreakreruns : stats.winstreak;
  if (sort === 'wins') return stats.wins + (reruns ? stats.winsreruns : 0);
  return stats.totalplayed + (reruns ? stats.totalplayedreruns : 0);
}

/** The whole ranking of a sort, best first; built on the first request of that sort, not at import. */
export function rankingOrder(sort: RankingSortKey, reruns: boolean): RankingStats[] {
  const key = `${sort}${reruns ? 'reruns' : ''}`;
  const cached = orders.get(key);
  if (cached) return cached;
  allStats ??= Array.from({ length: RANKED_PLAYERS }, (_, i) => statsOf(i));
  const sorted = allStats
    .map((stats, index) => ({ stats, index }))
    .sort(
      (a, b) =>
        rankingValue(b.stats, sort, reruns) - rankingValue(a.stats, sort, reruns) ||
        b.stats.totalplayed - a.stats.totalplayed ||
        a.index - b.index,
    )
    .map(({ stats }) => stats);
  orders.set(key, sorted);
  return sorted;
}

export function rankingPage(sort: RankingSortKey, reruns: boolean, page: number) {
  return rankingOrder(sort, reruns)
    .slice(page * RANKING_PAGE_SIZE, (page + 1) * RANKING_PAGE_SIZE)
    .map((stats, i) => ({ ...stats, position: page * RANKING_PAGE_SIZE + i + 1 }));
}

/** "winsreruns" → wins with reruns; anything else is not a sort. */
export function parseRankingSort(raw: string): { sort: RankingSortKey; reruns: boolean } | undefined {
  const reruns = raw.endsWith('reruns');
  const base = reruns ? raw.slice(0, -'reruns'.length) : raw;
  const sort = RANKING_SORTS.find((name) => name === base);
  return sort === undefined ? undefined : { sort, reruns };
}

/** The map a cup plays: the Track of the Day of its date (reruns replay the previous evening's map). */
export function cupMap(cup: CupInfo) {
  return totdMap(cup.date.year, cup.date.month, cup.date.day);
}

const isPlatform = (value: string): value is CupPlatform => (CUP_PLATFORMS as readonly string[]).includes(value);

/** Cup handlers answer only cup ids: other competitions under /api/comp/{id} belong to the events handlers. */
const isCup = (context: MockContext): boolean => {
  const id = intParam(context, 'id');
  return id !== undefined && findCup(id) !== undefined;
};

function cupOf(id: number | undefined): CupInfo | Response {
  const cup = id === undefined ? undefined : findCup(id);
  return cup ?? apiError('Competition not found.');
}

export const cotdHandlers = [
  mockEndpoint(api.cotdRanking, (context) => {
    const page = context.args.page;
    const parsed = parseRankingSort(context.args.sort);
    if (page === undefined || parsed === undefined) return apiError('Invalid page or sort.');
    return { players: context.empty ? [] : rankingPage(parsed.sort, parsed.reruns, page), page };
  }),

  mockEndpoint(api.cupList, (context) => {
    const page = context.args.page;
    const platform = context.url.searchParams.get('platform') ?? 'crossplay';
    if (page === undefined || !isPlatform(platform)) return apiError('Invalid page or platform.');
    if (context.empty) return { competitions: [], page, page_max: 0 };
    return { ...cupPage(platform, page), page };
  }),

  mockEndpoint(
    api.competition,
    (context) => {
      const cup = cupOf(context.args.id);
      return cup instanceof Response ? cup : mockCompetition(cup, { empty: context.empty });
    },
    isCup,
  ),

  mockEndpoint(
    api.challenge,
    (context) => {
      const cup = cupOf(context.args.id);
      if (cup instanceof Response) return cup;
      if (context.args.challenge !== challengeIdOf(cup)) return apiError('Challenge not found.');
      return {
        id: challengeIdOf(cup),
        name: `${cup.name} - Challenge`,
        status: 'COMPLETED',
        servers: Math.ceil(cup.players / 64),
        admins: [],
        maps: [{ mapUid: cupMap(cup).mapUid }],
      };
    },
    isCup,
  ),

  mockEndpoint(
    api.challengeResults,
    (context) => {
      const cup = cupOf(context.args.id);
      if (cup instanceof Response) return cup;
      const page = context.args.page;
      if (context.args.challenge !== challengeIdOf(cup) || page === undefined) return apiError('Challenge not found.');
      const started = Date.now() / 1000 >= cup.starttime;
      return { results: context.empty || !started ? [] : qualificationPage(cup, page, cupMap(cup).authorScore) };
    },
    isCup,
  ),

  mockEndpoint(
    api.matchResults,
    (context) => {
      const cup = cupOf(context.args.id);
      if (cup instanceof Response) return cup;
      const matchId = context.args.match;
      const division = matchId === undefined ? undefined : divisionOfMatch(cup, matchId);
      const page = context.args.page;
      if (division === undefined || page === undefined) return apiError('Match not found.');
      return { results: context.empty ? [] : divisionPage(cup, division, page) };
    },
    isCup,
  ),
];

/** Ids that neither the cups nor the events know: the API's own answer, after both areas had their turn. */
export const unknownCompetitionHandlers = [api.competition, api.challenge, api.challengeResults, api.matchResults].map(
  (endpoint) => mockEndpoint(endpoint, () => apiError('Competition not found.')),
);
