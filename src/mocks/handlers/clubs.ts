import type { HttpHandler } from 'msw';

export const clubsHandlers: HttpHandler[] = [];
