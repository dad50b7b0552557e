// A player's trophy gains (/api/player/{id}/trophies/{page}), newest first, 25 a page. Long histories reach back
// years (so many gains are older than 365 days and shown as expired). Map gains point to Track of the Day maps and
// their month's leaderboard group, so the map links open real leaderboards.
import type { Player } from '../../api/types';
import { totdGroup, totdMap } from '../handlers/totd';
import { playerTraits } from './playerProfile';
import { rngFor, type Rng } from './random';
import { DAY_SECONDS, isoTime, nowSeconds } from './time';

export const TROPHY_PAGE_SIZE = 25;
/** No gains before the first Track of the Day. */
const FIRST_GAIN = Date.UTC(2020, 6, 1, 19) / 1000;

export interface MockTrophyGain {
  timestamp: string;
  achievement: Record<string, string | number | boolean>;
  details?: { rank?: number; level?: number; previousLevel?: number; trophyRanking?: number };
  map?: { mapUid: string; name: string; authorplayer?: Player };
  counts: number[];
}

/** Gain times, newest first, from the start of today (stable within a day) back, spaced by the player's activity. */
function gainTimes(index: number): number[] {
  const traits = playerTraits(index);
  const rng = rngFor('player-gain-times', index);
  const times: number[] = [];
  const meanGapDays = Math.max(0.3, 900 / Math.max(1, traits.trophyGains));
  const end = Math.min(nowSeconds(), traits.lastActiveAt ?? Number.POSITIVE_INFINITY);
  let at = Math.floor(end / DAY_SECONDS) * DAY_SECONDS - rng.int(0, 20_000);
  while (times.length < traits.trophyGains && at > Math.max(FIRST_GAIN, traits.joinedAt)) {
    times.push(at);
    at -= Math.round(rng.next() * 2 * meanGapDays * DAY_SECONDS) + 600;
  }
  return times;
}

const counts = (tier: number, count: number) => Array.from({ length: 9 }, (_, i) => (i === tier ? count : 0));

/** A better rank gives a higher tier; the top ranks get a second, lower tier too. */
function rankCounts(rng: Rng, rank: number): number[] {
  const tier = rank <= 1 ? 6 : rank <= 10 ? 5 : rank <= 100 ? 4 : rank <= 1000 ? 3 : rank <= 10_000 ? 2 : 1;
  const result = counts(tier - 1, rng.int(1, 3));
  if (tier >= 4) result[tier - 2] = rng.int(1, 6);
  return result;
}

function totdOf(at: number) {
  const date = new Date((at - 19 * 3600) * 1000);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  const map = totdMap(year, month, day);
  return {
    group: totdGroup(year, month),
    map: { mapUid: map.mapUid, name: map.name, ...(map.authorplayer ? { authorplayer: map.authorplayer } : {}) },
    day: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

function gainAt(index: number, position: number, at: number): MockTrophyGain {
  const rng = rngFor('player-gain', index, position);
  const { skill } = playerTraits(index);
  const id = rng.uuid();
  const rank = Math.max(1, Math.round((1 - skill) ** 2 * rng.int(1, 40_000)));
  const roll = rng.next();
  const timestamp = isoTime(at);
  if (roll < 0.5) {
    const totd = totdOf(at);
    return {
      timestamp,
      achievement: {
        trophyAchievementId: id,
        trophyAchievementType: 'SoloRanking',
        trophySoloRankingAchievementType: rng.bool(0.8) ? 'DailyRanking' : 'SeasonRanking',
        seasonId: totd.group,
        mapId: rng.uuid(),
      },
      details: { rank, trophyRanking: rng.int(1, 5) },
      map: totd.map,
      counts: rankCounts(rng, rank),
    };
  }
  if (roll < 0.7) {
    const totd = totdOf(at);
    const level = rng.int(1, 4);
    return {
      timestamp,
      achievement: {
        trophyAchievementId: id,
        trophyAchievementType: 'SoloMedal',
        trophySoloMedalAchievementType:
          ['BronzeMedal', 'SilverMedal', 'GoldMedal', 'AuthorMedal'][level - 1] ?? 'BronzeMedal',
        seasonId: totd.group,
      },
      details: { rank: 0, level },
      map: totd.map,
      counts: counts(level - 1, 1),
    };
  }
  if (roll < 0.85) {
    const totd = totdOf(at);
    const division = Math.max(1, Math.ceil(rank / 400));
    return {
      timestamp,
      achievement: {
        trophyAchievementId: id,
        trophyAchievementType: 'CompetitionRanking',
        competitionId: String(rng.int(1000, 99_999)),
        competitionName: `$fd0Cup of the Day$z ${totd.day}`,
        competitionStage: 'Knockout',
        competitionStageStep: `Division ${division}`,
        competitionType: 'Cotd',
        isOfficial: true,
      },
      details: { rank: Math.min(64, Math.max(1, rank % 64)) },
      counts: rankCounts(rng, Math.max(1, division * 64)),
    };
  }
  if (roll < 0.9) {
    // 2024's kind: a match of a competition round, details {rank}.
    return {
      timestamp,
      achievement: {
        trophyAchievementId: id,
        trophyAchievementType: 'CompetitionMatch',
        competitionId: String(rng.int(1000, 99_999)),
        competitionName: `Weekly Knockout #${rng.int(1, 200)}`,
        competitionStage: 'Round 3',
        competitionType: 'Competition',
        isOfficial: false,
      },
      details: { rank: rng.int(1, 4) },
      counts: counts(rng.int(1, 3), 1),
    };
  }
  if (roll < 0.93) {
    // 2024's kind: a Weekly Shorts medal, details {level, previousLevel} (the medal before, 0 for none).
    const level = rng.int(2, 4);
    return {
      timestamp,
      achievement: {
        trophyAchievementId: id,
        trophyAchievementType: 'SoloMedal',
        trophySoloMedalAchievementType: 'WeeklyShorts',
      },
      details: { level, previousLevel: rng.int(0, level - 1) },
      counts: counts(level - 1, 1),
    };
  }
  const royal = rng.bool(0.5);
  return {
    timestamp,
    achievement: {
      trophyAchievementId: id,
      trophyAchievementType: 'LiveMatch',
      gameMode: royal ? 'Royal' : 'Ranked',
      duration: rng.int(300, 1500),
      serverId: String(rng.int(100_000, 999_999)),
      isOfficial: true,
    },
    details: { rank: rng.int(1, royal ? 30 : 6) },
    counts: counts(rng.int(0, 3), rng.int(1, 4)),
  };
}

/** One page of gains with the total count; pages past the end are empty. */
export function trophyPage(index: number, page: number, empty = false) {
  const times = empty ? [] : gainTimes(index);
  const start = page * TROPHY_PAGE_SIZE;
  const gains = times.slice(start, start + TROPHY_PAGE_SIZE).map((at, i) => gainAt(index, start + i, at));
  return { gains, total: times.length, page };
}
