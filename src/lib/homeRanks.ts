// The signed-in player's ranks as their home (/me) saw them at the last visit, kept in this browser (localStorage)
// under their account, so that the next visit says what changed, as My records and Following keep theirs. Checked
// with valibot on every read: a value that does not read is "nothing kept", never a crash. A visit is views less than
// VISIT_GAP_MS apart (recordChangesStore.ts): a reload a few minutes later keeps showing the same changes.
import * as v from 'valibot';
import { countOf } from './format';
import { keptStorage as storage } from './recordChangesKeys';
import { VISIT_GAP_MS } from './recordChangesStore';

export const HOME_RANKS_PREFIX = 'home-ranks:';
const keyOf = (account: string) => `${HOME_RANKS_PREFIX}${account.toLowerCase()}`;

// Stryker disable ObjectLiteral,ArrayDeclaration,StringLiteral: made once when the module loads
const finite = v.pipe(v.number(), v.finite());
const FiguresSchema = v.object({
  points: v.optional(finite),
  world: v.optional(finite),
  country: v.optional(finite),
  /** Rank per matchmaking mode ("2v2", "3v3", "royal"). */
  ranks: v.record(v.string(), finite),
});
const SeenSchema = v.object({ at: finite, figures: FiguresSchema });
const StoredSchema = v.object({ v: v.literal(1), seen: SeenSchema, base: v.optional(SeenSchema) });
// Stryker restore ObjectLiteral,ArrayDeclaration,StringLiteral

export type RankFigures = v.InferOutput<typeof FiguresSchema>;
type Seen = v.InferOutput<typeof SeenSchema>;
type Stored = v.InferOutput<typeof StoredSchema>;

function readStored(account: string): Stored | undefined {
  try {
    const parsed = v.safeParse(StoredSchema, JSON.parse(String(storage()?.getItem(keyOf(account)))));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** What a visit that started at `visitStart` compares with: the last visit's figures, or none yet. */
export function rankBaseline(account: string, visitStart: number): Seen | undefined {
  const stored = readStored(account);
  if (!stored) return undefined;
  return stored.seen.at >= visitStart - VISIT_GAP_MS ? stored.base : stored.seen;
}

/** Keeps what this visit saw, with the figures it compares with for the rest of the visit. Storage refused: nothing. */
export function keepRanks(account: string, figures: RankFigures, visitStart: number, now = Date.now()): void {
  const base = rankBaseline(account, visitStart);
  const next: Stored = base ? { v: 1, seen: { at: now, figures }, base } : { v: 1, seen: { at: now, figures } };
  try {
    storage()?.setItem(keyOf(account), JSON.stringify(next));
  } catch {
    // Full or refused: the next visit compares with what was kept before, or with nothing.
  }
}

/** A position's change: places gained (up) or lost; undefined when either side is missing or nothing moved. */
export function placeChange(before: number | undefined, now: number | undefined): string | undefined {
  if (before === undefined || now === undefined || before === now) return undefined;
  return `${now < before ? '▲' : '▼'} ${countOf(Math.abs(before - now), 'place')}`;
}

/** Trophy points won or lost since: "+1,200 points", "−1 point"; undefined when either side is missing or nothing moved. */
export function pointsChange(before: number | undefined, now: number | undefined): string | undefined {
  if (before === undefined || now === undefined || now === before) return undefined;
  return `${now > before ? '+' : '−'}${countOf(Math.abs(now - before), 'point')}`;
}
