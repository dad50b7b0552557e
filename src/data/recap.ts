// A player's year in figures (issue 47): their trophy, Cup of the Day and match histories paged back to 1 January,
// through the shared scheduler (at most 3 requests in flight), and the figures they add up to (lib/recap.ts). The
// first page of each history is the player page's own answer (the tabs' queries, same key); the pages after it are
// read for the recap alone, one history at a time each, and kept in this module while the reading lasts: an error
// or a 429 that outlasts the scheduler's waits keeps what was read, and Try again goes on from there. The figures are
// one answer of kind `recap` (answerFreshness.ts): a past year's is fixed and kept with no expiry, the current year's
// is as fresh as its sources.
import { queryOptions, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError } from '../api/client';
import type { ReadVia } from '../api/scheduler';
import {
  pagesToYearStart,
  reachesBefore,
  recapFigures,
  timeMs,
  type RecapFigures,
  type RecapModeInput,
} from '../lib/recap';
import { mergeByKey } from '../lib/mergeByKey';
import {
  CotdPageSchema,
  NO_COTD_DATA,
  PlayerMatchPageSchema,
  playerQueries,
  TrophyGainPageSchema,
  type CotdPage,
  type PlayerMatchPage,
  type PlayerProfile,
  type TrophyGainPage,
} from './player';
import { playerCotd, playerMatches, playerTrophies } from './endpoints/players';
import { readEndpointVia } from './readVia';

/** The most pages of one mode's match history a recap reads (25 matches a page): a busy year stops there, and says so. */
export const RECAP_MATCH_PAGE_BOUND = 8;

const SCHEDULED: ReadVia = { scheduled: true };

/** One history as far as it was read back. */
export interface RecapChain<P> {
  pages: P[];
  params: number[];
  /** Read back to the year's start, or to the history's end, or to the bound. */
  done: boolean;
  boundHit: boolean;
  /** The pages it will have read in all, as far as can be told from those read. */
  estimate: number;
}

export interface RecapMode {
  typeId: number;
  name: string;
  rankNow: number | undefined;
  chain: RecapChain<PlayerMatchPage>;
}

/** Who the recap is of, as the picture and the page's head show them (kept with the figures). */
export interface RecapPlayer {
  accountId: string;
  name: string;
  tag: string | undefined;
  zone: string | undefined;
  flag: string | undefined;
}

/** A reading of one player's year: what was read so far. */
export interface RecapReading {
  year: number;
  player: RecapPlayer | undefined;
  echelonNow: number | undefined;
  trophies: RecapChain<TrophyGainPage> | undefined;
  /** 'none': the player never played a cup (the API answers so). */
  cotd: RecapChain<CotdPage> | 'none' | undefined;
  modes: RecapMode[] | undefined;
  /** When the reading was opened (its "now"). */
  startedAt: number;
  complete: boolean;
}

/** The kept answer: the year's figures and who they are of. */
export interface RecapAnswer {
  year: number;
  readAt: number;
  player: RecapPlayer;
  figures: RecapFigures;
  /** The profile's echelon when read (for a year not over, the echelon "now"). */
  echelonNow: number | undefined;
}

// The readings, per query client (a test's client starts with none) and per player and year.
const readings = new WeakMap<QueryClient, Map<string, RecapReading>>();
const listeners = new Set<() => void>();
const readingKey = (idOrVanity: string, year: number) => `${idOrVanity.toLowerCase()}|${String(year)}`;

function readingsOf(client: QueryClient): Map<string, RecapReading> {
  let map = readings.get(client);
  if (!map) {
    map = new Map();
    readings.set(client, map);
  }
  return map;
}

function setReading(client: QueryClient, key: string, reading: RecapReading): void {
  readingsOf(client).set(key, reading);
  for (const listener of listeners) listener();
}

const emptyChain = <P>(): RecapChain<P> => ({ pages: [], params: [], done: false, boundHit: false, estimate: 1 });

function newReading(year: number): RecapReading {
  return {
    year,
    player: undefined,
    echelonNow: undefined,
    trophies: undefined,
    cotd: undefined,
    modes: undefined,
    startedAt: Date.now(),
    complete: false,
  };
}

/** How one history is paged: its first pages from the tab's query, the next ones straight, when it ends. */
interface ChainSpec<P> {
  first: () => Promise<InfiniteData<P, number>>;
  read: (page: number, signal: AbortSignal) => Promise<P>;
  next: (pages: P[], params: number[]) => number | null | undefined;
  times: (page: P) => (string | number | undefined)[];
  /** Rows the API sent in all (trophies, cups), for the most pages there can be. */
  total?: (page: P) => number | undefined;
  bound?: number;
}

function estimateOf<P>(spec: ChainSpec<P>, chain: RecapChain<P>, year: number, now: number): number {
  if (chain.done) return chain.pages.length;
  const times = chain.pages.flatMap(spec.times).map(timeMs);
  const known = times.filter((time): time is number => time !== undefined);
  const oldest = known.length > 0 ? Math.min(...known) : undefined;
  let estimate = pagesToYearStart(chain.pages.length, oldest, year, now);
  const first = chain.pages[0];
  const rows = first === undefined ? 0 : spec.times(first).length;
  const total = first === undefined ? undefined : spec.total?.(first);
  if (total !== undefined && rows > 0) estimate = Math.min(estimate, Math.ceil(total / rows));
  if (spec.bound !== undefined) estimate = Math.min(estimate, spec.bound);
  return Math.max(estimate, chain.pages.length);
}

/** Whether a chain is at its end: the year's start reached, no next page, or the bound. */
function settle<P>(spec: ChainSpec<P>, chain: RecapChain<P>, year: number): RecapChain<P> {
  const last = chain.pages.at(-1);
  if (last === undefined) return chain;
  if (reachesBefore(spec.times(last), year) || spec.next(chain.pages, chain.params) == null)
    return { ...chain, done: true };
  if (spec.bound !== undefined && chain.pages.length >= spec.bound) return { ...chain, done: true, boundHit: true };
  return chain;
}

async function openChain<P>(spec: ChainSpec<P>, year: number, now: number): Promise<RecapChain<P>> {
  const data = await spec.first();
  const chain = settle(spec, { ...emptyChain<P>(), pages: data.pages, params: data.pageParams }, year);
  return { ...chain, estimate: estimateOf(spec, chain, year, now) };
}

async function runChain<P>(
  spec: ChainSpec<P>,
  start: RecapChain<P>,
  update: (chain: RecapChain<P>) => void,
  year: number,
  now: number,
  signal: AbortSignal,
): Promise<void> {
  let chain = start;
  while (!chain.done) {
    const page = spec.next(chain.pages, chain.params) ?? chain.pages.length;
    const answer = await spec.read(page, signal);
    chain = settle(spec, { ...chain, pages: [...chain.pages, answer], params: [...chain.params, page] }, year);
    chain = { ...chain, estimate: estimateOf(spec, chain, year, now) };
    update(chain);
  }
}

const isNoCotd = (error: unknown) => error instanceof ApiError && error.message === NO_COTD_DATA;

function specs(client: QueryClient, accountId: string) {
  const trophies = playerQueries.trophies(accountId, SCHEDULED);
  const trophySpec: ChainSpec<TrophyGainPage> = {
    first: () => client.infiniteQuery(trophies),
    read: (page, signal) =>
      readEndpointVia(playerTrophies, { id: accountId, page }, TrophyGainPageSchema, { signal, via: SCHEDULED }),
    next: (pages, params) => {
      const last = pages.at(-1);
      return last && trophies.getNextPageParam(last, pages, params.at(-1) ?? 0, params);
    },
    times: (page) => page.gains.map((gain) => gain.timestamp),
    total: (page) => page.total,
  };
  const cotd = playerQueries.cotd(accountId, true, 'dateDesc', SCHEDULED);
  const cotdSpec: ChainSpec<CotdPage> = {
    first: () => client.infiniteQuery(cotd),
    read: (page, signal) =>
      readEndpointVia(playerCotd, { id: accountId, page }, CotdPageSchema, {
        signal,
        query: { includeReruns: true, order: 'dateDesc' },
        via: SCHEDULED,
      }),
    next: (pages, params) => {
      const last = pages.at(-1);
      return last && cotd.getNextPageParam(last, pages, params.at(-1) ?? 0, params);
    },
    times: (page) => page.cotds.map((cup) => cup.timestamp),
    total: (page) => page.total,
  };
  const modeSpec = (typeId: number): ChainSpec<PlayerMatchPage> => {
    const matches = playerQueries.matches(accountId, typeId, SCHEDULED);
    return {
      first: () => client.infiniteQuery(matches),
      read: (page, signal) =>
        readEndpointVia(playerMatches, { id: accountId, type: typeId, page }, PlayerMatchPageSchema, {
          signal,
          via: SCHEDULED,
        }),
      next: (pages, params) => {
        const last = pages.at(-1);
        return last && matches.getNextPageParam(last, pages, params.at(-1) ?? 0, params);
      },
      times: (page) => page.matches.map((match) => match.starttime),
      bound: RECAP_MATCH_PAGE_BOUND,
    };
  };
  return { trophySpec, cotdSpec, modeSpec };
}

function playerOf(profile: PlayerProfile): RecapPlayer {
  const zone = profile.trophies?.zone;
  return {
    accountId: profile.accountid,
    name: profile.displayname ?? profile.accountid,
    tag: profile.clubtag,
    zone: zone?.name || undefined,
    flag: zone?.flag || undefined,
  };
}

function modesOf(profile: PlayerProfile): Omit<RecapMode, 'chain'>[] {
  return profile.matchmaking.flatMap(({ info }) =>
    info.typeid === undefined
      ? []
      : [{ typeId: info.typeid, name: info.typename ?? String(info.typeid), rankNow: info.rank }],
  );
}

/**
 * Opens a reading: the profile and the first page of each history (the player page's own answers, asked only when
 * not held), enough to say what the rest will cost. A reading already open (or one that failed mid-way) is kept.
 */
async function openReading(client: QueryClient, idOrVanity: string, year: number): Promise<RecapReading> {
  const key = readingKey(idOrVanity, year);
  const held = readingsOf(client).get(key);
  if (held && !held.complete && held.trophies && held.cotd && held.modes) return held;
  let reading = held && !held.complete ? held : newReading(year);
  const now = reading.startedAt;
  const profile = await client.query(playerQueries.profile(idOrVanity));
  reading = { ...reading, player: playerOf(profile), echelonNow: profile.trophies?.echelon };
  setReading(client, key, reading);
  const { trophySpec, cotdSpec, modeSpec } = specs(client, profile.accountid);
  const modes = modesOf(profile);
  const [trophies, cotd, ...modeChains] = await Promise.all([
    reading.trophies ?? openChain(trophySpec, year, now),
    reading.cotd ??
      openChain(cotdSpec, year, now).catch((error: unknown) => {
        if (isNoCotd(error)) return 'none' as const;
        throw error;
      }),
    ...modes.map((mode) => openChain(modeSpec(mode.typeId), year, now)),
  ]);
  reading = {
    ...reading,
    trophies,
    cotd,
    modes: modes.map((mode, index) => ({ ...mode, chain: modeChains[index] ?? emptyChain() })),
  };
  setReading(client, key, reading);
  return reading;
}

/** Reads the rest of each history back to the year's start, all of them side by side (the scheduler keeps 3 in flight). */
async function readRest(client: QueryClient, idOrVanity: string, opened: RecapReading, signal: AbortSignal) {
  const key = readingKey(idOrVanity, opened.year);
  const { year, startedAt: now } = opened;
  const accountId = opened.player?.accountId ?? idOrVanity;
  const { trophySpec, cotdSpec, modeSpec } = specs(client, accountId);
  const current = () => readingsOf(client).get(key) ?? opened;
  const runs: Promise<void>[] = [];
  if (opened.trophies)
    runs.push(
      runChain(
        trophySpec,
        opened.trophies,
        (trophies) => {
          setReading(client, key, { ...current(), trophies });
        },
        year,
        now,
        signal,
      ),
    );
  if (opened.cotd && opened.cotd !== 'none')
    runs.push(
      runChain(
        cotdSpec,
        opened.cotd,
        (cotd) => {
          setReading(client, key, { ...current(), cotd });
        },
        year,
        now,
        signal,
      ),
    );
  for (const mode of opened.modes ?? [])
    runs.push(
      runChain(
        modeSpec(mode.typeId),
        mode.chain,
        (chain) => {
          const modes = (current().modes ?? []).map((held) =>
            held.typeId === mode.typeId ? { ...held, chain } : held,
          );
          setReading(client, key, { ...current(), modes });
        },
        year,
        now,
        signal,
      ),
    );
  // Every history goes as far as it can; the first failure is then the reading's.
  const failed = (await Promise.allSettled(runs)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const keyOfGain = (gain: TrophyGainPage['gains'][number]) =>
  gain.achievement?.trophyAchievementId ?? `${String(gain.timestamp)}-${gain.achievement?.trophyAchievementType ?? ''}`;

/** The figures of what a reading holds (all of the year once it is complete; what was read so far before). */
export function readingFigures(reading: RecapReading): RecapFigures {
  const gains = mergeByKey(
    (reading.trophies?.pages ?? []).map((page) => page.gains),
    keyOfGain,
  );
  const cotd = reading.cotd === 'none' ? [] : (reading.cotd?.pages ?? []);
  const cups = mergeByKey(
    cotd.map((page) => page.cotds),
    (cup) => String(cup.id),
  );
  const modes: RecapModeInput[] = (reading.modes ?? []).map((mode) => ({
    typeId: mode.typeId,
    name: mode.name,
    rankNow: mode.rankNow,
    boundHit: mode.chain.boundHit,
    matches: mergeByKey(
      mode.chain.pages.map((page) => page.matches),
      (match) => match.lid,
    ),
  }));
  return recapFigures({ year: reading.year, now: reading.startedAt, gains, cups, modes });
}

/** Pages read so far and the pages the reading will have read in all (its estimate, refined as it goes). */
export function readingProgress(reading: RecapReading | undefined): { read: number; estimate: number } {
  if (!reading) return { read: 0, estimate: 0 };
  const chains: RecapChain<unknown>[] = [
    ...(reading.trophies ? [reading.trophies] : []),
    ...(reading.cotd && reading.cotd !== 'none' ? [reading.cotd] : []),
    ...(reading.modes ?? []).map((mode) => mode.chain),
  ];
  const read = chains.reduce((sum, chain) => sum + chain.pages.length, 0);
  const estimate = chains.reduce((sum, chain) => sum + Math.max(chain.estimate, chain.pages.length), 0);
  return { read, estimate };
}

async function readRecap(
  client: QueryClient,
  idOrVanity: string,
  year: number,
  signal: AbortSignal,
): Promise<RecapAnswer> {
  const opened = await openReading(client, idOrVanity, year);
  await readRest(client, idOrVanity, opened, signal);
  const key = readingKey(idOrVanity, year);
  const reading = { ...(readingsOf(client).get(key) ?? opened), complete: true };
  setReading(client, key, reading);
  if (!reading.player) throw new ApiError('shape', 'The profile held no player.');
  return {
    year,
    readAt: reading.startedAt,
    player: reading.player,
    figures: readingFigures(reading),
    echelonNow: reading.echelonNow,
  };
}

/** What the rest of a year will cost, before it is read: the requests still to make, as far as can be told. */
export interface RecapOutlook {
  pagesRead: number;
  moreRequests: number;
}

export const recapQueries = {
  /** The first page of each history, and what the rest will cost (never kept: the histories' own answers are). */
  outlook: (idOrVanity: string, year: number) =>
    queryOptions({
      queryKey: ['player', 'recapOutlook', idOrVanity, year],
      queryFn: async ({ client }): Promise<RecapOutlook> => {
        const { read, estimate } = readingProgress(await openReading(client, idOrVanity, year));
        return { pagesRead: read, moreRequests: Math.max(0, estimate - read) };
      },
    }),
  /** The year in figures: read on demand (the page enables it), kept as its kind says (a past year with no expiry). */
  year: (idOrVanity: string, year: number) =>
    queryOptions({
      queryKey: ['player', 'recap', idOrVanity, year],
      queryFn: ({ client, signal }) => readRecap(client, idOrVanity, year, signal),
      meta: { answerKind: 'recap' },
      // A failure keeps what was read: Try again goes on from there, at the reader's word.
      retry: false,
    }),
};

/** The reading of a player's year as it goes (undefined before it is opened). */
export function useRecapReading(idOrVanity: string, year: number): RecapReading | undefined {
  const client = useQueryClient();
  const key = readingKey(idOrVanity, year);
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => readingsOf(client).get(key));
}
