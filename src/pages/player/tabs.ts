import { MATCHMAKING_TYPE } from '../../lib/matchmaking';

// The player page's tabs: the slug goes into the path (/player/{id}/{slug}); the summary has none.
export type PlayerTabId = 'summary' | '2v2' | '3v3' | 'royal' | 'trophies' | 'cotd';

export interface PlayerTab {
  id: PlayerTabId;
  /** The path segment; undefined for the default tab. */
  slug: string | undefined;
  label: string;
  /** Matchmaking type of a match tab. */
  typeId?: number;
  /** The notice of a discontinued mode. */
  notice?: string;
}

export const PLAYER_TABS: readonly PlayerTab[] = [
  { id: 'summary', slug: undefined, label: 'Summary' },
  { id: '2v2', slug: '2v2', label: '2v2 Matches', typeId: MATCHMAKING_TYPE.ranked2v2 },
  {
    id: '3v3',
    slug: '3v3',
    label: '3v3 Matches',
    typeId: MATCHMAKING_TYPE.ranked3v3,
    notice: "Ranked 3v3 has been discontinued. This view shows a historical list of this player's ranked 3v3 matches.",
  },
  {
    id: 'royal',
    slug: 'royal',
    label: 'Royal Matches',
    typeId: MATCHMAKING_TYPE.royal,
    notice:
      "Royal matchmaking has been discontinued. This view shows a historical list of this player's Royal matches.",
  },
  { id: 'trophies', slug: 'trophies', label: 'Trophy Gains' },
  { id: 'cotd', slug: 'cotd', label: 'Cup of the Day' },
];

/** The tab of a route segment: none is the summary, an unknown one is undefined. */
export function playerTabOf(segment: string | undefined): PlayerTab | undefined {
  if (segment === undefined || segment === '') return PLAYER_TABS[0];
  const lower = segment.toLowerCase();
  return PLAYER_TABS.find((tab) => tab.slug === lower || (tab.id === 'summary' && lower === 'summary'));
}
