import { imageHandlers } from './images';
import { sessionHandlers } from './session';
import { totdHandlers } from './totd';
import { cotdHandlers } from './cotd';
import { campaignsHandlers } from './campaigns';
import { leaderboardHandlers } from './leaderboard';
import { matchesHandlers } from './matches';
import { adsHandlers } from './ads';
import { fallbackHandlers } from './fallback';

/** The one handler set used by `npm run dev`, vitest and the e2e server. Area handlers go before the fallback. */
export const handlers = [...sessionHandlers, ...totdHandlers, ...cotdHandlers, ...campaignsHandlers, ...leaderboardHandlers, ...matchesHandlers, ...adsHandlers, ...imageHandlers, ...fallbackHandlers];
