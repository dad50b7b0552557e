import type { GameMap } from '../../api/types';
import {
  mockCampaignAt,
  mockCampaignCount,
  CLUB_CAMPAIGN_COUNT,
  type MockCampaign,
  type MockCampaignTab,
} from './campaigns';
import { mockMap } from './maps';
import { DEMO_PLAYERS, mockPlayer } from './players';
import { campaignMapUid } from './mapUids';
import { rngFor } from './random';
import { DAY_SECONDS, nowSeconds } from './time';

// One campaign as /api/campaign/{club}/{campaign} sends it, built from the same items the campaign lists show: the id
// alone says which list it is in (seasonal 1000+, weekly 20000+, club 40000+), so every link of the lists resolves.

export interface MockCampaignMedia {
  buttonbackground: string;
  buttonforeground: string;
  decal: string;
  popupbackground: string;
  popup: string;
  livebuttonbackground: string;
  livebuttonforeground: string;
}

export interface MockCampaignDetail {
  id: number;
  name: string;
  media: string;
  creationtime?: number;
  publishtime: number;
  clubid: number;
  clubname?: string;
  leaderboarduid: string;
  playlist: GameMap[];
  mediae: MockCampaignMedia;
  tracked: boolean;
}

function listOf(id: number): { tab: MockCampaignTab; index: number } | undefined {
  const now = nowSeconds();
  if (id >= 1000 && id < 2000) return { tab: 'seasonal', index: mockCampaignCount('seasonal', now) - 1 - (id - 1000) };
  if (id > 20_000 && id < 30_000) return { tab: 'weekly', index: mockCampaignCount('weekly', now) - (id - 20_000) };
  if (id >= 40_000) return { tab: 'club', index: CLUB_CAMPAIGN_COUNT - Math.floor((id - 40_000) / 10) };
  return undefined;
}

/** The list item behind a campaign id, or undefined when no list holds it. */
export function campaignItem(id: number): MockCampaign | undefined {
  const place = listOf(id);
  if (!place || place.index < 0 || place.index >= mockCampaignCount(place.tab)) return undefined;
  const item = mockCampaignAt(place.tab, place.index);
  return item.id === id ? item : undefined;
}

/** The campaign's leaderboard group: a uuid whose last part is the campaign id, so it can be read back. */
export function campaignGroup(id: number): string {
  return `${rngFor('campaign-group', id).uuid().slice(0, 24)}${id.toString(16).padStart(12, '0')}`;
}

/** The campaign id inside a group made by campaignGroup, when it is one. */
export function campaignIdOfGroup(group: string): number | undefined {
  const match = /^[0-9a-f-]{24}([0-9a-f]{12})$/.exec(group);
  if (!match) return undefined;
  const id = parseInt(match[1] ?? '', 16);
  return campaignGroup(id) === group ? id : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Map `index` of a campaign; official campaigns number their maps ("Summer 2024 - 07"). */
export function campaignMap(item: MockCampaign, index: number): GameMap {
  const uid = campaignMapUid(item.id, index);
  const map = mockMap(`campaign-${item.id}-${index}`, {
    uid,
    uploadedAt: item.timestamp - DAY_SECONDS * (3 + (index % 5)),
  });
  if (item.official) map.name = `${item.name} - ${pad(index + 1)}`;
  if (item.seasonal) {
    // Seasonal maps come from the game maker's own account, which has no zone and no club tag (2024 answers).
    const nadeo = mockPlayer(DEMO_PLAYERS.nadeo.index);
    map.author = nadeo.id;
    map.authorplayer = nadeo;
    map.submitter = nadeo.id;
    map.submitterplayer = nadeo;
  }
  return map;
}

function mediaeOf(item: MockCampaign): MockCampaignMedia {
  const none = {
    buttonbackground: '',
    buttonforeground: '',
    decal: '',
    popupbackground: '',
    popup: '',
    livebuttonbackground: '',
    livebuttonforeground: '',
  };
  if (!item.official) return none;
  const img = (part: string, kind = 'campaigns') => `/mock-img/${kind}/${item.id}-${part}.png`;
  return {
    buttonbackground: img('buttonbackground'),
    buttonforeground: img('buttonforeground'),
    // Decals are game textures: the browser cannot show .dds, the page offers the file instead.
    decal: `/mock-files/decals/${item.id}-decal.dds`,
    popupbackground: img('popupbackground', 'wide'),
    popup: img('popup'),
    livebuttonbackground: item.seasonal ? img('livebuttonbackground') : '',
    livebuttonforeground: item.seasonal ? img('livebuttonforeground') : '',
  };
}

/** The whole campaign, or undefined when the id is unknown. */
export function mockCampaignDetail(id: number): MockCampaignDetail | undefined {
  const item = campaignItem(id);
  if (!item) return undefined;
  const detail: MockCampaignDetail = {
    id: item.id,
    name: item.name,
    media: item.mediaurl ?? '',
    publishtime: item.timestamp,
    clubid: item.clubid ?? 0,
    leaderboarduid: campaignGroup(item.id),
    playlist: Array.from({ length: item.mapcount }, (_, index) => campaignMap(item, index)),
    mediae: mediaeOf(item),
    tracked: item.tracked,
  };
  if (!item.official) detail.creationtime = item.timestamp - rngFor('campaign-created', id).int(1, 30) * DAY_SECONDS;
  if (item.clubname !== undefined) detail.clubname = item.clubname;
  return detail;
}
