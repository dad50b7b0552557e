import type { HttpHandler } from 'msw';

export const adsHandlers: HttpHandler[] = [];
