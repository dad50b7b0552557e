// Schemas of the entities several answers share (API-NOTES.md "Player object", "Maps", "What changed by 2024").
// The types in types.ts are read from these, so the decoded shape and the type the pages read cannot drift apart.
import * as v from 'valibot';
import { maybe, maybeFlag, maybeNum, maybeText, numOr, text, textOr, type Schema } from './schema';
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
