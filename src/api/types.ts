// Entity types shared by several areas, shaped like the real API (see API-NOTES.md):
// optional keys may be missing entirely, strings may be empty, times mix ISO and unix seconds.

/** ISO-8601 string with offset, or unix seconds. */
export type TimeValue = string | number;

export interface Zone {
  name: string;
  flag: string;
  parent?: Zone;
}

export interface PlayerMeta {
  vanity?: string;
  comment?: string;
  team?: boolean;
  sponsor?: boolean;
  sponsorlevel?: number;
  nadeo?: boolean;
  twitch?: string;
  youtube?: string;
  twitter?: string;
  mastodon?: string;
}

export interface Player {
  id: string;
  /** Missing or empty for accounts the API does not know. */
  name?: string;
  tag?: string;
  zone?: Zone;
  meta?: PlayerMeta;
}

export interface GameMap {
  author: string;
  name: string;
  mapType: string;
  mapStyle: string;
  authorScore: number;
  goldScore: number;
  silverScore: number;
  bronzeScore: number;
  collectionName: string;
  filename: string;
  isPlayable: boolean;
  mapId: string;
  mapUid: string;
  submitter: string;
  timestamp: string;
  fileUrl: string;
  thumbnailUrl: string;
  authorplayer?: Player;
  submitterplayer?: Player;
  exchangeid?: number;
}

/** An item of a record list (recent world records, campaign activity). */
export interface TrackRecord {
  id: number;
  group: string;
  map: Pick<GameMap, 'name' | 'mapUid'> & Partial<GameMap>;
  player: Player;
  time: number;
  timediff: number;
  /** 1 means the record was deleted. */
  type?: number;
  drivenat: TimeValue;
}

/** A matchmaking division: `points_range` for 3v3 and 2v2, `victory_count` (wins) for Royal. */
export interface MatchmakingDivision {
  position: number;
  rule?: string;
  minpoints?: number;
  maxpoints?: number;
  minwins?: number;
  maxwins?: number;
  minrank?: number;
}

/** A player's standing in one matchmaking type (the profile's `info`, flat in player search and rankings). */
export interface MatchmakingStanding {
  typeid?: number;
  typename?: string;
  rank?: number;
  score?: number;
  progression?: number;
  division?: MatchmakingDivision;
  division_next?: MatchmakingDivision;
}
