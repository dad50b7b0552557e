import * as v from 'valibot';
import { PlayerSchema } from '../api/entities';
import { pagedByCount, pagedListQuery } from './lists';
import { campaigns } from './endpoints/campaigns';
import { defineChoices, type ChoiceId } from '../lib/choices';
import { countedList, countedPage, maybe, maybeFlag, maybeNum, maybeText, num, numOr, textOr } from '../api/schema';

/** The three lists, in the order of the tabs. The ids are the spec's and go into both the route and the API call. */
export const CAMPAIGN_TABS = defineChoices(
  [
    { id: 'seasonal', label: 'Seasonal campaigns' },
    { id: 'weekly', label: 'Weekly Shorts' },
    { id: 'club', label: 'Club campaigns' },
  ],
  'seasonal',
);

export type CampaignTab = ChoiceId<typeof CAMPAIGN_TABS>;

/** The real API renamed `weekly` to `weeklyshorts`; links using the new name still land on our tab. */
export const CAMPAIGN_TAB_ALIASES: Readonly<Record<string, CampaignTab>> = { weeklyshorts: 'weekly' };

/**
 * One item of a campaign list (API-SHAPES.md): the id is required (items are merged by it and link by it); everything
 * else may be left out. An unreadable map count reads as NaN, shown as "-".
 */
const CampaignItemSchema = v.object({
  id: num,
  name: textOr,
  /** Null or 0 for official campaigns (null reads as undefined). */
  clubid: maybeNum,
  clubname: maybeText,
  creatorplayer: maybe(PlayerSchema),
  mapcount: numOr(Number.NaN),
  /** Unix seconds. */
  timestamp: maybeNum,
  mediaurl: maybeText,
  official: maybeFlag,
  tracked: maybeFlag,
  seasonal: maybeFlag,
  weekly: maybeFlag,
});

/**
 * /api/campaigns/{tab}/{page}: `campaigns` are the rows kept, `unread` counts the rows the answer sent that could not be
 * read (the list says so under the table, and paging counts them as sent).
 */
export const CampaignListPageSchema = countedPage(
  { campaigns: countedList(CampaignItemSchema), ...pagedByCount },
  'campaigns',
);

export type CampaignItem = v.InferOutput<typeof CampaignItemSchema>;
export type CampaignListPage = v.InferOutput<typeof CampaignListPageSchema>;

/**
 * The page after `lastPage`, or undefined on the last one. `pageCount` decides when the API sends it; an answer
 * without it ends the list at the first empty page, so a missing field never hides rows nor loops forever.
 */
export function nextCampaignPage(last: CampaignListPage, lastPage: number): number | undefined {
  if (last.pageCount !== undefined) return lastPage + 1 < last.pageCount ? lastPage + 1 : undefined;
  return last.campaigns.length + last.unread > 0 ? lastPage + 1 : undefined;
}

export const campaignQueries = {
  list: (tab: CampaignTab, search: string) =>
    pagedListQuery(
      ['campaigns', 'list', tab, tab === 'club' ? search : ''],
      campaigns,
      // Only the club list is searched: the other tabs never send `search`.
      { params: (page) => ({ tab, page }), query: { search: tab === 'club' ? search : '' } },
      CampaignListPageSchema,
      (last, _pages, lastPage) => nextCampaignPage(last, lastPage),
    ),
};

/**
 * Where a campaign's own page is: /campaigns/{clubid or tab id}/{id}, as the spec words it. A club id wins even on an
 * official campaign; only a campaign without one (null, 0 or left out) lives under its tab.
 */
export function campaignOwner(campaign: CampaignItem, tab: CampaignTab): string | number {
  return campaign.clubid ? campaign.clubid : tab;
}
