import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { GameMap } from '../../api/types';
import { listOf } from '../../lib/listOf';

/** A list row of /api/rooms/{page}. Everything the API may leave out is optional (see API-SHAPES.md). */
export interface RoomItem {
  id: number;
  clubid?: number;
  clubname?: string;
  name?: string;
  nadeo?: boolean;
  login?: string;
  playercount?: number;
  playermax?: number;
  /** An older client reads this name instead of playermax. */
  maxplayercount?: number;
  region?: string;
  script?: string;
}

export interface RoomListPage {
  rooms?: RoomItem[] | null;
  page?: number;
  pageCount?: number;
}

/** One script setting: the API sends an object keyed by setting name; an older shape is a list of {key, value}. */
export interface ScriptSetting {
  key?: string;
  name?: string;
  type?: string;
  value?: unknown;
}

export type ScriptSettings = Record<string, ScriptSetting | string | number | boolean | null> | ScriptSetting[];

/** /api/room/{club}/{room}. */
export interface Room extends RoomItem {
  mediaurl?: string;
  serverinfo?: { joinlink?: string } | null;
  scriptsettings?: ScriptSettings | null;
  /** One client reads the camelCase name. */
  scriptSettings?: ScriptSettings | null;
  maps?: GameMap[] | null;
}

/** The map behind a room leaderboard page: a map plus the daily cups it was played in. */
export type RoomMapInfo = GameMap & {
  competitionsmetadata?: { competitionid?: number; competitionmaps?: { leaderboardgroupid?: string; mapuid?: string }[] }[] | null;
};

const seg = (value: string | number) => encodeURIComponent(String(value));

export function roomListPath(page: number, search: string): string {
  const base = `/api/rooms/${page}`;
  return search === '' ? base : `${base}?search=${encodeURIComponent(search)}`;
}

/** The page after `lastPage`, or undefined on the last one; without pageCount the list ends at an empty page. */
export function nextRoomPage(last: RoomListPage, lastPage: number): number | undefined {
  if (typeof last.pageCount === 'number') return lastPage + 1 < last.pageCount ? lastPage + 1 : undefined;
  return listOf(last.rooms).length > 0 ? lastPage + 1 : undefined;
}

export const roomQueries = {
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: ['rooms', 'list', search],
      queryFn: ({ pageParam, signal }) => apiGet<RoomListPage>(roomListPath(pageParam, search), { signal }),
      initialPageParam: 0,
      getNextPageParam: (last, _pages, lastPage) => nextRoomPage(last, lastPage),
    }),
  detail: (clubId: number, roomId: number) =>
    queryOptions({
      queryKey: ['rooms', 'detail', clubId, roomId],
      queryFn: ({ signal }) => apiGet<Room>(`/api/room/${seg(clubId)}/${seg(roomId)}`, { signal }),
    }),
  map: (mapUid: string) =>
    queryOptions({
      queryKey: ['rooms', 'map', mapUid],
      queryFn: ({ signal }) => apiGet<RoomMapInfo>(`/api/map/${seg(mapUid)}`, { signal }),
    }),
};

/** The player limit under either name the clients use. */
export function playerMaxOf(room: RoomItem): number | undefined {
  return room.playermax ?? room.maxplayercount;
}

/** The script settings as rows of key and value, in the order sent, whatever shape they came in. */
export function settingsOf(room: Room): { key: string; value: string }[] {
  const raw = room.scriptsettings ?? room.scriptSettings;
  if (raw === null || raw === undefined || typeof raw !== 'object') return [];
  const entries: [string, unknown][] = Array.isArray(raw) ? raw.map((item) => ['', item]) : Object.entries(raw);
  return entries.flatMap(([name, item]) => {
    if (item !== null && typeof item === 'object') {
      const setting = item as ScriptSetting;
      const key = setting.key ?? setting.name ?? name;
      return key === '' ? [] : [{ key, value: valueText(setting.value) }];
    }
    return name === '' ? [] : [{ key: name, value: valueText(item) }];
  });
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** True for a room or club id as routes and the API use them: digits only. */
export const isNumericId = (value: string): boolean => /^\d{1,15}$/.test(value);

/** Map uids are letters, digits and a few signs; anything else is not worth asking the API about. */
export const isMapUid = (value: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(value);
