import type { Player } from '../../api/types';
import type { Club } from '../../data/clubTypes';

/** The club's author: the spec calls it authorplayer, the client libraries creatorplayer; either may come. */
export function clubAuthor(club: Club): Player | undefined {
  return club.authorplayer ?? club.creatorplayer;
}

/** The club's images, in the order a person looks for them, with the ones the API sent (non-empty) only. */
export function clubImages(club: Club): { label: string; url: string }[] {
  const candidates: [string, string | undefined][] = [
    ['Icon', club.iconUrl],
    ['Logo', club.logoUrl],
    ['Decal', club.decalUrl],
    ['Background', club.backgroundUrl],
    ['Vertical', club.verticalUrl],
    ['Screen 16x9', club.screen16x9Url],
    ['Screen 64x41', club.screen64x41Url],
    ['Screen 2x1', club.screen2x1Url],
    ['Screen 8x1', club.screen8x1Url ?? club.decal8x1Url],
    ['Screen 16x1', club.screen16x1Url ?? club.decal16x1Url],
    ['Sponsor decal 4x1', club.decalSponsor4x1Url],
  ];
  return candidates.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '').map(([label, url]) => ({ label, url }));
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
