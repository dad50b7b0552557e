import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { Player } from '../../api/types';

/** The three lists, in the order of the tabs. The ids are the spec's and go into both the route and the API call. */
export const CAMPAIGN_TABS = [
  { id: 'seasonal', label: 'Seasonal campaigns' },
  { id: 'weekly', label: 'Weekly Shorts' },
  { id: 'club', label: 'Club campaigns' },
] as const;

export type CampaignTab = (typeof CAMPAIGN_TABS)[number]['id'];

export const DEFAULT_CAMPAIGN_TAB: CampaignTab = 'seasonal';

/** The real API renamed `weekly` to `weeklyshorts`; links using the new name still land on our tab. */
export const CAMPAIGN_TAB_ALIASES: Readonly<Record<string, CampaignTab>> = { weeklyshorts: 'weekly' };

export function isCampaignTab(value: string): value is CampaignTab {
  return CAMPAIGN_TABS.some((tab) => tab.id === value);
}

/** One item of a campaign list. Everything the API may leave out is optional (see API-SHAPES.md). */
export interface CampaignItem {
  id: number;
  name: string;
  /** Null or 0 for official campaigns. */
  clubid?: number | null;
  clubname?: string;
  creatorplayer?: Player;
  mapcount: number;
  /** Unix seconds. */
  timestamp: number;
  mediaurl?: string;
  official?: boolean;
  tracked?: boolean;
  seasonal?: boolean;
  weekly?: boolean;
}

export interface CampaignListPage {
  campaigns?: CampaignItem[];
  page?: number;
  pageCount?: number;
}

/** The path of one page; only the club list is searched, so the other tabs never send `search`. */
export function campaignListPath(tab: CampaignTab, page: number, search: string): string {
  const base = `/api/campaigns/${encodeURIComponent(tab)}/${page}`;
  return tab === 'club' && search !== '' ? `${base}?search=${encodeURIComponent(search)}` : base;
}

/**
 * The page after `lastPage`, or undefined on the last one. `pageCount` decides when the API sends it; an answer
 * without it ends the list at the first empty page, so a missing field never hides rows nor loops forever.
 */
export function nextCampaignPage(last: CampaignListPage, lastPage: number): number | undefined {
  if (typeof last.pageCount === 'number') return lastPage + 1 < last.pageCount ? lastPage + 1 : undefined;
  return (last.campaigns ?? []).length > 0 ? lastPage + 1 : undefined;
}

export const campaignQueries = {
  list: (tab: CampaignTab, search: string) =>
    infiniteQueryOptions({
      queryKey: ['campaigns', 'list', tab, tab === 'club' ? search : ''],
      queryFn: ({ pageParam, signal }) => apiGet<CampaignListPage>(campaignListPath(tab, pageParam, search), { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextCampaignPage(last, lastPage),
    }),
};

/**
 * Where a campaign's own page is: /campaigns/{clubid or tab id}/{id}, as the spec words it. A club id wins even on an
 * official campaign; only a campaign without one (null, 0 or left out) lives under its tab.
 */
export function campaignOwner(campaign: CampaignItem, tab: CampaignTab): string | number {
  return campaign.clubid ? campaign.clubid : tab;
}
