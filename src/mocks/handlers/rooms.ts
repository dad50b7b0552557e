import { mockRoom, mockRoomPage } from '../data/rooms';
import { apiError, intParam, mockGet } from './respond';

// The club room list (paged by pageCount, searched by name) and a single room of a club.
export const roomsHandlers = [
  mockGet('/api/rooms/:page', (context) => {
    const page = intParam(context, 'page');
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { rooms: [], page, pageCount: 0 };
    return mockRoomPage(page, context.url.searchParams.get('search') ?? '');
  }),
  mockGet('/api/room/:club/:room', (context) => {
    const club = intParam(context, 'club');
    const roomId = intParam(context, 'room');
    const room = club === undefined || roomId === undefined ? undefined : mockRoom(club, roomId);
    if (!room) return apiError('Room not found.');
    // The empty scenario: a room whose lists came back empty.
    if (context.empty) return { ...room, scriptsettings: {}, maps: [] };
    return room;
  }),
];
