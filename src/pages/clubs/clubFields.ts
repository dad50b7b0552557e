import type { Player } from '../../api/types';
import type { Club } from '../../data/clubTypes';

/** The club's author: the spec calls it authorplayer, the client libraries creatorplayer; either may come. */
export function clubAuthor(club: Club): Player | undefined {
  return club.authorplayer ?? club.creatorplayer;
}

/** The club's images, in the order a person looks for them, with the ones the API sent (non-empty) only. */
export function clubImages(club: Club): { label: string; url: string; aspectRatio: string }[] {
  // Each image's shape, from its name (the game's formats), so its box is drawn before it arrives.
  const candidates: [string, string | undefined, string][] = [
    ['Icon', club.iconUrl, '1 / 1'],
    ['Logo', club.logoUrl, '1 / 1'],
    ['Decal', club.decalUrl, '1 / 1'],
    ['Background', club.backgroundUrl, '16 / 9'],
    ['Vertical', club.verticalUrl, '1 / 4'],
    ['Screen 16x9', club.screen16x9Url, '16 / 9'],
    ['Screen 64x41', club.screen64x41Url, '64 / 41'],
    ['Screen 2x1', club.screen2x1Url, '2 / 1'],
    ['Screen 8x1', club.screen8x1Url ?? club.decal8x1Url, '8 / 1'],
    ['Screen 16x1', club.screen16x1Url ?? club.decal16x1Url, '16 / 1'],
    ['Sponsor decal 4x1', club.decalSponsor4x1Url, '4 / 1'],
  ];
  return candidates
    .filter((entry): entry is [string, string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([label, url, aspectRatio]) => ({ label, url, aspectRatio }));
}

const STATES: Readonly<Record<string, string>> = {
  public: 'Public',
  'private-open': 'Private, open',
  'private-closed': 'Private, closed',
};

/** The club's state in words; an unknown state shows as sent. */
export function stateLabel(state: string | undefined): string | undefined {
  if (!state) return undefined;
  return STATES[state.toLowerCase()] ?? state;
}

/** Member roles as tags: "Content_Creator" reads "Content creator". Member gets no tag (spec §4). */
export function roleLabel(role: string | undefined): string | undefined {
  if (!role || role.toLowerCase() === 'member') return undefined;
  const words = role.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
