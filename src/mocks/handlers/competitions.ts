import type { HttpHandler } from 'msw';

export const competitionsHandlers: HttpHandler[] = [];
