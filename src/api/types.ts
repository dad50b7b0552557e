// Entity types shared by several areas, read from their schemas (entities.ts): optional keys may be missing
// entirely, strings may be empty, times mix ISO and unix seconds (see API-NOTES.md).
import type { InferOutput } from 'valibot';
import type { GameMapSchema, PlayerMetaSchema, PlayerSchema, ZoneShape } from './entities';
import type { MatchmakingDivisionSchema, MatchmakingStandingSchema, TrackRecordSchema } from './rankedEntities';

/** ISO-8601 string with offset, or unix seconds. */
export type TimeValue = string | number;

export type Zone = ZoneShape;

export type PlayerMeta = InferOutput<typeof PlayerMetaSchema>;

/** A player reference; `name` is missing or empty for accounts the API does not know. */
export type Player = InferOutput<typeof PlayerSchema>;

export type GameMap = InferOutput<typeof GameMapSchema>;

/** An item of a record list (recent world records, campaign activity); `type` 1 means the record was deleted. */
export type TrackRecord = InferOutput<typeof TrackRecordSchema>;

/** A matchmaking division: `points_range` for 3v3 and 2v2, `victory_count` (wins) for Royal. */
export type MatchmakingDivision = InferOutput<typeof MatchmakingDivisionSchema>;

/** A player's standing in one matchmaking type (the profile's `info`, flat in player search and rankings). */
export type MatchmakingStanding = InferOutput<typeof MatchmakingStandingSchema>;
