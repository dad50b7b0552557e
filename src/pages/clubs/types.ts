import type { GameMap, Player, TimeValue } from '../../api/types';

// The club responses as the pages read them. Everything the API may leave out is optional (API-NOTES.md): the
// sub-resources (news, skins, items, maps, folder) are not modelled by any public client, so the pages trust only
// the spec's field names (§3) and survive any of them missing.

export interface Club {
  id: number;
  name?: string;
  tag?: string;
  description?: string;
  iconUrl?: string;
  logoUrl?: string;
  decalUrl?: string;
  backgroundUrl?: string;
  verticalUrl?: string;
  screen16x9Url?: string;
  screen64x41Url?: string;
  decalSponsor4x1Url?: string;
  screen8x1Url?: string;
  screen16x1Url?: string;
  screen2x1Url?: string;
  /** node's names for the 8x1 and 16x1 images. */
  decal8x1Url?: string;
  decal16x1Url?: string;
  /** Unix seconds. */
  creationTimestamp?: TimeValue;
  state?: string;
  featured?: boolean;
  verified?: boolean;
  membercount?: number;
  /** The spec's name of the author; API-SHAPES knows it as creatorplayer. Both are read. */
  authorplayer?: Player;
  creatorplayer?: Player;
  latesteditorplayer?: Player;
}

export interface ClubListPage {
  clubs?: Club[];
  page?: number;
  pageCount?: number;
}

export interface ClubMember {
  player?: Player;
  joinTime?: TimeValue;
  role?: string;
  vip?: boolean;
}

export interface ClubMemberPage {
  members?: ClubMember[];
  page_max?: number;
}

export interface ClubActivity {
  id: number;
  name?: string;
  type?: string;
  activityid?: number;
  targetactivityid?: number;
  campaignid?: number;
  externalid?: number;
  position?: number;
  public?: boolean;
  password?: boolean;
  media?: string;
}

export interface ClubActivityPage {
  activities?: ClubActivity[];
  page_max?: number;
  /** Folder answers may name the folder. */
  name?: string;
}

export interface ClubNews {
  name?: string;
  headline?: string;
  body?: string;
  media?: string;
  timestamp?: TimeValue;
}

export interface ClubSkin {
  id: number;
  displayname?: string;
  creatorplayer?: Player;
  thumbnail?: string;
  timestamp?: TimeValue;
  type?: string;
  url?: string;
}

export interface ClubSkinPackPage {
  name?: string;
  timestamp?: TimeValue;
  media?: string;
  installs?: number;
  clubid?: number;
  skins?: ClubSkin[];
  page_max?: number;
}

export interface ItemPackVersion {
  checksum?: string;
  timestamp?: TimeValue;
  url?: string;
}

export interface ClubItemPack {
  displayname?: string;
  description?: string;
  creatorplayer?: Player;
  clubid?: number;
  updatetimestamp?: TimeValue;
  currentversion?: number;
  versions?: ItemPackVersion[];
  media?: string;
}

export interface ClubMapsPage {
  name?: string;
  maps?: (Pick<GameMap, 'mapUid'> & Partial<GameMap>)[];
  page_max?: number;
}
