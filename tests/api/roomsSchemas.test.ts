import { describe, expect, it } from 'vitest';
import { decode } from '../../src/api/schema';
import { decodeWithDrops } from './decodeWithDrops';
import { RoomListPageSchema, RoomSchema } from '../../src/data/rooms';
import { allRooms, mockRoom, mockRoomPage } from '../../src/mocks/data/rooms';
import { expectBentAnswersDecode } from '../bend';

describe('a room', () => {
  it('reads the script settings in each of their shapes as rows, in the order sent', () => {
    const keyed = decode(
      RoomSchema,
      { id: 5, scriptsettings: { S_TimeLimit: 300, S_ForceLapsNb: { value: false }, S_Deco: null } },
      'this room',
    );
    expect(keyed.settings).toEqual([
      { name: 'S_TimeLimit', value: '300' },
      { name: 'S_ForceLapsNb', value: 'false' },
      { name: 'S_Deco', value: '' },
    ]);
    const listed = decode(
      RoomSchema,
      {
        scriptsettings: [{ key: 'S_A', value: 'x' }, { name: 'S_B', type: 'integer', value: 2 }, { value: 'no name' }],
      },
      'this room',
    );
    expect(listed.settings).toEqual([
      { name: 'S_A', value: 'x' },
      { name: 'S_B', value: '2' },
    ]);
    // One client spells the key scriptSettings.
    expect(decode(RoomSchema, { scriptSettings: { S_C: 'y' } }, 'this room').settings).toEqual([
      { name: 'S_C', value: 'y' },
    ]);
    expect(decode(RoomSchema, { scriptsettings: 'none' }, 'this room').settings).toEqual([]);
  });

  it('reads a bent room: ids and counts as text, a missing id, maps without a uid left out, an odd server info ignored', () => {
    const [room, dropped] = decodeWithDrops(
      RoomSchema,
      {
        clubid: '12',
        playercount: '7',
        maxplayercount: 64,
        nadeo: 'true',
        serverinfo: 'down',
        maps: [{ name: 'no uid' }, { mapUid: 'uid1', name: 'One' }],
      },
      'this room',
    );
    expect(room).toMatchObject({ clubid: 12, playercount: 7, maxplayercount: 64, nadeo: true, settings: [] });
    expect(room.id).toBeUndefined();
    expect(room.serverinfo).toBeUndefined();
    expect(room.maps.map((map) => map.mapUid)).toEqual(['uid1']);
    expect(dropped('maps')).toBe(1);
  });

  it('reads a bent room list: the list as an object, rows without an id left out and counted', () => {
    const page = decode(
      RoomListPageSchema,
      { rooms: { a: { id: '3', name: 'Three' }, b: { name: 'no id' } }, pageCount: null },
      'the room list',
    );
    expect(page).toEqual({ rooms: { items: [{ id: 3, name: 'Three' }], unread: 1 } });
    expect(page.rooms.unread).toBe(1);
  });
});

describe('the mocked room answers', () => {
  it('decode whole, and any bent copy decodes or fails with an ApiError', () => {
    expectBentAnswersDecode(RoomListPageSchema, mockRoomPage(0), 'the room list', 150);
    const listed = allRooms()
      .filter((room) => room.nadeo)
      .map((room) => mockRoom(room.clubid, room.id))
      .find((room) => (room?.maps?.length ?? 0) > 0);
    expect(listed?.maps?.length).toBeGreaterThan(0);
    expect(decode(RoomSchema, listed, 'this room').maps.length).toBe(listed?.maps?.length);
    expectBentAnswersDecode(RoomSchema, listed, 'this room', 200);
  });
});
