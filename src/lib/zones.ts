// The zone tree (world, continents, countries, regions) as a flat list with derived names, for pickers and titles.
// Pure: no React, no requests. The API's own shape is read by the page's api.ts and turned into ZoneNode first.
import type { Zone } from '../api/types';

export interface ZoneNode {
  id: string;
  name: string;
  /** Missing at the root (World). */
  parentId?: string;
  flag?: string;
}

export interface NamedZone extends ZoneNode {
  /** The zone, then its parents: "Paris, Île-de-France, France, Europe, World". */
  fullName: string;
  /** The root first: "World, Europe, France, Île-de-France, Paris"; sorting by it keeps the tree's order. */
  reverseName: string;
  /** 0 for the root. */
  depth: number;
}

/** The spec's default option limit of a dropdown. */
export const ZONE_OPTION_LIMIT = 1000;

/** The names from the zone up to the root. A parent that is missing or loops back ends the chain. */
function chainNames(zone: ZoneNode, byId: ReadonlyMap<string | undefined, ZoneNode>): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  let current: ZoneNode | undefined = zone;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.push(current.name);
    // The root's parentId is undefined, which no zone has as id: the chain ends there.
    current = byId.get(current.parentId);
  }
  return names;
}

/** Every zone with its full and reverse names, in tree order (by reverse name). Later duplicates of an id are dropped. */
export function nameZones(zones: readonly ZoneNode[]): NamedZone[] {
  const byId = new Map<string, ZoneNode>();
  for (const zone of zones) if (!byId.has(zone.id)) byId.set(zone.id, zone);
  const named = [...byId.values()].map((zone) => {
    const names = chainNames(zone, byId);
    return {
      ...zone,
      fullName: names.join(', '),
      reverseName: [...names].reverse().join(', '),
      depth: names.length - 1,
    };
  });
  return named.sort((a, b) => a.reverseName.localeCompare(b.reverseName, 'en'));
}

/** The root: the first zone without a parent (or whose parent is unknown), World in practice. */
export function rootZone(zones: readonly NamedZone[]): NamedZone | undefined {
  return zones.find((zone) => zone.depth === 0);
}

/** Lower case without accents, so "ile" finds "Île-de-France" and "UKRAINE" finds "Ukraine". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Zones whose full name holds every word of the query (accent and case blind, commas ignored), in tree order, at
 * most `limit`: "paris france" and "Paris, Île" both find Paris.
 */
export function searchZones(zones: readonly NamedZone[], query: string, limit = ZONE_OPTION_LIMIT): NamedZone[] {
  const words = searchKey(query).match(/[^\s,]+/g) ?? [];
  // No words: every zone (every word of none is there).
  const found = zones.filter((zone) => {
    const key = searchKey(zone.fullName);
    return words.every((word) => key.includes(word));
  });
  return found.slice(0, limit);
}

/** The zone chain, most specific first (as the API nests it), up to World. */
export function zoneList(zone: Zone | undefined): Zone[] {
  const list: Zone[] = [];
  for (let at = zone; at && list.length < 10; at = at.parent) list.push(at);
  return list;
}

/** A country's flag code is three upper-case letters ("FRA"); other codes name regions, continents or the world. */
export function isCountryFlag(flag: string | undefined): boolean {
  // No flag reads "undefined": not a country's.
  return /^[A-Z]{3}$/.test(String(flag));
}

/** The country of a zone: the first zone up its chain (the zone itself included) whose flag is a country's. */
export function countryOf(zone: Zone | undefined): Zone | undefined {
  return zoneList(zone).find((at) => isCountryFlag(at.flag));
}
