import type { HttpHandler } from 'msw';

export const leaderboardHandlers: HttpHandler[] = [];
