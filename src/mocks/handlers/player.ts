import type { HttpHandler } from 'msw';

export const playerHandlers: HttpHandler[] = [];
