// The figures My records saw on each map at the signed-in player's last visit, kept in this browser (localStorage)
// under their account, so that the next visit says what moved (recordChanges.ts). Versioned and checked with valibot
// on every read: a value that does not read (damaged, hand-edited, an older version) is "nothing kept", never a crash.
// Dropped at logout and when another account signs in (recordChangesKeys.ts, watched by the app's boot).
//
// Per map, two sets of figures: `seen`, the latest the grid showed, and `base`, what this visit compares with. A
// visit is a stretch of views less than VISIT_GAP_MS apart: a reload or a return a few minutes later is the same
// visit and keeps showing the same changes, instead of "nothing changed" against what it just saw.
import * as v from 'valibot';
import type { MapFigures, SeenFigures } from './recordChanges';
import { keptStorage as storage, recordChangesKey as keyOf } from './recordChangesKeys';

export const RECORD_CHANGES_VERSION = 1;
/** Views closer than this are one visit: they compare with the same earlier figures. */
export const VISIT_GAP_MS = 30 * 60_000;
/** Sections (campaigns, months) kept per account, the most recently seen first. */
export const MAX_SECTIONS = 24;

// Stryker disable ObjectLiteral,ArrayDeclaration,StringLiteral: the schemas are made once when the module loads (static), which a mutation run reuses, so it never sees this change
const finite = v.pipe(v.number(), v.finite());
const SeenSchema = v.object({
  at: finite,
  name: v.string(),
  kind: v.picklist(['race', 'platform', 'stunt', 'royal']),
  score: v.optional(finite),
  rank: v.optional(finite),
  medal: v.optional(v.picklist(['author', 'gold', 'silver', 'bronze', 'none'])),
  band: v.optional(finite),
  wr: v.optional(v.object({ score: finite, holder: v.string() })),
});
const EntrySchema = v.object({ seen: SeenSchema, base: v.optional(SeenSchema), goneAt: v.optional(finite) });
const SectionSchema = v.object({ maps: v.record(v.string(), EntrySchema) });
const StoredSchema = v.object({ v: v.literal(RECORD_CHANGES_VERSION), sections: v.record(v.string(), SectionSchema) });
// Stryker restore ObjectLiteral,ArrayDeclaration,StringLiteral

export type MapEntry = v.InferOutput<typeof EntrySchema>;
export type SectionSnapshot = v.InferOutput<typeof SectionSchema>;
type Stored = v.InferOutput<typeof StoredSchema>;

/** The account's kept value, or undefined when nothing (readable) is kept. */
function readStored(account: string): Stored | undefined {
  try {
    const raw = storage()?.getItem(keyOf(account));
    // Nothing kept reads as "null", which the schema refuses, or (no storage) "undefined", which is not JSON: undefined either way.
    const parsed = v.safeParse(StoredSchema, JSON.parse(String(raw)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    // Not JSON: as good as nothing kept (the next write replaces it).
    return undefined;
  }
}

/** Every section kept for the account (scope → figures): none when nothing (readable) is kept. */
export function readSections(account: string): Readonly<Record<string, SectionSnapshot>> {
  return readStored(account)?.sections ?? {};
}

/** A section's kept figures (`scope`: "campaign:{group}", "month:2026-11"), or undefined when nothing is kept. */
export function readSection(account: string, scope: string): SectionSnapshot | undefined {
  return readStored(account)?.sections[scope];
}

// The latest time a section's maps were seen (0 for none): the inner arrow, on its own line, is counted.
const newest = (section: SectionSnapshot) => Math.max(0, ...Object.values(section.maps).map((entry) => entry.seen.at));

/** Keeps a section's figures; the account's oldest sections go past MAX_SECTIONS. Storage full or blocked: nothing. */
export function writeSection(account: string, scope: string, section: SectionSnapshot): void {
  const sections = { ...readStored(account)?.sections, [scope]: section };
  const kept = Object.entries(sections)
    .sort(([, a], [, b]) => newest(b) - newest(a))
    .slice(0, MAX_SECTIONS);
  try {
    storage()?.setItem(
      keyOf(account),
      JSON.stringify({ v: RECORD_CHANGES_VERSION, sections: Object.fromEntries(kept) }),
    );
  } catch {
    // Full or refused: the next visit compares with what was kept before, or with nothing.
  }
}

/** What a visit that started at `visitStart` compares a map with: the last visit's figures, or none yet. */
export function baselineOf(entry: MapEntry | undefined, visitStart: number): SeenFigures | undefined {
  if (!entry) return undefined;
  return entry.seen.at >= visitStart - VISIT_GAP_MS ? entry.base : entry.seen;
}

/** Whether a map kept for the section but no longer in it is shown as removed in the visit that started at `visitStart`. */
const goneThisVisit = (entry: MapEntry, visitStart: number) =>
  entry.goneAt === undefined || entry.goneAt >= visitStart - VISIT_GAP_MS;

/** The kept maps that are no longer in the section (`uids`: its maps now): their names, and when they were last seen. */
export function removedMaps(
  section: SectionSnapshot | undefined,
  uids: readonly string[],
  visitStart: number,
): { name: string; at: number }[] {
  if (!section) return [];
  return Object.entries(section.maps)
    .filter(([uid, entry]) => !uids.includes(uid) && goneThisVisit(entry, visitStart))
    .map(([, entry]) => ({ name: entry.seen.name, at: entry.seen.at }));
}

/**
 * The section to keep after a visit that started at `visitStart` (the section then: `before`) saw `seen` at `now`:
 * the maps seen get their new figures; the section's other maps (not loaded) keep theirs; maps no longer in the
 * section (`uids`) are kept to the end of this visit, marked gone, then dropped.
 */
export function nextSection(
  before: SectionSnapshot | undefined,
  seen: Readonly<Record<string, MapFigures>>,
  uids: readonly string[],
  visitStart: number,
  now: number,
): SectionSnapshot {
  const maps: Record<string, MapEntry> = {};
  for (const [uid, entry] of Object.entries(before?.maps ?? {})) {
    if (uids.includes(uid)) maps[uid] = entry;
    else if (goneThisVisit(entry, visitStart)) maps[uid] = { ...entry, goneAt: entry.goneAt ?? now };
  }
  for (const [uid, figures] of Object.entries(seen)) {
    if (!uids.includes(uid)) continue;
    const base = baselineOf(before?.maps[uid], visitStart);
    maps[uid] = base ? { seen: { ...figures, at: now }, base } : { seen: { ...figures, at: now } };
  }
  return { maps };
}
