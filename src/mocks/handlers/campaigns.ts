import type { HttpHandler } from 'msw';

export const campaignsHandlers: HttpHandler[] = [];
