import type { GameMap } from '../../api/types';
import { rngFor } from './random';
import { styledName } from './gameText';
import { mockPlayer, PLAYER_COUNT } from './players';
import { isoTime, nowSeconds, DAY_SECONDS } from './time';

export type MapKind = 'race' | 'platform' | 'stunt' | 'royal';

const MAP_TYPES: Record<MapKind, string> = {
  race: 'TrackMania\\TM_Race',
  platform: 'TrackMania\\TM_Platform',
  stunt: 'TrackMania\\TM_Stunt',
  royal: 'TrackMania\\TM_Royal',
};

/** A map whose every field follows from its seed (and `uid`, when a caller needs a uid it can recognise later); thumbnails and files are served by the image handlers. */
export function mockMap(seed: string, options: { kind?: MapKind; uploadedAt?: number; uid?: string } = {}): GameMap {
  const rng = rngFor('map', seed);
  const kind = options.kind ?? 'race';
  // The token is drawn either way, so a given uid does not change the rest of the map.
  const drawnUid = rng.token(rng.int(25, 27));
  const mapUid = options.uid ?? drawnUid;
  const author = mockPlayer(rng.int(1, PLAYER_COUNT - 1));
  const submitter = rng.bool(0.1) ? mockPlayer(rng.int(1, PLAYER_COUNT - 1)) : author;
  const base =
    kind === 'platform' ? rng.int(0, 3) : kind === 'stunt' ? rng.int(20, 90) * 1000 : rng.int(24_000, 95_000);
  const step = (factor: number) =>
    kind === 'platform' ? base + Math.round(factor * 4) : Math.round(base * (1 + factor / 10));
  const map: GameMap = {
    author: author.id,
    name: styledName(rng),
    mapType: MAP_TYPES[kind],
    mapStyle: rng.bool(0.4) ? rng.pick(['Tech', 'Dirt', 'FullSpeed', 'Ice', 'Mixed']) : '',
    authorScore: base,
    goldScore: step(kind === 'stunt' ? -1 : 0.6),
    silverScore: step(kind === 'stunt' ? -2 : 1.2),
    bronzeScore: step(kind === 'stunt' ? -3 : 2),
    collectionName: 'Stadium',
    filename: `${seed}.Map.Gbx`,
    isPlayable: true,
    mapId: rng.uuid(),
    mapUid,
    submitter: submitter.id,
    timestamp: isoTime(options.uploadedAt ?? nowSeconds() - rng.int(1, 900) * DAY_SECONDS),
    fileUrl: `/mock-files/maps/${mapUid}.Map.Gbx`,
    thumbnailUrl: `/mock-img/thumbnails/${mapUid}.svg`,
    authorplayer: author,
    submitterplayer: submitter,
  };
  if (rng.bool(0.6)) map.exchangeid = rng.int(1000, 190_000);
  return map;
}
