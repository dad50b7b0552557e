import type { Zone } from '../../api/types';

// A zone tree like the real one: words for continents and regions, odd and empty flags included.
export interface MockZone {
  id: string;
  name: string;
  flag: string;
  parentId?: string;
}

export const WORLD_ZONE_ID = 'z-world';

export const ZONES: readonly MockZone[] = [
  { id: WORLD_ZONE_ID, name: 'World', flag: 'WOR' },
  { id: 'z-europe', name: 'Europe', flag: 'europe', parentId: WORLD_ZONE_ID },
  { id: 'z-namerica', name: 'North America', flag: 'namerica', parentId: WORLD_ZONE_ID },
  { id: 'z-samerica', name: 'South America', flag: 'samerica', parentId: WORLD_ZONE_ID },
  { id: 'z-asia', name: 'Asia', flag: 'asia', parentId: WORLD_ZONE_ID },
  { id: 'z-oceania', name: 'Oceania', flag: 'oceania', parentId: WORLD_ZONE_ID },
  { id: 'z-fra', name: 'France', flag: 'FRA', parentId: 'z-europe' },
  { id: 'z-idf', name: 'Île-de-France', flag: 'Ile-de-France', parentId: 'z-fra' },
  { id: 'z-ara', name: 'Auvergne-Rhône-Alpes', flag: 'Auvergne-Rhone-Alpes', parentId: 'z-fra' },
  { id: 'z-paris', name: 'Paris', flag: '', parentId: 'z-idf' },
  { id: 'z-ger', name: 'Germany', flag: 'GER', parentId: 'z-europe' },
  { id: 'z-bavaria', name: 'Bavaria', flag: 'bavaria', parentId: 'z-ger' },
  { id: 'z-ned', name: 'Netherlands', flag: 'NED', parentId: 'z-europe' },
  { id: 'z-fin', name: 'Finland', flag: 'FIN', parentId: 'z-europe' },
  { id: 'z-pol', name: 'Poland', flag: 'POL', parentId: 'z-europe' },
  { id: 'z-nor', name: 'Norway', flag: 'NOR', parentId: 'z-europe' },
  { id: 'z-por', name: 'Portugal', flag: 'POR', parentId: 'z-europe' },
  { id: 'z-madeira', name: 'Madeira', flag: 'Madeira', parentId: 'z-por' },
  { id: 'z-ukr', name: 'Україна', flag: 'UKR', parentId: 'z-europe' },
  { id: 'z-can', name: 'Canada', flag: 'CAN', parentId: 'z-namerica' },
  { id: 'z-ontario', name: 'Ontario', flag: 'Ontario', parentId: 'z-can' },
  { id: 'z-usa', name: 'United States', flag: 'USA', parentId: 'z-namerica' },
  { id: 'z-bra', name: 'Brazil', flag: 'BRA', parentId: 'z-samerica' },
  { id: 'z-jpn', name: 'Japan', flag: 'JPN', parentId: 'z-asia' },
  { id: 'z-kor', name: 'Korea', flag: 'KOR', parentId: 'z-asia' },
  { id: 'z-aus', name: 'Australia', flag: 'AUS', parentId: 'z-oceania' },
];

const byId = new Map(ZONES.map((zone) => [zone.id, zone]));

export function findZone(id: string): MockZone | undefined {
  return byId.get(id);
}

/** The nested chain the API sends: `{name, flag, parent: {...}}` up to World, which has no parent. */
export function zoneChain(id: string): Zone {
  const zone = byId.get(id) ?? byId.get(WORLD_ZONE_ID);
  if (!zone) throw new Error('the zone tree has no World');
  const parent = zone.parentId === undefined ? undefined : zoneChain(zone.parentId);
  return parent ? { name: zone.name, flag: zone.flag, parent } : { name: zone.name, flag: zone.flag };
}

/** Zones where players live: the deepest levels are the most common. */
export const PLAYER_ZONE_IDS = ZONES.filter(
  (zone) => zone.parentId !== undefined && !zone.id.match(/^z-(europe|namerica|samerica|asia|oceania)$/),
).map((zone) => zone.id);
