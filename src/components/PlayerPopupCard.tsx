import { lazy, Suspense, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Player } from '../api/types';
import { accountIdToLogin } from '../lib/accountLogin';
import { paths } from '../lib/paths';
import { playerBadges } from '../lib/playerStyle';
import { CopyButton } from './CopyButton';
import { GameText } from './GameText';
import { PlayerName, plainPlayerName } from './PlayerName';

// The star button and the store behind it load when a popup first opens: the popup is in the first view's code,
// whose budget has no room for them.
const FollowButton = lazy(() => import('./FollowButton').then((module) => ({ default: module.FollowButton })));

/** The address people share: this site's own origin and path, then the hash route. */
export function vanityUrl(vanity: string): string {
  return `${location.origin}${location.pathname}#${paths.player(vanity)}`;
}

// Only phrasing elements (spans) inside: the popup may sit in a <p> or a table cell.
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="player-popup-field">
      <span className="player-popup-label">{label}</span> <span className="player-popup-value">{children}</span>
    </span>
  );
}

const GAP = 4;
const MARGIN = 8;

/**
 * Fixed positioning relative to the anchor, so that a table container's overflow does not clip the
 * popup; it flips above the anchor when there is no room below. Kept in sync on scroll and resize.
 */
function usePlacement(anchor: RefObject<HTMLElement | null>): RefObject<HTMLSpanElement | null> {
  const popup = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const place = () => {
      const el = popup.current;
      const at = anchor.current?.getBoundingClientRect();
      if (!el || !at) return;
      const { width, height } = el.getBoundingClientRect();
      const below = at.bottom + GAP;
      const top = below + height > window.innerHeight && at.top - GAP - height > 0 ? at.top - GAP - height : below;
      const left = Math.max(MARGIN, Math.min(at.left, window.innerWidth - width - MARGIN));
      el.style.top = `${top}px`;
      el.style.left = `${left}px`;
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [anchor]);
  return popup;
}

interface PlayerPopupCardProps {
  player: Player;
  anchor: RefObject<HTMLElement | null>;
}

/** The hover popup's content: who the player is and the identifiers people copy. */
export function PlayerPopupCard({ player, anchor }: PlayerPopupCardProps) {
  const ref = usePlacement(anchor);
  const meta = player.meta ?? {};
  const badges = playerBadges(player.meta);
  const login = accountIdToLogin(player.id);
  // Labels are plain text; the field below shows the name as the game styles it.
  const name = plainPlayerName(player);
  const shareUrl = meta.vanity ? vanityUrl(meta.vanity) : '';
  return (
    <span ref={ref} role="dialog" aria-label={`Player details for ${name}`} className="player-popup box">
      <span className="player-popup-name">
        <PlayerName player={player} />
      </span>
      {meta.comment && <span className="player-popup-comment">{meta.comment}</span>}
      {badges.length > 0 && (
        <span className="tags player-popup-tags">
          {badges.map((badge) => (
            <span key={badge.kind} className={badge.tagClassName}>
              {badge.label}
            </span>
          ))}
        </span>
      )}
      {shareUrl && (
        <Field label="Vanity URL">
          <span className="is-mono">{shareUrl}</span> <CopyButton value={shareUrl} label="Copy vanity URL" />
        </Field>
      )}
      <Field label="Account ID">
        <span className="is-mono">{player.id}</span> <CopyButton value={player.id} label="Copy account ID" />
      </Field>
      {login && (
        <Field label="Login">
          <span className="is-mono">{login}</span>
        </Field>
      )}
      {player.tag && (
        <Field label="Club tag">
          <GameText text={player.tag} />
        </Field>
      )}
      <Field label="Display name">{player.name ? <GameText text={player.name} /> : player.id}</Field>
      {/* Last: the identifiers people copy come first in the Tab order. */}
      {player.name && (
        <span className="player-popup-field">
          <Suspense fallback={null}>
            <FollowButton id={player.id} name={player.name} label={name} className="player-popup-follow" />
          </Suspense>
        </span>
      )}
    </span>
  );
}
