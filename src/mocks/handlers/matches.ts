import type { HttpHandler } from 'msw';

export const matchesHandlers: HttpHandler[] = [];
