import type { HttpHandler } from 'msw';

export const topHandlers: HttpHandler[] = [];
