import type { Player, PlayerMeta } from '../../api/types';
import { rngFor, type Rng } from './random';
import { clubTag, playerName } from './gameText';
import { PLAYER_ZONE_IDS, zoneChain } from './zones';
import { MOCK_USER } from './mockUser';

export const PLAYER_COUNT = 5000;

/**
 * Players with stable vanities that show the player page's rare cases (profiles, histories: data/playerProfile.ts):
 *   0 mockpilot     the mock user (own profile when signed in), long histories
 *   1 demo-team     team badge, alpha player (started before 2020-07-01), the longest histories
 *   2 demo-sponsor  sponsor badge (no patron button on the own profile, were it theirs)
 *   3 demo-staff    makers' staff badge, never played Royal
 *   4 demo-nocotd   never played a Cup of the Day (the API answers "no player cotd data available")
 *   5 demo-reruns   played Cup of the Day reruns only
 *   6 demo-newcomer no matchmaking ranks, no matches, no trophy gains, no cups
 */
export const DEMO_PLAYERS = {
  mockUser: { index: 0, vanity: 'mockpilot' },
  team: { index: 1, vanity: 'demo-team' },
  sponsor: { index: 2, vanity: 'demo-sponsor' },
  staff: { index: 3, vanity: 'demo-staff' },
  noCotd: { index: 4, vanity: 'demo-nocotd' },
  rerunsOnly: { index: 5, vanity: 'demo-reruns' },
  newcomer: { index: 6, vanity: 'demo-newcomer' },
  nadeo: { index: 8, vanity: 'nadeo' },
} as const;

/** The game maker's system account (the author of the seasonal maps), exactly as 2024 answers send it: no zone, no tag. */
const NADEO_ACCOUNT: Player = {
  id: 'd2372a08-a8a1-46cb-97fb-23a161d85ad0',
  name: 'Nadeo',
  meta: { vanity: DEMO_PLAYERS.nadeo.vanity, comment: '', nadeo: true, twitch: '', youtube: '', twitter: '' },
};

const DEMO_VANITIES = new Map<number, string>(Object.values(DEMO_PLAYERS).map((demo) => [demo.index, demo.vanity]));

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
  if (wrapped === DEMO_PLAYERS.nadeo.index) return NADEO_ACCOUNT;
  const rng = rngFor('player', wrapped);
  const id = wrapped === 0 ? MOCK_USER.accountid : rng.uuid();
  const name = wrapped === 0 ? MOCK_USER.displayname : playerName(rng);
  const player: Player = { id, name, zone: zoneChain(rng.pick(PLAYER_ZONE_IDS)) };
  if (rng.bool(0.4)) player.tag = clubTag(rng);
  const meta = metaFor(wrapped, rng);
  const demoVanity = DEMO_VANITIES.get(wrapped);
  if (demoVanity !== undefined) player.meta = { ...meta, vanity: demoVanity };
  else if (meta !== undefined) player.meta = meta;
  cache.set(wrapped, player);
  return player;
}

/** An account the API does not know: no name (offline play can assign random ids). */
export function unknownPlayer(seed: string | number): Player {
  return { id: rngFor('unknown', seed).uuid() };
}

let index: Map<string, number> | undefined;

/** The data-set index of a player, by account id or vanity (any letter case); undefined when unknown. */
export function findPlayerIndex(idOrVanity: string): number | undefined {
  if (!index) {
    index = new Map();
    for (let i = 0; i < PLAYER_COUNT; i += 1) {
      const player = mockPlayer(i);
      index.set(player.id, i);
      if (player.meta?.vanity) index.set(player.meta.vanity.toLowerCase(), i);
    }
  }
  return index.get(idOrVanity) ?? index.get(idOrVanity.toLowerCase());
}

/** Finds a player by account id or vanity. */
export function findPlayer(idOrVanity: string): Player | undefined {
  const found = findPlayerIndex(idOrVanity);
  return found === undefined ? undefined : mockPlayer(found);
}
