import { rngFor } from './random';
import { styledName } from './gameText';

// The clubs of the mocked data set by index: id and name only. Campaign lists, rooms, club pages and
// events all name clubs through this module, so a club linked from one area exists in the others.

export const CLUB_COUNT = 180;
const FIRST_ID = 10_000;
const ID_STEP = 37;

export interface ClubRef {
  id: number;
  name: string;
}

const CLUB_WORDS = [
  'Racing',
  'Esports',
  'Team',
  'Crew',
  'Club',
  'Academy',
  'Society',
  'League',
  'Collective',
  'Gaming',
];

/** A club by index: game text, often with a word such as "Racing" after the styled part. Indexes wrap around. */
export function mockClubRef(index: number): ClubRef {
  const wrapped = ((index % CLUB_COUNT) + CLUB_COUNT) % CLUB_COUNT;
  const rng = rngFor('campaign-club', wrapped);
  const base = styledName(rng);
  return { id: FIRST_ID + wrapped * ID_STEP, name: rng.bool(0.6) ? `${base}$z ${rng.pick(CLUB_WORDS)}` : base };
}

/** The index of a club id, or undefined when no club of the data set has it. */
export function clubIndexOf(id: number): number | undefined {
  const offset = id - FIRST_ID;
  if (!Number.isInteger(offset) || offset < 0 || offset % ID_STEP !== 0) return undefined;
  const index = offset / ID_STEP;
  return index < CLUB_COUNT ? index : undefined;
}

export function findClubRef(id: number): ClubRef | undefined {
  const index = clubIndexOf(id);
  return index === undefined ? undefined : mockClubRef(index);
}
