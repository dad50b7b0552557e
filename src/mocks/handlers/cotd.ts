import type { HttpHandler } from 'msw';

export const cotdHandlers: HttpHandler[] = [];
