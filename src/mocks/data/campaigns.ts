import type { Player } from '../../api/types';
import { rngFor, type Rng } from './random';
import { styledName, plainText } from './gameText';
import { mockPlayer, PLAYER_COUNT } from './players';
import { DAY_SECONDS, nowSeconds } from './time';
import { CLUB_COUNT, mockClubRef } from './clubRefs';

// Campaign lists as /api/campaigns/{tab}/{page} sends them: official seasonal campaigns since Summer 2020, a weekly
// short campaign every week since July 2020, and hundreds of club campaigns. Every item follows from its index
// (0 = newest), so a page is computed on its own; only a search walks the whole list.

export const CAMPAIGN_PAGE_SIZE = 25;
export const CLUB_CAMPAIGN_COUNT = 640;

export type MockCampaignTab = 'seasonal' | 'weekly' | 'club';

/** The real API's shape (API-SHAPES.md): optional keys left out, official ones without a club. */
export interface MockCampaign {
  id: number;
  name: string;
  timestamp: number;
  mapcount: number;
  tracked: boolean;
  official: boolean;
  seasonal: boolean;
  weekly: boolean;
  clubid?: number | null;
  clubname?: string;
  mediaurl?: string;
  creatorplayer?: Player;
}

export interface MockCampaignPage {
  campaigns: MockCampaign[];
  page: number;
  pageCount: number;
}

/** The new name of the weekly list is accepted as well as the old one. */
export function mockCampaignTab(value: string): MockCampaignTab | undefined {
  if (value === 'weeklyshorts') return 'weekly';
  return value === 'seasonal' || value === 'weekly' || value === 'club' ? value : undefined;
}

// Seasons come out on the first day of January, April, July and October; the first was Summer 2020.
const SEASONS = ['Winter', 'Spring', 'Summer', 'Fall'] as const;
const FIRST_SEASON = 2020 * 4 + 2;
const seasonPublished = (season: number) => Date.UTC(Math.floor(season / 4), (season % 4) * 3, 1, 17) / 1000;

function seasonalCount(now: number): number {
  let count = 0;
  while (seasonPublished(FIRST_SEASON + count) <= now) count += 1;
  return count;
}

function seasonalAt(index: number, now: number): MockCampaign {
  const season = FIRST_SEASON + seasonalCount(now) - 1 - index;
  const name = `${SEASONS[season % 4] ?? 'Summer'} ${Math.floor(season / 4)}`;
  return {
    id: 1000 + season - FIRST_SEASON,
    name,
    timestamp: seasonPublished(season),
    mapcount: 25,
    tracked: true,
    official: true,
    seasonal: true,
    weekly: false,
    clubid: null,
    mediaurl: `/mock-img/campaigns/${name.replace(' ', '')}.jpg`,
  };
}

// Week 1 came out on Monday 6 July 2020; one a week since.
const FIRST_WEEK = Date.UTC(2020, 6, 6, 17) / 1000;
const WEEK_SECONDS = 7 * DAY_SECONDS;
const weeklyCount = (now: number) => (now < FIRST_WEEK ? 0 : Math.floor((now - FIRST_WEEK) / WEEK_SECONDS) + 1);

function weeklyAt(index: number, now: number): MockCampaign {
  const week = weeklyCount(now) - index;
  const campaign: MockCampaign = {
    id: 20_000 + week,
    name: `Week ${week}`,
    timestamp: FIRST_WEEK + (week - 1) * WEEK_SECONDS,
    mapcount: 5,
    tracked: true,
    official: true,
    seasonal: false,
    weekly: true,
    clubid: 0,
  };
  // A few official items come without a picture.
  if (week % 9 !== 0) campaign.mediaurl = `/mock-img/campaigns/week-${week}.jpg`;
  return campaign;
}

// Club campaigns are laid out backwards from the last full hour, one every few days, each a bit earlier than the step.
const CLUB_STEP = 3 * DAY_SECONDS + 7 * 3600;

function mediaFor(rng: Rng, id: number): string | undefined {
  const roll = rng.next();
  if (roll < 0.2) return undefined;
  if (roll < 0.27) return '';
  return `/mock-img/campaigns/c${id}.jpg`;
}

function clubAt(index: number, now: number): MockCampaign {
  const rng = rngFor('club-campaign', index);
  const id = 40_000 + (CLUB_CAMPAIGN_COUNT - index) * 10 + (index % 7);
  const club = mockClubRef(rng.int(0, CLUB_COUNT - 1));
  const newest = Math.floor(now / 3600) * 3600 - 2 * 3600;
  const campaign: MockCampaign = {
    id,
    name: styledName(rng),
    timestamp: newest - index * CLUB_STEP - rng.int(0, CLUB_STEP - 1),
    mapcount: rng.int(1, 25),
    tracked: rng.bool(0.3),
    official: false,
    seasonal: false,
    weekly: false,
    clubid: club.id,
  };
  if (rng.next() > 0.03) campaign.clubname = club.name;
  if (rng.next() > 0.08) campaign.creatorplayer = mockPlayer(rng.int(1, PLAYER_COUNT - 1));
  const media = mediaFor(rng, id);
  if (media !== undefined) campaign.mediaurl = media;
  return campaign;
}

export function mockCampaignCount(tab: MockCampaignTab, now = nowSeconds()): number {
  if (tab === 'seasonal') return seasonalCount(now);
  if (tab === 'weekly') return weeklyCount(now);
  return CLUB_CAMPAIGN_COUNT;
}

/** The campaign at a position of a list, 0 being the newest. */
export function mockCampaignAt(tab: MockCampaignTab, index: number, now = nowSeconds()): MockCampaign {
  if (tab === 'seasonal') return seasonalAt(index, now);
  if (tab === 'weekly') return weeklyAt(index, now);
  return clubAt(index, now);
}

/** Case-insensitive, on the visible text of the campaign's and the club's names (codes stripped). */
export function campaignMatches(campaign: MockCampaign, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [campaign.name, campaign.clubname].some((text) =>
    plainText(text ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

/** One page of a list, newest first, filtered by the search when there is one. */
export function mockCampaignPage(
  tab: MockCampaignTab,
  page: number,
  search = '',
  now = nowSeconds(),
): MockCampaignPage {
  const count = mockCampaignCount(tab, now);
  const start = page * CAMPAIGN_PAGE_SIZE;
  if (search.trim() !== '') {
    const found = Array.from({ length: count }, (_, i) => mockCampaignAt(tab, i, now)).filter((c) =>
      campaignMatches(c, search),
    );
    return {
      campaigns: found.slice(start, start + CAMPAIGN_PAGE_SIZE),
      page,
      pageCount: Math.ceil(found.length / CAMPAIGN_PAGE_SIZE),
    };
  }
  const length = Math.max(0, Math.min(CAMPAIGN_PAGE_SIZE, count - start));
  return {
    campaigns: Array.from({ length }, (_, i) => mockCampaignAt(tab, start + i, now)),
    page,
    pageCount: Math.ceil(count / CAMPAIGN_PAGE_SIZE),
  };
}
