import { mockRoom, mockRoomPage } from '../data/rooms';
import { apiError, mockEndpoint } from './respond';
import * as api from '../../data/endpoints';

// The club room list (paged by pageCount, searched by name) and a single room of a club.
export const roomsHandlers = [
  mockEndpoint(api.rooms, (context) => {
    const page = context.args.page;
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { rooms: [], page, pageCount: 0 };
    return mockRoomPage(page, context.url.searchParams.get('search') ?? '');
  }),
  mockEndpoint(api.room, (context) => {
    const club = context.args.club;
    const roomId = context.args.room;
    const room = club === undefined || roomId === undefined ? undefined : mockRoom(club, roomId);
    if (!room) return apiError('Room not found.');
    // The empty scenario: a room whose lists came back empty.
    if (context.empty) return { ...room, scriptsettings: {}, maps: [] };
    return room;
  }),
];
