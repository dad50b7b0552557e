import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { GameMap, Player, TimeValue, TrackRecord } from '../../api/types';
import { CAMPAIGN_PAGE_SIZES, hasPageAfter, pageRange, type RowRange } from '../../lib/leaderboard';

export interface CampaignMedia {
  buttonbackground?: string;
  buttonforeground?: string;
  decal?: string;
  popupbackground?: string;
  popup?: string;
  livebuttonbackground?: string;
  livebuttonforeground?: string;
}

/** /api/campaign/{club}/{campaign}. `mediae` is one object (most clients) or a list (one client models it so). */
export interface Campaign {
  id: number;
  name: string;
  media?: string;
  creationtime?: number;
  publishtime?: TimeValue;
  clubid?: number;
  clubname?: string;
  leaderboarduid?: string;
  playlist?: GameMap[] | null;
  mediae?: CampaignMedia | CampaignMedia[] | null;
  tracked?: boolean;
}

export interface CampaignStanding {
  player: Player;
  position: number;
  points?: number;
}

/**
 * /api/leaderboard/personal/{uid}: the signed-in player's place in the whole campaign; {} when they have none. No client
 * models this answer: it is read as a campaign leaderboard row (position, points) or, failing that, in the spelling of
 * a map's personal record (rank, score).
 */
export interface CampaignPersonal {
  position?: number;
  rank?: number;
  points?: number;
  score?: number;
}

export interface CampaignRankingPage {
  range: RowRange;
  tops: CampaignStanding[];
}

/** A record as either spelling sends it: node reads drivenat/timediff, maniaapi drivenAt/timeDiff. */
type RawRecord = Omit<TrackRecord, 'timediff' | 'drivenat'> & {
  timediff?: number;
  timeDiff?: number;
  drivenat?: TimeValue;
  drivenAt?: TimeValue;
};

export function normaliseRecord(raw: RawRecord): TrackRecord {
  const { timeDiff, drivenAt, timediff, drivenat, ...rest } = raw;
  return { ...rest, timediff: timediff ?? timeDiff ?? 0, drivenat: drivenat ?? drivenAt ?? '' };
}

const normaliseAll = (raw: unknown): TrackRecord[] => (Array.isArray(raw) ? (raw as RawRecord[]).map(normaliseRecord) : []);

export const ACTIVITY_PAGE_SIZE = 25;
/** The club values of official campaigns. */
export const OFFICIAL_CLUBS = ['seasonal', 'weekly', 'weeklyshorts', 'weeklygrands'];

const seg = (value: string) => encodeURIComponent(value);

export const campaignQueries = {
  campaign: (club: string, id: string) =>
    queryOptions({
      queryKey: ['campaign', club, id],
      queryFn: ({ signal }) => apiGet<Campaign>(`/api/campaign/${seg(club)}/${seg(id)}`, { signal }),
    }),
  /** The campaign-wide leaderboard: 10, then 40, then 50 more rows per Load more. */
  ranking: (uid: string) =>
    infiniteQueryOptions({
      queryKey: ['campaign', 'ranking', uid],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }): Promise<CampaignRankingPage> => {
        const range = pageRange(0, CAMPAIGN_PAGE_SIZES, pageParam);
        const answer = await apiGet<{ tops?: CampaignStanding[] | null }>(`/api/leaderboard/${seg(uid)}?offset=${range.offset}&length=${range.length}`, { signal });
        return { range, tops: answer.tops ?? [] };
      },
      getNextPageParam: (last, _all, lastParam) => (hasPageAfter(last.range, last.tops.length) ? lastParam + 1 : undefined),
    }),
  /** Only for a signed-in player: the account id keeps one player's answer from showing to the next. */
  personal: (uid: string, accountId: string) =>
    queryOptions({
      queryKey: ['campaign', 'personal', uid, accountId],
      queryFn: ({ signal }) => apiGet<CampaignPersonal>(`/api/leaderboard/personal/${seg(uid)}`, { signal }),
      staleTime: 60_000,
    }),
  worldRecords: (uid: string) =>
    queryOptions({
      queryKey: ['campaign', 'records', uid],
      queryFn: async ({ signal }) => normaliseAll(await apiGet<unknown>(`/api/leaderboard/track/${seg(uid)}`, { signal })),
    }),
  activity: (group: string | undefined) =>
    infiniteQueryOptions({
      queryKey: ['campaign', 'activity', group ?? ''],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }) =>
        normaliseAll(await apiGet<unknown>(group ? `/api/leaderboard/activity/${seg(group)}/${pageParam}` : `/api/leaderboard/activity/${pageParam}`, { signal })),
      getNextPageParam: (last, _all, lastParam) => (last.length < ACTIVITY_PAGE_SIZE ? undefined : lastParam + 1),
    }),
};

/** The campaign's images with a name each, without the empty ones. */
export function mediaImages(campaign: Campaign): { name: string; url: string }[] {
  const images: { name: string; url: string }[] = [];
  if (campaign.media) images.push({ name: 'Club media', url: campaign.media });
  const all = Array.isArray(campaign.mediae) ? campaign.mediae : campaign.mediae ? [campaign.mediae] : [];
  for (const mediae of all) {
    for (const [name, url] of Object.entries(mediae)) {
      if (typeof url === 'string' && url !== '') images.push({ name, url });
    }
  }
  return images;
}
