import { describe, expect, it } from 'vitest';
import {
  countryOf,
  isCountryFlag,
  nameZones,
  rootZone,
  searchKey,
  searchZones,
  ZONE_OPTION_LIMIT,
  type ZoneNode,
} from '../../src/lib/zones';

const TREE: ZoneNode[] = [
  { id: 'paris', name: 'Paris', parentId: 'idf' },
  { id: 'world', name: 'World', flag: 'WOR' },
  { id: 'fra', name: 'France', parentId: 'eu', flag: 'FRA' },
  { id: 'eu', name: 'Europe', parentId: 'world' },
  { id: 'idf', name: 'Île-de-France', parentId: 'fra' },
  { id: 'ukr', name: 'Україна', parentId: 'eu' },
];

describe('zone names', () => {
  it('derives the full name (zone first) and the reverse name (root first)', () => {
    const paris = nameZones(TREE).find((zone) => zone.id === 'paris');
    expect(paris?.fullName).toBe('Paris, Île-de-France, France, Europe, World');
    expect(paris?.reverseName).toBe('World, Europe, France, Île-de-France, Paris');
    expect(paris?.depth).toBe(4);
  });

  it('sorts in tree order: each zone right after its parent', () => {
    expect(nameZones(TREE).map((zone) => zone.id)).toEqual(['world', 'eu', 'fra', 'idf', 'paris', 'ukr']);
  });

  it('finds the root, and survives unknown parents, loops and duplicate ids', () => {
    const zones = nameZones([
      { id: 'a', name: 'A', parentId: 'b' },
      { id: 'b', name: 'B', parentId: 'a' },
      { id: 'c', name: 'C', parentId: 'missing' },
      { id: 'c', name: 'Second C' },
    ]);
    expect(zones.map((zone) => zone.fullName)).toEqual(['B, A', 'A, B', 'C']);
    expect(rootZone(zones)?.id).toBe('c');
    expect(rootZone(nameZones(TREE))?.name).toBe('World');
    expect(rootZone([])).toBeUndefined();
  });
});

describe('zone search', () => {
  const zones = nameZones(TREE);
  const ids = (query: string) => searchZones(zones, query).map((zone) => zone.id);

  it('matches any part of the full name, ignoring case and accents', () => {
    expect(ids('france')).toEqual(['fra', 'idf', 'paris']);
    expect(ids('ILE')).toEqual(['idf', 'paris']);
    expect(ids('україна')).toEqual(['ukr']);
    expect(searchKey('  Île-de-FRANCE ')).toBe('ile-de-france');
  });

  it('needs every word, commas aside', () => {
    expect(ids('paris france')).toEqual(['paris']);
    expect(ids('Paris, Île')).toEqual(['paris']);
    expect(ids('paris germany')).toEqual([]);
  });

  it('gives every zone for an empty query, up to the option limit', () => {
    expect(ids('  ')).toHaveLength(TREE.length);
    const many = nameZones(Array.from({ length: 1500 }, (_, index) => ({ id: `z${index}`, name: `Zone ${index}` })));
    expect(searchZones(many, '')).toHaveLength(ZONE_OPTION_LIMIT);
    expect(ZONE_OPTION_LIMIT).toBe(1000);
  });
});

describe('countries', () => {
  it('takes a flag of three upper-case letters for a country, and any other code for a region', () => {
    expect(isCountryFlag('FRA')).toBe(true);
    for (const code of ['fra', 'Fra', 'FR', 'FRAN', 'Ile-de-France', 'F1A', '', undefined])
      expect(isCountryFlag(code)).toBe(false);
  });

  it('finds the first country up the zone chain, the zone itself included', () => {
    const france = {
      name: 'France',
      flag: 'FRA',
      parent: { name: 'Europe', flag: 'europe', parent: { name: 'World', flag: 'WOR' } },
    };
    const paris = {
      name: 'Paris',
      flag: 'Paris',
      parent: { name: 'Île-de-France', flag: 'IDF-region', parent: france },
    };
    expect(countryOf(paris)?.name).toBe('France');
    expect(countryOf(france)?.name).toBe('France');
    expect(countryOf({ name: 'Europe', flag: 'europe' })).toBeUndefined();
    expect(countryOf(undefined)).toBeUndefined();
  });
});
