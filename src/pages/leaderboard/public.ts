// What other areas use of the leaderboard area, besides its query factories (api.ts): My records draws a personal
// record's score and rank, and the removed-record tooltip as the leaderboard page does; the rooms' map page
// gives a map's cup and outside buttons as the leaderboard page does.
export { personalScore, RecordRank } from './personalRecord';
export { REMOVED_TOOLTIP } from './texts';
export { CupButtons, OutsideMapButtons, totdGroupOf } from './MapLinkButtons';
