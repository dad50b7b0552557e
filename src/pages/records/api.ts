import { queryOptions } from '@tanstack/react-query';
import { readApiScheduled } from '../../api/scheduler';
import { PersonalRecordSchema, leaderboardQueries, positionQuery } from '../leaderboard/api';

// The records grid asks two things per map, through the shared request scheduler: the signed-in player's record and
// the map's player count (the first row of its leaderboard, whose answer carries playercount). Both use the query keys
// of the map leaderboard page, so a map opened from the grid (or the grid after the map) asks nothing again.

const seg = (value: string) => encodeURIComponent(value);

/** A closed leaderboard no longer changes: its answers are kept for the whole visit. */
const kept = (closed: boolean) => (closed ? { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } : { staleTime: 60_000 });

export const recordQueries = {
  personal: (group: string, uid: string, accountId: string, closed: boolean) =>
    queryOptions({
      ...leaderboardQueries.personal(group, uid, accountId),
      queryFn: ({ signal }) =>
        readApiScheduled(`/api/leaderboard/personal/${seg(group)}/${seg(uid)}`, PersonalRecordSchema, 'your record on this map', { signal }),
      ...kept(closed),
    }),
  /** The first row of the map's board: its answer carries playercount. */
  playerCount: (group: string, uid: string, closed: boolean) => ({ ...positionQuery(group, uid, 1, closed), retry: 1 }),
};
