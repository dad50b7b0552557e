import { imageHandlers } from './images';
import { sessionHandlers } from './session';
import { totdHandlers } from './totd';
import { cotdHandlers, unknownCompetitionHandlers } from './cotd';
import { campaignsHandlers } from './campaigns';
import { leaderboardHandlers } from './leaderboard';
import { matchesHandlers } from './matches';
import { adsHandlers } from './ads';
import { roomsHandlers } from './rooms';
import { clubsHandlers } from './clubs';
import { competitionsHandlers } from './competitions';
import { playerHandlers } from './player';
import { playersHandlers } from './players';
import { topHandlers } from './top';
import { fallbackHandlers } from './fallback';

/** The one handler set used by `npm run dev`, vitest and the e2e server. Area handlers go before the fallback. */
export const handlers = [
  ...sessionHandlers,
  ...totdHandlers,
  ...cotdHandlers,
  ...campaignsHandlers,
  ...leaderboardHandlers,
  ...matchesHandlers,
  ...adsHandlers,
  ...roomsHandlers,
  ...clubsHandlers,
  ...competitionsHandlers,
  ...unknownCompetitionHandlers,
  ...playerHandlers,
  ...playersHandlers,
  ...topHandlers,
  ...imageHandlers,
  ...fallbackHandlers,
];
