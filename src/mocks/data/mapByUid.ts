import type { GameMap } from '../../api/types';
import { totdGroup, totdMap } from '../handlers/totd';
import { campaignItem, campaignMap } from './campaign';
import { cupId, findCup } from './cups';
import { mockMap, type MapKind } from './maps';
import { DEMO_UIDS, uidOrigin } from './mapUids';
import { mockPlayer } from './players';

// /api/map/{uid} for any uid (see mapUids.ts for the uids it recognises).

export interface CompetitionMeta {
  competitionid: number;
  competitionmaps: { leaderboardgroupid: string; mapuid: string }[];
}

export type MockMapInfo = GameMap & { competitionsmetadata?: CompetitionMeta[] };

const DAY_MS = 86_400_000;
const FIRST_CUP_DAY = Date.UTC(2020, 10, 1);
const RERUNS_FROM = Math.round((Date.UTC(2023, 0, 1) - FIRST_CUP_DAY) / DAY_MS);

/** The main (crossplay) Cup of the Day of a date, as cups.ts numbers them; undefined before the first cup. */
function cupOfDay(year: number, month: number, day: number): number | undefined {
  const dayIndex = Math.round((Date.UTC(year, month - 1, day) - FIRST_CUP_DAY) / DAY_MS);
  if (dayIndex < 0) return undefined;
  const slot = dayIndex < RERUNS_FROM ? dayIndex : RERUNS_FROM + (dayIndex - RERUNS_FROM) * 3;
  const id = cupId('crossplay', slot);
  const cup = findCup(id);
  return cup && cup.date.year === year && cup.date.month === month && cup.date.day === day ? id : undefined;
}

const DEMO_SET = new Set<string>(Object.values(DEMO_UIDS));

const DEMO_KINDS: Record<string, MapKind> = {
  [DEMO_UIDS.platform]: 'platform',
  [DEMO_UIDS.stunt]: 'stunt',
  [DEMO_UIDS.royal]: 'royal',
};

/** The map behind any uid: deterministic, so the same uid always gives the same map. */
export function mapByUid(uid: string): MockMapInfo {
  const origin = uidOrigin(uid);
  if (origin.kind === 'totd') {
    const { year, month, day } = origin;
    const map: MockMapInfo = totdMap(year, month, day);
    const competitionid = cupOfDay(year, month, day);
    if (competitionid !== undefined) {
      map.competitionsmetadata = [
        { competitionid, competitionmaps: [{ leaderboardgroupid: totdGroup(year, month), mapuid: uid }] },
      ];
    }
    return map;
  }
  if (origin.kind === 'campaign') {
    const item = campaignItem(origin.campaignId);
    if (item && origin.index < item.mapcount) return campaignMap(item, origin.index);
  }
  const kind = DEMO_KINDS[uid] ?? 'race';
  const map = mockMap(`uid-${uid}`, { uid, kind });
  if (DEMO_SET.has(uid)) map.exchangeid ??= 4242;
  if (uid === DEMO_UIDS.hidden) {
    // A map uploaded by someone else than its author, so the submitter row shows.
    const submitter = mockPlayer(7);
    map.submitter = submitter.id;
    map.submitterplayer = submitter;
    map.mapStyle = 'Tech';
  }
  return map;
}
