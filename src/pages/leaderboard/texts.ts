// Tooltips and notices of the leaderboard page, in one place so the tests read the same words.
export const HIDDEN_SCORE_TOOLTIP = 'Top scores on this map are hidden at the author’s request.';
export const REMOVED_TOOLTIP = 'This record was removed by the game’s maker.';
export const APPROXIMATE_RANK_TOOLTIP = 'The rank may be inaccurate for equal times.';
export const CLOSED_TOOLTIP = 'A closed leaderboard does not accept new records.';
export const OPEN_TOOLTIP = 'This leaderboard accepts new records.';
export const ROYAL_NOTICE = 'This map type does not support online records and leaderboards.';
export const PLATFORM_NOTICE = 'This map type does not support online leaderboards.';
export const EMPTY_NOTICE = 'This leaderboard is empty.';
