// Zone search words and the zone chain at their edges: a word matches in one piece, commas split words, and a chain
// stops after ten zones.
import { describe, expect, it } from 'vitest';
import type { Zone } from '../../src/api/types';
import { nameZones, searchZones, zoneList, type ZoneNode } from '../../src/lib/zones';

const TREE: ZoneNode[] = [
  { id: 'world', name: 'World' },
  { id: 'eu', name: 'Europe', parentId: 'world' },
  { id: 'fra', name: 'France', parentId: 'eu' },
  { id: 'ain', name: 'Ain', parentId: 'fra' },
  { id: 'paris', name: 'Paris', parentId: 'fra' },
  { id: 'asia', name: 'Asia', parentId: 'world' },
  { id: 'ind', name: 'India', parentId: 'asia' },
];

const ids = (query: string) => searchZones(nameZones(TREE), query).map((zone) => zone.id);

describe('zone search words', () => {
  it('match in one piece: "ain" finds Ain, not India, which only holds its letters', () => {
    expect(ids('ain')).toEqual(['ain']);
  });

  it('are split at a comma without a space too', () => {
    expect(ids('paris,france')).toEqual(['paris']);
    expect(ids(',,')).toEqual(['world', 'asia', 'ind', 'eu', 'fra', 'ain', 'paris']);
  });
});

describe('the zone chain', () => {
  it('lists the zone, then its parents up to World', () => {
    const world: Zone = { name: 'World', flag: 'WOR' };
    const paris: Zone = {
      name: 'Paris',
      flag: 'Paris',
      parent: { name: 'France', flag: 'FRA', parent: { name: 'Europe', flag: 'europe', parent: world } },
    };
    expect(zoneList(paris).map((zone) => zone.name)).toEqual(['Paris', 'France', 'Europe', 'World']);
    expect(zoneList(undefined)).toEqual([]);
  });

  it('stops after ten zones, however deep the answer nests them', () => {
    let zone: Zone = { name: 'Level 12', flag: 'L12' };
    for (let level = 11; level >= 1; level -= 1)
      zone = { name: `Level ${String(level)}`, flag: `L${String(level)}`, parent: zone };
    const names = zoneList(zone).map((at) => at.name);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('Level 1');
    expect(names[9]).toBe('Level 10');
  });
});
