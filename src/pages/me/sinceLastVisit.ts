import { compareMap, describeChange, hasChanged, partText } from '../../lib/recordChanges';
import type { SectionSnapshot } from '../../lib/recordChangesStore';

// What My records already keeps in this browser, read for the home's "Since your last visit": the maps whose figures
// moved between the last two views of My records (a new PB, places won or lost, a world record fallen). Nothing is
// asked of the API for it.

export interface MovedMap {
  uid: string;
  name: string;
  /** "▲ 7 since Tue · new PB, −0.412 s". */
  text: string;
  at: number;
}

/** The maps that moved, newest view first, at most `limit`. */
export function movedMaps(
  sections: Readonly<Record<string, SectionSnapshot>>,
  now: number,
  limit = 6,
): { maps: MovedMap[]; more: number } {
  const moved: MovedMap[] = [];
  const seenUids = new Set<string>();
  for (const section of Object.values(sections)) {
    for (const [uid, entry] of Object.entries(section.maps)) {
      if (!entry.base || entry.goneAt !== undefined || seenUids.has(uid)) continue;
      const change = compareMap(entry.base, entry.seen);
      if (!hasChanged(change)) continue;
      seenUids.add(uid);
      const parts = describeChange(change, entry.seen.kind, entry.base.at, now);
      moved.push({ uid, name: entry.seen.name, text: parts.map(partText).join(' · '), at: entry.seen.at });
    }
  }
  moved.sort((a, b) => b.at - a.at);
  return { maps: moved.slice(0, limit), more: Math.max(0, moved.length - limit) };
}

/** Whether My records keeps anything for the account. */
export const keepsRecords = (sections: Readonly<Record<string, SectionSnapshot>>): boolean =>
  Object.values(sections).some((section) => Object.keys(section.maps).length > 0);
