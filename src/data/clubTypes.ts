import * as v from 'valibot';
import { PlayerSchema, TimeValueSchema } from '../api/entities';
import { pagedByCount } from './lists';
import { countedList, list, maybe, maybeFlag, maybeNum, maybeText, num, text } from '../api/schema';

// The club answers decoded at the edge. The sub-resources (news, skins, items, maps, folder) are not modelled by any
// public client, so the pages trust only the spec's field names (§3): every field is optional (missing or unreadable
// reads as undefined, a list as []), except the ids a row is keyed and linked by: a row without one is left out.

const ClubFields = {
  name: maybeText,
  tag: maybeText,
  description: maybeText,
  iconUrl: maybeText,
  logoUrl: maybeText,
  decalUrl: maybeText,
  backgroundUrl: maybeText,
  verticalUrl: maybeText,
  screen16x9Url: maybeText,
  screen64x41Url: maybeText,
  decalSponsor4x1Url: maybeText,
  screen8x1Url: maybeText,
  screen16x1Url: maybeText,
  screen2x1Url: maybeText,
  /** node's names for the 8x1 and 16x1 images. */
  decal8x1Url: maybeText,
  decal16x1Url: maybeText,
  /** Unix seconds. */
  creationTimestamp: maybe(TimeValueSchema),
  state: maybeText,
  featured: maybeFlag,
  verified: maybeFlag,
  membercount: maybeNum,
  /** The spec's name of the author; API-SHAPES knows it as creatorplayer. Both are read. */
  authorplayer: maybe(PlayerSchema),
  creatorplayer: maybe(PlayerSchema),
  latesteditorplayer: maybe(PlayerSchema),
};

/** /api/club/{id}: the page knows the id from its address, so an answer without one still shows. */
export const ClubSchema = v.object({
  ...ClubFields,
  id: maybeNum,
});

/** A row of the club list: linked by its id. */
const ClubListItemSchema = v.object({
  ...ClubFields,
  id: num,
});

export const ClubListPageSchema = v.object({
  clubs: countedList(ClubListItemSchema),
  ...pagedByCount,
});

/** A member is listed by its account: an entry without a readable player is left out. */
const ClubMemberSchema = v.object({
  player: PlayerSchema,
  joinTime: maybe(TimeValueSchema),
  role: maybeText,
  vip: maybeFlag,
});

export const ClubMemberPageSchema = v.object({
  members: countedList(ClubMemberSchema),
  page_max: maybeNum,
});

const ClubActivitySchema = v.object({
  id: num,
  name: maybeText,
  type: maybeText,
  activityid: maybeNum,
  targetactivityid: maybeNum,
  campaignid: maybeNum,
  externalid: maybeNum,
  position: maybeNum,
  public: maybeFlag,
  password: maybeFlag,
  media: maybeText,
});

/** The activities tab and a folder; folder answers may name the folder. */
export const ClubActivityPageSchema = v.object({
  activities: countedList(ClubActivitySchema),
  page_max: maybeNum,
  name: maybeText,
});

export const ClubNewsSchema = v.object({
  name: maybeText,
  headline: maybeText,
  body: maybeText,
  media: maybeText,
  timestamp: maybe(TimeValueSchema),
});

const ClubSkinSchema = v.object({
  id: num,
  displayname: maybeText,
  creatorplayer: maybe(PlayerSchema),
  thumbnail: maybeText,
  timestamp: maybe(TimeValueSchema),
  type: maybeText,
  url: maybeText,
});

export const ClubSkinPackPageSchema = v.object({
  name: maybeText,
  timestamp: maybe(TimeValueSchema),
  media: maybeText,
  installs: maybeNum,
  clubid: maybeNum,
  skins: countedList(ClubSkinSchema),
  page_max: maybeNum,
});

const ItemPackVersionSchema = v.object({
  checksum: maybeText,
  timestamp: maybe(TimeValueSchema),
  url: maybeText,
});

export const ClubItemPackSchema = v.object({
  displayname: maybeText,
  description: maybeText,
  creatorplayer: maybe(PlayerSchema),
  clubid: maybeNum,
  updatetimestamp: maybe(TimeValueSchema),
  currentversion: maybeNum,
  versions: list(ItemPackVersionSchema),
  media: maybeText,
});

/** A map of a map activity: linked to its leaderboard by its uid, so one without a uid is left out. */
const ClubMapSchema = v.object({
  mapUid: v.pipe(text, v.nonEmpty()),
  name: maybeText,
  thumbnailUrl: maybeText,
  authorplayer: maybe(PlayerSchema),
});

export const ClubMapsPageSchema = v.object({
  name: maybeText,
  maps: countedList(ClubMapSchema),
  page_max: maybeNum,
});

export type Club = v.InferOutput<typeof ClubSchema>;
export type ClubListItem = v.InferOutput<typeof ClubListItemSchema>;
export type ClubListPage = v.InferOutput<typeof ClubListPageSchema>;
export type ClubMember = v.InferOutput<typeof ClubMemberSchema>;
export type ClubMemberPage = v.InferOutput<typeof ClubMemberPageSchema>;
export type ClubActivity = v.InferOutput<typeof ClubActivitySchema>;
export type ClubActivityPage = v.InferOutput<typeof ClubActivityPageSchema>;
export type ClubNews = v.InferOutput<typeof ClubNewsSchema>;
export type ClubSkin = v.InferOutput<typeof ClubSkinSchema>;
export type ClubSkinPackPage = v.InferOutput<typeof ClubSkinPackPageSchema>;
export type ItemPackVersion = v.InferOutput<typeof ItemPackVersionSchema>;
export type ClubItemPack = v.InferOutput<typeof ClubItemPackSchema>;
export type ClubMap = v.InferOutput<typeof ClubMapSchema>;
export type ClubMapsPage = v.InferOutput<typeof ClubMapsPageSchema>;
