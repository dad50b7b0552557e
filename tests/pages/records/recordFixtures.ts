// Hand-written maps for the My records page tests: one medal ladder (author 41 s, gold 44 s, silver 50 s, bronze
// 62 s) that every test reads its gaps and medals against.

/** A campaign's map. */
export const recordMap = (mapUid: string, name: string) => ({
  mapUid,
  name,
  mapType: 'TrackMania\\TM_Race',
  authorScore: 41_000,
  goldScore: 44_000,
  silverScore: 50_000,
  bronzeScore: 62_000,
});

/** A day of a Track of the Day month (`month-group-N`, `month-uid-N`, "Day map N"). */
export const monthDay = (monthday: number) => ({
  monthday,
  weekday: 0,
  leaderboarduid: `month-group-${String(monthday)}`,
  map: recordMap(`month-uid-${String(monthday)}`, `Day map ${String(monthday)}`),
});
