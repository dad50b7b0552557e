import * as v from 'valibot';
import { GameMapSchema } from '../api/entities';
import { ScriptSettingsSchema } from '../api/scriptSettings';
import { listAnswerQuery, pagedByCount, pagedListQuery } from './lists';
import { room, rooms } from './endpoints/rooms';
import { list, maybe, maybeFlag, maybeNum, maybeText, num, countedList, sentCount } from '../api/schema';

// The room answers decoded at the edge (API-SHAPES.md): every field may be missing (undefined, a list []), except the
// id a row of the list is keyed and linked by.

const RoomFields = {
  clubid: maybeNum,
  clubname: maybeText,
  name: maybeText,
  nadeo: maybeFlag,
  login: maybeText,
  playercount: maybeNum,
  playermax: maybeNum,
  /** An older client reads this name instead of playermax. */
  maxplayercount: maybeNum,
  region: maybeText,
  script: maybeText,
};

/** A list row of /api/rooms/{page}. */
const RoomItemSchema = v.object({
  ...RoomFields,
  id: num,
});

export const RoomListPageSchema = v.object({
  rooms: countedList(RoomItemSchema),
  ...pagedByCount,
});

/**
 * /api/room/{club}/{room}. The page knows both ids from its address. The script settings come under either spelling
 * (one client reads `scriptSettings`) and in any of their shapes: read as rows.
 */
export const RoomSchema = v.pipe(
  v.object({
    ...RoomFields,
    id: maybeNum,
    mediaurl: maybeText,
    serverinfo: maybe(v.object({ joinlink: maybeText })),
    scriptsettings: ScriptSettingsSchema,
    scriptSettings: ScriptSettingsSchema,
    maps: list(GameMapSchema),
  }),
  v.transform(({ scriptsettings, scriptSettings, ...room }) => ({
    ...room,
    settings: scriptsettings.length > 0 ? scriptsettings : scriptSettings,
  })),
);

export type RoomItem = v.InferOutput<typeof RoomItemSchema>;
export type RoomListPage = v.InferOutput<typeof RoomListPageSchema>;
export type Room = v.InferOutput<typeof RoomSchema>;
/** A room as its page shows it: with the ids of its address where the answer had none. */
export type ShownRoom = Room & { id: number };

/**
 * The page after `lastPage`, or undefined on the last one; without pageCount the list ends at an empty page (a page
 * whose rows were all unreadable is not empty: the server sent rows).
 */
export function nextRoomPage(last: RoomListPage, lastPage: number): number | undefined {
  if (last.pageCount !== undefined) return lastPage + 1 < last.pageCount ? lastPage + 1 : undefined;
  return sentCount(last.rooms) > 0 ? lastPage + 1 : undefined;
}

export const roomQueries = {
  list: (search: string) =>
    pagedListQuery(
      ['rooms', 'list', search],
      rooms,
      { params: (page) => ({ page }), query: { search } },
      RoomListPageSchema,
      (last, _pages, lastPage) => nextRoomPage(last, lastPage),
    ),
  detail: (clubId: number, roomId: number) =>
    listAnswerQuery(['rooms', 'detail', clubId, roomId], room, { club: clubId, room: roomId }, RoomSchema),
};

/** The player limit under either name the clients use. */
export function playerMaxOf(room: Pick<RoomItem, 'playermax' | 'maxplayercount'>): number | undefined {
  return room.playermax ?? room.maxplayercount;
}

/** Map uids are letters, digits and a few signs; anything else is not worth asking the API about. */
export const isMapUid = (value: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(value);
