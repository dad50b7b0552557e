import { describe, expect, it } from 'vitest';
import { ApiError, apiGet } from '../../src/api/client';
import { mockAnswer } from '../mockAnswer';
import { toPlainText } from '../../src/lib/gameText';
import { setScenario } from '../../src/mocks/scenarios';
import { CLUB_COUNT, findClubRef, mockClubRef } from '../../src/mocks/data/clubRefs';
import { mapByUid } from '../../src/mocks/data/mapByUid';
import {
  allRooms,
  KNOWN_REGIONS,
  KNOWN_SCRIPTS,
  mockRoom,
  mockRoomPage,
  ROOM_COUNT,
  ROOM_PAGE_SIZE,
  UNKNOWN_REGION,
  UNKNOWN_SCRIPTS,
  type MockRoom,
  type MockRoomPage,
} from '../../src/mocks/data/rooms';

const fullRooms = () => allRooms().map((item) => mockRoom(item.clubid, item.id) as MockRoom);

describe('the mocked room list', () => {
  it('holds hundreds of rooms, busiest first, with unique ids of known clubs', () => {
    const rooms = allRooms();
    expect(rooms).toHaveLength(ROOM_COUNT);
    expect(new Set(rooms.map((room) => room.id)).size).toBe(ROOM_COUNT);
    rooms
      .slice(1)
      .forEach((room, i) => expect(room.playercount).toBeLessThanOrEqual((rooms[i] as MockRoom).playercount));
    expect(rooms.every((room) => findClubRef(room.clubid) !== undefined)).toBe(true);
    expect(rooms.every((room) => room.playercount >= 0 && room.playercount <= room.playermax)).toBe(true);
    expect(rooms.some((room) => room.playercount === 0)).toBe(true);
  });

  it('has Nadeo and dedicated rooms, every region, rooms without one, and every script', () => {
    const rooms = allRooms();
    expect(rooms.some((room) => room.nadeo)).toBe(true);
    expect(rooms.some((room) => !room.nadeo)).toBe(true);
    for (const region of [...KNOWN_REGIONS, UNKNOWN_REGION, ''])
      expect(rooms.some((room) => room.region === region)).toBe(true);
    expect(rooms.some((room) => !('region' in room))).toBe(true);
    for (const script of [...KNOWN_SCRIPTS, ...UNKNOWN_SCRIPTS])
      expect(rooms.some((room) => room.script === script)).toBe(true);
    expect(rooms.some((room) => room.name.includes('$'))).toBe(true);
    expect(rooms.some((room) => !('clubname' in room))).toBe(true);
    expect(rooms.some((room) => room.login === '')).toBe(true);
  });

  it('pages by pageCount and searches the visible text of the names', () => {
    const first = mockRoomPage(0);
    expect(first.rooms).toHaveLength(ROOM_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(ROOM_COUNT / ROOM_PAGE_SIZE));
    expect(mockRoomPage(first.pageCount).rooms).toEqual([]);
    const word = toPlainText(allRooms()[3]?.name).split(' ')[0] ?? '';
    const found = mockRoomPage(0, word.toUpperCase());
    expect(found.rooms.length).toBeGreaterThan(0);
    expect(found.rooms.every((room) => toPlainText(room.name).toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(mockRoomPage(0, 'zzzz no such room').pageCount).toBe(0);
    // Codes are not searched: many raw names hold "$o", no visible name does.
    expect(allRooms().some((room) => room.name.includes('$o'))).toBe(true);
    expect(mockRoomPage(0, '$o').pageCount).toBe(0);
  });
});

describe('the mocked room', () => {
  it('answers the same room as the list row, for any room id of a known club, deterministically', () => {
    const item = allRooms()[0] as MockRoom;
    const room = mockRoom(item.clubid, item.id);
    expect(room).toMatchObject(item);
    expect(mockRoom(item.clubid, item.id)).toEqual(room);
    const club = mockClubRef(CLUB_COUNT - 1);
    expect(mockRoom(club.id, 424_242)?.clubid).toBe(club.id);
    expect(mockRoom(club.id + 1, 5)).toBeUndefined();
    expect(mockRoom(club.id, 0)).toBeUndefined();
  });

  it('leaves optional keys out sometimes and gives Nadeo rooms maps /api/map answers alike', () => {
    const rooms = fullRooms();
    for (const key of ['mediaurl', 'serverinfo', 'scriptsettings', 'maps'] as const)
      expect(rooms.some((room) => !(key in room))).toBe(true);
    expect(rooms.some((room) => room.mediaurl === '')).toBe(true);
    expect(rooms.some((room) => room.mediaurl?.endsWith('.dds'))).toBe(true);
    expect(rooms.some((room) => room.serverinfo !== undefined && !('joinlink' in room.serverinfo))).toBe(true);
    expect(
      rooms.some((room) => room.scriptsettings !== undefined && Object.keys(room.scriptsettings).length === 0),
    ).toBe(true);
    expect(rooms.filter((room) => !room.nadeo).every((room) => (room.maps ?? []).length === 0)).toBe(true);
    const withMaps = rooms.filter((room) => room.nadeo && (room.maps ?? []).length > 0);
    expect(withMaps.length).toBeGreaterThan(10);
    const map = withMaps[0]?.maps?.[0];
    expect(map && mapByUid(map.mapUid)).toEqual(map);
    const setting = Object.values(rooms.find((room) => room.scriptsettings?.S_TimeLimit)?.scriptsettings ?? {})[0];
    expect(setting).toMatchObject({
      key: expect.any(String) as string,
      type: expect.any(String) as string,
      value: expect.any(String) as string,
    });
  });
});

describe('the room handlers', () => {
  it('serve a page, a search and a room, and an error for an unknown club', async () => {
    const page = await mockAnswer<MockRoomPage>('/api/rooms/1');
    expect(page).toEqual(mockRoomPage(1));
    const item = allRooms()[5] as MockRoom;
    expect(await mockAnswer<MockRoom>(`/api/room/${item.clubid}/${item.id}`)).toEqual(mockRoom(item.clubid, item.id));
    await expect(apiGet('/api/room/1/2')).rejects.toThrow('Room not found.');
    await expect(apiGet('/api/room/abc/2')).rejects.toBeInstanceOf(ApiError);
    await expect(apiGet('/api/rooms/x')).rejects.toThrow('Invalid page.');
  });

  it('answer empty lists in the empty scenario', async () => {
    setScenario('empty');
    expect(await mockAnswer<MockRoomPage>('/api/rooms/0')).toEqual({ rooms: [], page: 0, pageCount: 0 });
    const item = allRooms()[0] as MockRoom;
    const room = await mockAnswer<MockRoom>(`/api/room/${item.clubid}/${item.id}`);
    expect(room.maps).toEqual([]);
    expect(room.scriptsettings).toEqual({});
  });
});
