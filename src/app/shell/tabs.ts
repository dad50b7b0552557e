import { paths } from '../../lib/paths';

export interface NavTab {
  label: string;
  path: string;
  /** Active only on the exact path instead of on every path below it. */
  exact?: boolean;
  /** Other path prefixes that belong to this tab (a player page belongs to Players). */
  alsoActiveOn?: string[];
}

export const NAV_TABS: readonly NavTab[] = [
  { label: 'Maniapub', path: paths.ads() },
  { label: 'Players', path: paths.players(), alsoActiveOn: ['/player'] },
  { label: 'Rankings', path: '/top', alsoActiveOn: ['/matchmaking'] },
  { label: 'Matches', path: paths.matches(), alsoActiveOn: ['/match'] },
  { label: 'TOTD', path: paths.totd() },
  { label: 'COTD', path: paths.cotd() },
  { label: 'Campaigns', path: paths.campaigns() },
  { label: 'Club Rooms', path: paths.rooms() },
  { label: 'Clubs', path: paths.clubs() },
  { label: 'Events', path: paths.competitions() },
];

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** A tab is active when the path starts with its path (whole segments), or equals it when exact. */
export function isTabActive(tab: NavTab, pathname: string): boolean {
  if (tab.exact) return pathname === tab.path;
  return [tab.path, ...(tab.alsoActiveOn ?? [])].some((prefix) => underPrefix(pathname, prefix));
}
