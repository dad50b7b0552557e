import type { Player, PlayerMeta } from '../../api/types';
import { rngFor, type Rng } from './random';
import { clubTag, playerName } from './gameText';
import { PLAYER_ZONE_IDS, zoneChain } from './zones';
import { MOCK_USER } from './mockUser';

export const PLAYER_COUNT = 5000;


function metaFor(index: number, rng: Rng): PlayerMeta | undefined {
  // Real data leaves meta out, sends {}, or a few keys, including ones the spec does not name.
  if (index === 0) return { vanity: MOCK_USER.vanity, twitch: 'mockpilot' };
  const roll = rng.next();
  if (roll < 0.45) return undefined;
  if (roll < 0.6) return {};
  const meta: PlayerMeta & Record<string, unknown> = {};
  if (rng.bool(0.5)) meta.vanity = playerName(rng).toLowerCase();
  if (index % 97 === 1) meta.team = true;
  if (index % 41 === 2) {
    meta.sponsor = true;
    meta.sponsorlevel = rng.int(1, 3);
  }
  if (index % 131 === 3) meta.nadeo = true;
  if (index % 53 === 4) meta.comment = 'Community mapper and streamer';
  if (rng.bool(0.15)) meta.twitch = playerName(rng).toLowerCase();
  if (rng.bool(0.1)) meta.youtube = rng.bool() ? `@${playerName(rng)}` : `UC${rng.token(22)}`;
  if (rng.bool(0.08)) meta.twitter = playerName(rng);
  if (rng.bool(0.05)) meta.mastodon = `${playerName(rng).toLowerCase()}@mastodon.social`;
  if (rng.bool(0.03)) meta.tmgl = true;
  return meta;
}

const cache = new Map<number, Player>();

/** The player at a stable index of the data set (0 is the mock user). */
export function mockPlayer(index: number): Player {
  const wrapped = ((index % PLAYER_COUNT) + PLAYER_COUNT) % PLAYER_COUNT;
  const cached = cache.get(wrapped);
  if (cached) return cached;
  const rng = rngFor('player', wrapped);
  const id = wrapped === 0 ? MOCK_USER.accountid : rng.uuid();
  const name = wrapped === 0 ? MOCK_USER.displayname : playerName(rng);
  const player: Player = { id, name, zone: zoneChain(rng.pick(PLAYER_ZONE_IDS)) };
  if (rng.bool(0.4)) player.tag = clubTag(rng);
  const meta = metaFor(wrapped, rng);
  if (meta !== undefined) player.meta = meta;
  cache.set(wrapped, player);
  return player;
}

/** An account the API does not know: no name (offline play can assign random ids). */
export function unknownPlayer(seed: string | number): Player {
  return { id: rngFor('unknown', seed).uuid() };
}

let index: Map<string, number> | undefined;

/** Finds a player by account id or vanity. */
export function findPlayer(idOrVanity: string): Player | undefined {
  if (!index) {
    index = new Map();
    for (let i = 0; i < PLAYER_COUNT; i += 1) {
      const player = mockPlayer(i);
      index.set(player.id, i);
      if (player.meta?.vanity) index.set(player.meta.vanity.toLowerCase(), i);
    }
  }
  const found = index.get(idOrVanity) ?? index.get(idOrVanity.toLowerCase());
  return found === undefined ? undefined : mockPlayer(found);
}
