// Schemas of the entities several answers share (API-NOTES.md "Player object", "Maps", "What changed by 2024").
// The types in types.ts are read from these, so the decoded shape and the type the pages read cannot drift apart.
import * as v from 'valibot';
import { maybe, maybeFlag, maybeNum, maybeText, num, numOr, text, textOr, type Schema } from './schema';
import { isRecord } from '../lib/isRecord';

/** ISO-8601 string with offset, or unix seconds. */
export const TimeValueSchema = v.union([v.string(), v.number()]);

export interface ZoneShape {
  name: string;
  flag: string;
  /** Newer answers carry a UUID at every level. */
  id?: string | undefined;
  parent?: ZoneShape | undefined;
}

/** A zone and its chain of parents; a zone without a name or flag reads as '' (no flag is shown for it). */
export const ZoneSchema: Schema<ZoneShape> = v.object({
  name: textOr,
  flag: textOr,
  id: maybeText,
  parent: maybe(v.lazy(() => ZoneSchema)),
});

const PlayerMetaFieldsSchema = v.object({
  /** A second account's main one (spec part 2, player meta): its account id. */
  mainaccount: maybeText,
  vanity: maybeText,
  comment: maybeText,
  team: maybeFlag,
  sponsor: maybeFlag,
  sponsorlevel: maybeNum,
  nadeo: maybeFlag,
  twitch: maybeText,
  youtube: maybeText,
  twitter: maybeText,
  mastodon: maybeText,
});

/**
 * A player's meta as 2026 answers nest it: the social links moved under `meta.profile` (API-NOTES "What changed by
 * 2026"); 2022 and 2024 answers keep them flat. Where the other keys live now is unknown, so every key is read from
 * both places, the nested value first (a null there says nothing, the flat one is read).
 */
function withProfileFirst(input: unknown): unknown {
  if (!isRecord(input) || !isRecord(input.profile)) return input;
  // The input is parsed JSON: a value there is never undefined, and null says nothing.
  const nested = Object.entries(input.profile).filter(([, value]) => value !== null);
  return { ...input, ...Object.fromEntries(nested) };
}

export const PlayerMetaSchema = v.pipe(v.unknown(), v.transform(withProfileFirst), PlayerMetaFieldsSchema);

/** A player reference: the account id is required; an unknown account has no name; zone, tag and meta may be missing. */
export const PlayerSchema = v.object({
  id: text,
  name: maybeText,
  tag: maybeText,
  zone: maybe(ZoneSchema),
  meta: maybe(PlayerMetaSchema),
});

/**
 * A map as a row or a list names it (a trophy gain, a match, a record): its uid, required because the row is keyed
 * and linked by it, and its name, '' when unreadable. Spread into the row's own fields: `{ ...mapRefFields, … }`.
 */
export const mapRefFields = { mapUid: text, name: textOr };

/** A map: its uid is required; an unreadable medal score reads as NaN, which every formatter shows as "-". */
export const GameMapSchema = v.object({
  author: textOr,
  name: textOr,
  mapType: textOr,
  mapStyle: textOr,
  authorScore: numOr(Number.NaN),
  goldScore: numOr(Number.NaN),
  silverScore: numOr(Number.NaN),
  bronzeScore: numOr(Number.NaN),
  collectionName: textOr,
  filename: textOr,
  isPlayable: v.fallback(v.boolean(), true),
  mapId: textOr,
  mapUid: text,
  submitter: textOr,
  timestamp: textOr,
  fileUrl: textOr,
  thumbnailUrl: textOr,
  authorplayer: maybe(PlayerSchema),
  submitterplayer: maybe(PlayerSchema),
  exchangeid: maybeNum,
});

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

/** A game mode's setting as a row: its name and its value as text ('' when it has none: '' or null says nothing). */
export interface ScriptSettingRow {
  name: string;
  value: string;
}

function settingText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function settingRow(keyName: string, item: unknown): ScriptSettingRow[] {
  if (isRecord(item)) {
    const named = [item.name, item.key].find((candidate) => typeof candidate === 'string' && candidate !== '');
    const name = typeof named === 'string' ? named : keyName;
    return name === '' ? [] : [{ name, value: settingText(item.value) }];
  }
  return keyName === '' ? [] : [{ name: keyName, value: settingText(item) }];
}


/**
 * Script settings, in the order sent. Clients disagree on the shape: a list of `{key, value}`, a list of
 * `{name, type, value}` (2024), or an object keyed by setting name whose values are the values themselves or such
 * objects. All read as rows; a setting without a name is left out, anything else reads as no settings.
 */
export const ScriptSettingsSchema = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((input): ScriptSettingRow[] => {
      if (Array.isArray(input)) return input.flatMap((item) => settingRow('', item));
      if (isRecord(input)) return Object.entries(input).flatMap(([name, item]) => settingRow(name, item));
      return [];
    }),
  ),
  // A missing key: the object schema consults the fallback before the entry runs.
  () => [],
);
