import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { GameMapSchema, PlayerSchema, TimeValueSchema } from '../api/entities';
import { TrackRecordSchema } from '../api/rankedEntities';
import {
  list,
  maybe,
  maybeFlag,
  maybeNum,
  maybeText,
  num,
  textOr,
  countedList,
  countedPage,
  sentCount,
} from '../api/schema';
import { CAMPAIGN_PAGE_SIZES, hasPageAfter, pageRange, type RowRange } from '../lib/leaderboard';
import { isRecord } from '../lib/isRecord';
import { OWN_RECORD_FRESH_MS } from '../api/answerFreshness';

import { readEndpoint } from './read';
import { readEndpointVia } from './readVia';
import { allActivity, campaignPersonal, campaignRows, groupActivity, trackRecords } from './endpoints/maps';
import { campaign } from './endpoints/campaigns';

// The answers of a campaign's page and of the record lists, decoded at the edge (API-SHAPES.md, API-NOTES.md "What
// changed by 2024": `mediae` is one object whose keys are empty strings, `tracked: false`, unix-second times).

/** The in-game art of an official campaign; the keys in the order the page lists them. */
const CampaignMediaSchema = v.object({
  buttonbackground: maybeText,
  buttonforeground: maybeText,
  decal: maybeText,
  popupbackground: maybeText,
  popup: maybeText,
  livebuttonbackground: maybeText,
  livebuttonforeground: maybeText,
});

const MEDIA_KEYS = Object.keys(CampaignMediaSchema.entries);

/** `mediae` is one object (most clients) or a list (one client models it so): either reads as a list. */
const MediaeSchema = v.pipe(
  v.unknown(),
  v.transform((input) => (isRecord(input) && MEDIA_KEYS.some((key) => key in input) ? [input] : input)),
  list(CampaignMediaSchema),
);

/** /api/campaign/{club}/{campaign}: the id is required; a map of the playlist without a uid is dropped. */
export const CampaignSchema = v.object({
  id: num,
  name: textOr,
  media: maybeText,
  creationtime: maybeNum,
  publishtime: maybe(TimeValueSchema),
  clubid: maybeNum,
  clubname: maybeText,
  leaderboarduid: maybeText,
  playlist: list(GameMapSchema),
  mediae: v.fallback(MediaeSchema, () => []),
  tracked: maybeFlag,
});

/** A row of the campaign-wide leaderboard; rows are merged by position. */
const CampaignStandingSchema = v.object({ player: PlayerSchema, position: num, points: maybeNum });

/**
 * /api/leaderboard/{uid}: `tops` may be null. `tops` are the rows kept, `unread` counts the rows the answer sent that
 * could not be read (the leaderboard says so under the table, and paging counts them as sent).
 */
export const CampaignRankingAnswerSchema = countedPage({ tops: countedList(CampaignStandingSchema) }, 'tops');

/**
 * /api/leaderboard/personal/{uid}: the signed-in player's place in the whole campaign; {} when they have none. No client
 * models this answer: it is read as a campaign leaderboard row (position, points) or, failing that, in the spelling of
 * a map's personal record (rank, score).
 */
export const CampaignPersonalSchema = v.object({
  position: maybeNum,
  rank: maybeNum,
  points: maybeNum,
  score: maybeNum,
});

const timeOf = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/**
 * A record as either spelling sends it (node reads drivenat/timediff, maniaapi drivenAt/timeDiff), read in the first.
 * A record without a readable time of driving keeps its row, with no time shown.
 */
function readSpelling(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const drivenat = [input.drivenat, input.drivenAt].find(timeOf) ?? '';
  return { ...input, timediff: input.timediff ?? input.timeDiff, drivenat };
}

const CampaignRecordSchema = v.pipe(v.unknown(), v.transform(readSpelling), TrackRecordSchema);

/**
 * The record lists (recent world records, a page of the activity) are top-level lists: a record without its id, map or
 * player is dropped and counted, for the "could not be read" note (and an activity page is full counting them too).
 */
export const RecordPageSchema = countedList(CampaignRecordSchema);

export type CampaignMedia = v.InferOutput<typeof CampaignMediaSchema>;
export type Campaign = v.InferOutput<typeof CampaignSchema>;
export type CampaignStanding = v.InferOutput<typeof CampaignStandingSchema>;
export type CampaignPersonal = v.InferOutput<typeof CampaignPersonalSchema>;

export interface CampaignRankingPage {
  range: RowRange;
  tops: CampaignStanding[];
  /** Rows the answer sent that could not be read. */
  unread: number;
}

export const ACTIVITY_PAGE_SIZE = 25;
/** The club values of official campaigns. */
export const OFFICIAL_CLUBS = ['seasonal', 'weekly', 'weeklyshorts', 'weeklygrands'];

export const campaignQueries = {
  campaign: (club: string, id: string) =>
    queryOptions({
      queryKey: ['campaign', club, id],
      queryFn: ({ signal }) => readEndpoint(campaign, { club, id }, CampaignSchema, { signal }),
      meta: { answerKind: 'list' },
    }),
  /** The campaign-wide leaderboard: 10, then 40, then 50 more rows per Load more. */
  ranking: (uid: string) =>
    infiniteQueryOptions({
      queryKey: ['campaign', 'ranking', uid],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }): Promise<CampaignRankingPage> => {
        const range = pageRange(0, CAMPAIGN_PAGE_SIZES, pageParam);
        const answer = await readEndpoint(campaignRows, { uid }, CampaignRankingAnswerSchema, {
          signal,
          query: { offset: range.offset, length: range.length },
        });
        return { range, ...answer };
      },
      getNextPageParam: (last, _all, lastParam) =>
        hasPageAfter(last.range, last.tops.length + last.unread) ? lastParam + 1 : undefined,
      meta: { answerKind: 'board' },
    }),
  /**
   * Only for a signed-in player: the account id keeps one player's answer from showing to the next, and the answer is
   * kept in this browser for that account only (`ownRecord`). Through the shared scheduler, like every request for
   * the player's own records: with the records grid's it is never more than the scheduler's few in flight.
   */
  personal: (uid: string, accountId: string) =>
    queryOptions({
      queryKey: ['campaign', 'personal', uid, accountId],
      queryFn: ({ signal }) =>
        readEndpointVia(campaignPersonal, { uid }, CampaignPersonalSchema, { signal, via: { scheduled: true } }),
      staleTime: OWN_RECORD_FRESH_MS,
      meta: { answerKind: 'ownRecord', accountId },
    }),
  worldRecords: (uid: string) =>
    queryOptions({
      queryKey: ['campaign', 'records', uid],
      queryFn: ({ signal }) => readEndpoint(trackRecords, { uid }, RecordPageSchema, { signal }),
      meta: { answerKind: 'board' },
    }),
  activity: (group: string | undefined) =>
    infiniteQueryOptions({
      queryKey: ['campaign', 'activity', group ?? ''],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        group
          ? readEndpoint(groupActivity, { group, page: pageParam }, RecordPageSchema, { signal })
          : readEndpoint(allActivity, { page: pageParam }, RecordPageSchema, { signal }),
      // A page is full when the API sent a whole page, counting the records that could not be read.
      getNextPageParam: (last, _all, lastParam) => (sentCount(last) < ACTIVITY_PAGE_SIZE ? undefined : lastParam + 1),
      meta: { answerKind: 'board' },
    }),
};

/**
 * The campaign whose leaderboard is `group`, when this visit has read it (its page was open): the answers name a
 * campaign by id, a record list by group only. With the club or tab of its address, for a link back.
 */
export function campaignOfGroup(client: QueryClient, group: string): { club: string; campaign: Campaign } | undefined {
  for (const [key, data] of client.getQueriesData<Campaign>({ queryKey: ['campaign'] })) {
    const club = key[1];
    if (key.length === 3 && typeof club === 'string' && isRecord(data) && data.leaderboarduid === group)
      return { club, campaign: data };
  }
  return undefined;
}

/**
 * The campaign's images with a name each, without the empty ones. `media` is the club's image for a club campaign;
 * an official campaign has no club, and it is the campaign's own.
 */
export function mediaImages(campaign: Campaign): { name: string; url: string }[] {
  const images: { name: string; url: string }[] = [];
  if (campaign.media) images.push({ name: campaign.clubid ? 'Club media' : 'Campaign image', url: campaign.media });
  for (const mediae of campaign.mediae) {
    for (const [name, url] of Object.entries(mediae)) {
      if (url) images.push({ name, url });
    }
  }
  return images;
}
