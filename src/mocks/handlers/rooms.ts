import type { HttpHandler } from 'msw';

export const roomsHandlers: HttpHandler[] = [];
