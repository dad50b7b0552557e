import { leaderboardQueries, playerCountQuery } from './leaderboard';

// The records grid asks two things per map, through the shared request scheduler: the signed-in player's record and
// the map's player count (the first row of its leaderboard, whose answer carries playercount). Both are the map
// leaderboard's own queries, read through the scheduler (an option of their fetch), so a map opened from the grid (or
// the grid after the map) asks nothing again for the record; a closed board's answers are kept for the whole visit.
// Across visits, this browser keeps the records a few minutes for the signed-in account and the player counts a day.

export const recordQueries = {
  personal: (group: string, uid: string, accountId: string, closed: boolean) =>
    leaderboardQueries.personal(group, uid, accountId, { scheduled: true, closed }),
  /** The first row of the map's board: its answer carries playercount. A grid retries a failed map once. */
  playerCount: (group: string, uid: string, closed: boolean) => ({ ...playerCountQuery(group, uid, closed), retry: 1 }),
};
