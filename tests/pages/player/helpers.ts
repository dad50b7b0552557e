import { mockPlayer, DEMO_PLAYERS } from '../../../src/mocks/data/players';
import { playerProfile } from '../../../src/mocks/data/playerProfile';
import type { Zone } from '../../../src/api/types';

/** Loads the lazy page chunk once, so the first test stays within the query timeouts. */
export async function preloadPlayerPage(): Promise<void> {
  await import('../../../src/pages/player/PlayerPage');
}

export const demo = DEMO_PLAYERS;
export const playerAt = (index: number) => mockPlayer(index);
export const profileAt = (index: number) => playerProfile(index);

/** The zone chain's names, most specific first. */
export function zoneNames(zone: Zone | undefined): string[] {
  const names: string[] = [];
  for (let at: Zone | undefined = zone; at !== undefined; at = at.parent) names.push(at.name);
  return names;
}
