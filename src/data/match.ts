import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { mapRefFields, PlayerSchema, TimeValueSchema } from '../api/entities';
import { ScriptSettingsSchema, type ScriptSettingRow } from '../api/scriptSettings';
import { countedList, countedPage, list, maybe, maybeFlag, maybeNum, maybeText, num, numOr } from '../api/schema';
import { readEndpoint } from './read';
import { match } from './endpoints/matches';

// /api/match/{lid} decoded at the edge (API-SHAPES.md, API-NOTES.md "What changed by 2024"). Every part of a match
// may be missing: the lists read as [], texts and times as undefined. A team needs its index and a player entry its
// account (an entry without one has nothing to show and is left out, counted as `unread` for the page's "could not be
// read" note; teams carry no player, so nothing of theirs is counted); a score that cannot be read counts as 0, so
// sorting and comparing never meet NaN.

const MatchMapSchema = v.object({
  file: maybeText,
  fileUrl: maybeText,
  ...mapRefFields,
});

const MatchTeamSchema = v.object({
  index: num,
  score: numOr(0),
});

/** A player's matchmaking points before and after the match; newer clients add `valid`, which nothing here reads. */
const PointsChangeSchema = v.object({
  before: maybeNum,
  after: maybeNum,
});

const MatchPlayerSchema = v.object({
  player: PlayerSchema,
  /** The team index; missing in player matches. */
  team: maybeNum,
  score: numOr(0),
  rank: maybeNum,
  mvp: maybeFlag,
  leaver: maybeFlag,
  matchmakingpoints: maybe(PointsChangeSchema),
});

/** /api/match/{lid}: its players read as `players`, the count of those left out as `unread`. */
export const MatchSchema = countedPage(
  {
    id: maybeNum,
    lid: maybeText,
    name: maybeText,
    group: maybeText,
    status: maybeText,
    startdate: maybe(TimeValueSchema),
    enddate: maybe(TimeValueSchema),
    participanttype: maybeText,
    maps: list(MatchMapSchema),
    teams: list(MatchTeamSchema),
    players: countedList(MatchPlayerSchema),
    scriptsettings: ScriptSettingsSchema,
  },
  'players',
);

export type MatchMap = v.InferOutput<typeof MatchMapSchema>;
export type MatchTeam = v.InferOutput<typeof MatchTeamSchema>;
export type MatchPlayer = v.InferOutput<typeof MatchPlayerSchema>;
export type Match = v.InferOutput<typeof MatchSchema>;

export const matchQueries = {
  detail: (lid: string) =>
    queryOptions({
      queryKey: ['match', lid],
      queryFn: ({ signal }) => readEndpoint(match, { lid }, MatchSchema, { signal }),
      meta: { answerKind: 'list' },
    }),
};

/** The settings worth a row: those with a value. */
export function settingsWithValue(settings: readonly ScriptSettingRow[]): { name: string; value: string }[] {
  return settings.filter((setting) => setting.value !== '').map(({ name, value }) => ({ name, value }));
}
