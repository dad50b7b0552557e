import type { GameMap, Player } from '../../api/types';
import { campaignGroup, campaignIdOfGroup, campaignItem, campaignMap } from './campaign';
import { mockCampaignAt } from './campaigns';
import { mockPlayer, PLAYER_COUNT } from './players';
import { hashSeed, rngFor } from './random';
import { isoTime, nowSeconds } from './time';

// The campaign-wide leaderboard, recent world records and the record activity feed.

export const ACTIVITY_PAGE_SIZE = 25;
/** Records in one activity feed: a short last page after this many. */
export const ACTIVITY_LENGTH = 290;

/** How a tracked campaign's leaderboard is drawn: its size, where the mock user stands, who fills the rest. */
function rankingSetup(group: string) {
  const id = campaignIdOfGroup(group);
  const item = id === undefined ? undefined : campaignItem(id);
  if (!item?.tracked) return undefined;
  const rng = rngFor('campaign-lb', item.id);
  const count = item.official ? rng.int(20_000, 90_000) : rng.int(30, 4000);
  const userPosition = rng.int(11, Math.max(11, Math.min(count, 500)));
  const step = rng.int(1, PLAYER_COUNT - 2);
  const best = item.mapcount * 1000;
  const pointsAt = (position: number) => best - Math.floor(best * 0.8 * ((position - 1) / count) ** 0.6);
  return { count, userPosition, step, pointsAt };
}

/** /api/leaderboard/{uid}: points summed over the campaign's maps. Untracked campaigns have none. */
export function campaignLeaderboard(group: string, offset: number, length: number) {
  const setup = rankingSetup(group);
  if (!setup) return { tops: [], playercount: 0 };
  const { count, userPosition, step, pointsAt } = setup;
  const tops = [];
  for (let position = offset + 1; position <= Math.min(count, offset + length); position += 1) {
    const player = position === userPosition ? mockPlayer(0) : mockPlayer(((step * position) % (PLAYER_COUNT - 1)) + 1);
    tops.push({ player, position, points: pointsAt(position) });
  }
  return { tops, playercount: count };
}

/**
 * /api/leaderboard/personal/{uid}: the mock user's row of the campaign leaderboard (the same position and points the
 * leaderboard shows), or {} where they have none (campaigns nobody tracks).
 */
export function campaignPersonal(group: string) {
  const setup = rankingSetup(group);
  if (!setup || setup.userPosition > setup.count) return {};
  return { player: mockPlayer(0), position: setup.userPosition, points: setup.pointsAt(setup.userPosition) };
}

interface RecordParts {
  id: number;
  group: string;
  map: GameMap;
  player: Player;
  time: number;
  diff: number;
  type: number;
  driven: number;
}

/** The record `index` places back (0 = newest) of a feed over a campaign's maps. */
function recordOf(feed: string, campaignId: number, index: number, now: number): RecordParts | undefined {
  const item = campaignItem(campaignId);
  if (!item || item.mapcount === 0) return undefined;
  const rng = rngFor('record', feed, index);
  const map = campaignMap(item, rng.int(0, item.mapcount - 1));
  // Every 9th record was deleted; the record after a deleted one is slower than it (a positive difference).
  const deleted = index % 9 === 4;
  const afterDeleted = index % 9 === 3;
  return {
    id: 9_000_000 - (hashSeed(feed) % 100_000) * 10 - index,
    group: campaignGroup(item.id),
    map,
    player: index % 17 === 5 ? mockPlayer(0) : mockPlayer(rng.int(1, PLAYER_COUNT - 1)),
    time: Math.round(map.authorScore * 0.97) - rng.int(0, 400),
    diff: afterDeleted ? rng.int(1, 300) : index % 23 === 11 ? 0 : -rng.int(1, 900),
    type: deleted ? 1 : 0,
    // Minutes apart, never out of order: the jitter is smaller than the step.
    driven: now - index * 23 * 60 - rng.int(0, 20 * 60),
  };
}

/** /api/leaderboard/track/{uid}: the newest world records, spelled as maniaapi reads them (drivenAt, timeDiff). */
export function trackRecords(group: string, now = nowSeconds()) {
  const id = campaignIdOfGroup(group);
  if (id === undefined) return [];
  return Array.from({ length: 12 }, (_, index) => recordOf(`track-${id}`, id, index, now))
    .filter((record) => record !== undefined)
    .map(({ diff, driven, ...rest }) => ({ ...rest, timeDiff: diff, drivenAt: isoTime(driven) }));
}

/** The campaigns of the all-groups feed: the newest seasonal and weekly ones. */
function feedCampaigns(): number[] {
  return [mockCampaignAt('seasonal', 0).id, mockCampaignAt('weekly', 0).id, mockCampaignAt('weekly', 1).id];
}

/** /api/leaderboard/activity[/{group}]/{page}: a top-level array spelled as node reads it (drivenat, timediff). */
export function activityPage(group: string | undefined, page: number, now = nowSeconds()) {
  const campaigns = group === undefined ? feedCampaigns() : [campaignIdOfGroup(group)].filter((id) => id !== undefined);
  if (campaigns.length === 0) return [];
  const feed = group ?? 'all';
  const start = page * ACTIVITY_PAGE_SIZE;
  const records = [];
  for (let index = start; index < Math.min(ACTIVITY_LENGTH, start + ACTIVITY_PAGE_SIZE); index += 1) {
    const campaignId = campaigns[index % campaigns.length] ?? 0;
    const record = recordOf(feed, campaignId, index, now);
    if (record) {
      const { diff, driven, ...rest } = record;
      records.push({ ...rest, timediff: diff, drivenat: isoTime(driven) });
    }
  }
  return records;
}
