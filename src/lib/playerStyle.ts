import type { PlayerMeta } from '../api/types';

// Name styling for the three badges. The order of BADGES is the precedence: a player can hold several
// badges but the name takes one colour, team over sponsor over the makers' staff.

export type BadgeKind = 'team' | 'sponsor' | 'nadeo';

export interface PlayerBadge {
  kind: BadgeKind;
  /** Styles the name (bold, in the badge's colour). */
  className: string;
  /** Classes of the Bulma tag that shows the badge in the hover popup. */
  tagClassName: string;
  /** Words for the badge: tag text and assistive text, since colour alone carries no meaning. */
  label: string;
}

const BADGES: readonly PlayerBadge[] = [
  { kind: 'team', className: 'player-team', tagClassName: 'tag is-primary', label: 'Team member' },
  { kind: 'sponsor', className: 'player-sponsor', tagClassName: 'tag is-danger', label: 'Sponsor' },
  { kind: 'nadeo', className: 'player-staff', tagClassName: 'tag player-staff-tag', label: 'Nadeo employee' },
];

/** Every badge the player holds, in precedence order. Only a literal `true` counts (meta is untyped JSON). */
export function playerBadges(meta: PlayerMeta | undefined): PlayerBadge[] {
  if (!meta) return [];
  return BADGES.filter((badge) => meta[badge.kind] === true);
}

export interface PlayerStyle {
  /** The name's class, or '' for a player without a badge. */
  className: string;
  /** The assistive label of that badge, or ''. */
  label: string;
}

/** The one badge that styles the player's name. */
export function playerStyle(meta: PlayerMeta | undefined): PlayerStyle {
  const [first] = playerBadges(meta);
  return first ? { className: first.className, label: first.label } : { className: '', label: '' };
}
