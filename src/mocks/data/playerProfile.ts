// Player profiles (/api/player/{id}) and the traits every player history is drawn from (matches, trophy gains, cups),
// so one player reads the same on every tab. The special cases live at fixed indexes with stable vanities
// (players.ts DEMO_PLAYERS):
//   0 mockpilot      the mock user: own profile when signed in; long histories (cups, trophy gains, matches)
//   1 demo-team      team badge, alpha player (account from 2020-05), top skill, the longest histories
//   2 demo-sponsor   sponsor badge          3 demo-staff    makers' staff badge, never played Royal
//   4 demo-nocotd    no Cup of the Day ("no player cotd data available")
//   5 demo-reruns    Cup of the Day reruns only
//   6 demo-newcomer  a new account: no matchmaking, no matches, no trophy gains, no cups
//   4999 (no vanity) stopped playing at the end of September 2025 (RETIRED_PLAYER_INDEX)
// Others: about 4 % are alpha players, many lack one or more matchmaking types, some leave the club tag out.
import type { MatchmakingStanding, PlayerMeta, Zone } from '../../api/types';
import { mockStanding, MATCHMAKING_TYPE } from './matchmaking';
import { DEMO_PLAYERS, mockPlayer } from './players';
import { rngFor } from './random';
import { DAY_SECONDS, isoTime, nowSeconds } from './time';
import { zoneChain, WORLD_ZONE_ID } from './zones';
import { chainIds } from './zoneTree';
import { trophyPointsOf, trophyZoneRank } from './topRankings';

const { ranked2v2, ranked3v3, royal } = MATCHMAKING_TYPE;
const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 1000;

export interface PlayerTraits {
  /** Account creation, unix seconds. */
  joinedAt: number;
  /** 0 (weak) to 1 (the very best): ranks in cups, trophy tiers, matchmaking scores. */
  skill: number;
  /** Matches in the history per matchmaking type id (0: never played that type). */
  matches: Readonly<Record<number, number>>;
  trophyGains: number;
  /** Chance to play a primary cup, and a rerun. */
  cupRate: number;
  rerunRate: number;
  /** A player who stopped playing: every history ends here (unix seconds); absent, they end now. */
  lastActiveAt?: number;
}

/**
 * A player who stopped at the end of September 2025 (no vanity: addressed by account id): a year of trophies, cups
 * and matches before, nothing in 2026. The season recap's "nothing in the year" with history in the year before.
 */
export const RETIRED_PLAYER_INDEX = 4999;

const SPECIAL: Readonly<Record<number, PlayerTraits>> = {
  [DEMO_PLAYERS.mockUser.index]: {
    joinedAt: utc(2021, 3, 14),
    skill: 0.6,
    matches: { 5: 260, 2: 120, 3: 45 },
    trophyGains: 640,
    cupRate: 0.35,
    rerunRate: 0.08,
  },
  [DEMO_PLAYERS.team.index]: {
    joinedAt: utc(2020, 5, 20),
    skill: 0.97,
    matches: { 5: 420, 2: 180, 3: 52 },
    trophyGains: 1200,
    cupRate: 0.7,
    rerunRate: 0.2,
  },
  [DEMO_PLAYERS.sponsor.index]: {
    joinedAt: utc(2021, 1, 9),
    skill: 0.7,
    matches: { 5: 80, 2: 40, 3: 20 },
    trophyGains: 150,
    cupRate: 0.1,
    rerunRate: 0.05,
  },
  [DEMO_PLAYERS.staff.index]: {
    joinedAt: utc(2020, 9, 2),
    skill: 0.4,
    matches: { 5: 60, 2: 30, 3: 0 },
    trophyGains: 90,
    cupRate: 0.05,
    rerunRate: 0.02,
  },
  [DEMO_PLAYERS.noCotd.index]: {
    joinedAt: utc(2022, 4, 1),
    skill: 0.5,
    matches: { 5: 40, 2: 12, 3: 5 },
    trophyGains: 60,
    cupRate: 0,
    rerunRate: 0,
  },
  [DEMO_PLAYERS.rerunsOnly.index]: {
    joinedAt: utc(2023, 2, 1),
    skill: 0.45,
    matches: { 5: 30, 2: 0, 3: 0 },
    trophyGains: 40,
    cupRate: 0,
    rerunRate: 0.03,
  },
  [DEMO_PLAYERS.newcomer.index]: { joinedAt: 0, skill: 0.2, matches: {}, trophyGains: 0, cupRate: 0, rerunRate: 0 },
  [RETIRED_PLAYER_INDEX]: {
    joinedAt: utc(2021, 6, 1),
    skill: 0.55,
    matches: { 5: 70, 2: 60, 3: 10 },
    trophyGains: 300,
    cupRate: 0.2,
    rerunRate: 0.05,
    lastActiveAt: utc(2025, 9, 30),
  },
};

/** The traits of the player at an index of the data set. */
export function playerTraits(index: number): PlayerTraits {
  const special = SPECIAL[index];
  if (special)
    return index === DEMO_PLAYERS.newcomer.index ? { ...special, joinedAt: nowSeconds() - 10 * DAY_SECONDS } : special;
  const rng = rngFor('player-traits', index);
  const alpha = rng.bool(0.04);
  const joinedAt = alpha
    ? utc(2020, 5, 1) + rng.int(0, 55) * DAY_SECONDS
    : utc(2020, 7, 1) + rng.int(0, 1700) * DAY_SECONDS;
  const count = (none: number, max: number) => (rng.bool(none) ? 0 : rng.int(1, max));
  return {
    joinedAt,
    skill: rng.next() ** 1.3,
    matches: { [ranked2v2]: count(0.2, 150), [ranked3v3]: count(0.3, 80), [royal]: count(0.4, 40) },
    trophyGains: rng.int(5, 300),
    cupRate: rng.bool(0.25) ? 0 : rng.next() * 0.3,
    rerunRate: rng.next() * 0.1,
  };
}

/** Active players per type, for "rank N of total". */
const TOTALS: Readonly<Record<number, number>> = { [ranked2v2]: 184_233, [ranked3v3]: 512_540, [royal]: 402_996 };

/** The player's standing in one type, or undefined when they never played it; the match history ends on this score. */
export function playerStanding(index: number, typeid: number): MatchmakingStanding | undefined {
  const traits = playerTraits(index);
  if (!(traits.matches[typeid] ?? 0)) return undefined;
  const rng = rngFor('player-standing', index, typeid);
  const total = TOTALS[typeid] ?? 100_000;
  const rank = Math.max(1, Math.round((1 - traits.skill) ** 1.5 * total * (0.8 + rng.next() * 0.2)));
  const value =
    typeid === royal
      ? Math.round(traits.skill ** 2 * 130)
      : Math.max(0, Math.round(traits.skill * 4200 + rng.int(-150, 150)));
  return mockStanding(typeid, value, rank);
}

/**
 * Tier counts that add up to the player's points in the trophy ranking, so the profile and the ranking agree:
 * from the top tier down, each tier takes a share of what is left, tier 1 the rest. A player without gains has none.
 */
function trophyCounts(index: number, traits: PlayerTraits): number[] {
  const counts = Array.from({ length: 9 }, () => 0);
  if (traits.trophyGains === 0) return counts;
  const rng = rngFor('player-trophies', index);
  let left = trophyPointsOf(index);
  for (let tier = 8; tier >= 1; tier -= 1) {
    const count = Math.floor((left * (0.35 + rng.next() * 0.3)) / 10 ** tier);
    counts[tier] = count;
    left -= count * 10 ** tier;
  }
  counts[0] = left;
  return counts;
}

const echelonOf = (points: number) => (points < 1 ? 0 : Math.min(9, Math.floor(Math.log10(points))));

/** Positions along the zone chain, most specific zone first, World last (as the API orders them): the ranking's own. */
function zonePositions(zone: Zone, index: number): number[] {
  return chainIds(zone).map((id) => trophyZoneRank(index, id) ?? 0);
}

export type Socials = Readonly<Partial<Record<'twitch' | 'youtube' | 'mastodon' | 'twitter', string>>>;

/** The meta with saved socials applied: an empty value removes the key, as the API leaves empty fields out. */
function withSocials(meta: PlayerMeta | undefined, socials: Socials | undefined): PlayerMeta | undefined {
  if (!socials) return meta;
  const keys = ['twitch', 'youtube', 'mastodon', 'twitter'] as const;
  const kept = Object.entries(meta ?? {}).filter(
    ([key]) => !(keys as readonly string[]).includes(key) || socials[key as (typeof keys)[number]] === undefined,
  );
  const saved = keys.flatMap((key) => {
    const value = socials[key];
    return value ? [[key, value] as const] : [];
  });
  const next: PlayerMeta = Object.fromEntries([...kept, ...saved]);
  return next;
}

/** The /api/player/{id} answer; `socials` overrides the meta's (the mock user's saves of this session). */
export function playerProfile(index: number, options: { socials?: Socials; empty?: boolean } = {}) {
  const player = mockPlayer(index);
  const traits = playerTraits(index);
  const rng = rngFor('player-profile', index);
  const zone = player.zone ?? zoneChain(WORLD_ZONE_ID);
  const counts = trophyCounts(index, traits);
  // Spec: the points are the sum over tiers of the count times ten to the power of the tier index.
  const points = counts.reduce((sum, count, tier) => sum + count * 10 ** tier, 0);
  const matchmaking = options.empty
    ? []
    : [ranked3v3, royal, ranked2v2].flatMap((typeid) => {
        const standing = playerStanding(index, typeid);
        const total = TOTALS[typeid] ?? 0;
        // totalactive: the players active this season, sent next to total since 2024.
        return standing
          ? [{ info: { ...standing, accountid: player.id }, total, totalactive: Math.round(total * 0.31) }]
          : [];
      });
  const meta = withSocials(player.meta, options.socials);
  return {
    accountid: player.id,
    displayname: player.name ?? '',
    timestamp: isoTime(traits.joinedAt),
    ...(player.tag
      ? { clubtag: player.tag, clubtagtimestamp: isoTime(traits.joinedAt + rng.int(5, 400) * DAY_SECONDS) }
      : {}),
    trophies: {
      points,
      timestamp: isoTime(nowSeconds() - rng.int(60, 20_000)),
      counts,
      echelon: echelonOf(points),
      zone,
      zonepositions: points > 0 ? zonePositions(zone, index) : [],
    },
    matchmaking,
    ...(meta === undefined ? {} : { meta }),
  };
}
