// The zone tree as /api/zones serves it, and which zones each mock player belongs to (for the zone rankings).
import type { Zone } from '../../api/types';
import { mockPlayer, PLAYER_COUNT } from './players';
import { findZone, ZONES } from './zones';

/**
 * One zone of /api/zones. No public client models this endpoint; the mock answers `{ zones: ZoneListItem[] }` with
 * the spec's "id, name, parent" spelled like the game's own zone service (`zoneId`, `parentId`), plus the flag.
 * The root (World) has no `parentId` key at all, and a flag may be an empty string, as elsewhere in the API.
 */
export interface ZoneListItem {
  zoneId: string;
  name: string;
  parentId?: string;
  flag: string;
}

export function zoneList(): ZoneListItem[] {
  return ZONES.map((zone) =>
    zone.parentId === undefined
      ? { zoneId: zone.id, name: zone.name, flag: zone.flag }
      : { zoneId: zone.id, name: zone.name, parentId: zone.parentId, flag: zone.flag },
  );
}

export function isKnownZone(id: string): boolean {
  return findZone(id) !== undefined;
}

// Names are unique in the mock tree, so a player's nested chain maps back to zone ids.
const idByName = new Map(ZONES.map((zone) => [zone.name, zone.id]));

/** The ids of a nested zone chain, from the zone up to World. */
export function chainIds(zone: Zone | undefined): string[] {
  const ids: string[] = [];
  for (let current = zone; current; current = current.parent) {
    const id = idByName.get(current.name);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

let members: Map<string, Set<number>> | undefined;

/** The player indices living in a zone or below it (every player lives in World). */
export function playersInZone(zoneId: string): ReadonlySet<number> {
  if (!members) {
    members = new Map();
    for (let index = 0; index < PLAYER_COUNT; index += 1) {
      for (const id of chainIds(mockPlayer(index).zone)) {
        let set = members.get(id);
        if (!set) members.set(id, (set = new Set()));
        set.add(index);
      }
    }
  }
  return members.get(zoneId) ?? new Set();
}
