import type { HttpHandler } from 'msw';

export const playersHandlers: HttpHandler[] = [];
