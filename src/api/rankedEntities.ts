// Shared entities that only lists and profiles read (a matchmaking standing, a record of a list): apart from
// entities.ts, so the first view's decoding (a month of maps) does not carry them.
import * as v from 'valibot';
import { maybe, maybeNum, maybeText, num, numOr, text } from './schema';
import { GameMapSchema, mapRefFields, PlayerSchema, TimeValueSchema } from './entities';

export const MatchmakingDivisionSchema = v.object({
  position: num,
  rule: maybeText,
  minpoints: maybeNum,
  maxpoints: maybeNum,
  minwins: maybeNum,
  maxwins: maybeNum,
  minrank: maybeNum,
});

export const MatchmakingStandingSchema = v.object({
  typeid: maybeNum,
  typename: maybeText,
  rank: maybeNum,
  score: maybeNum,
  progression: maybeNum,
  division: maybe(MatchmakingDivisionSchema),
  division_next: maybe(MatchmakingDivisionSchema),
});

/** An item of a record list (recent world records, campaign activity); `type` 1 marks a deleted record. */
export const TrackRecordSchema = v.object({
  id: num,
  group: text,
  map: v.object({ ...v.partial(GameMapSchema).entries, ...mapRefFields }),
  player: PlayerSchema,
  time: num,
  timediff: numOr(0),
  type: maybeNum,
  drivenat: TimeValueSchema,
});
