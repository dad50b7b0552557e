import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Player } from '../api/types';
import { CountryFlag } from './CountryFlag';
import { PlayerLink } from './PlayerLink';
import { isUnknownPlayer } from './PlayerName';
import { idleModule } from '../lib/idleModule';
import { useIdleModule } from './useIdleModule';

export const SHOW_DELAY_MS = 500;
export const HIDE_DELAY_MS = 400;

// The card's code (badges, copy buttons, the follow button) is not needed to draw a list of names: it comes as a chunk
// of its own once the page has loaded, or at the first hover or focus if that is sooner, well within the 500 ms
// before a card opens. A failed download is asked for again at the next hover.
const card = idleModule(() => import('./PlayerPopupCard'));

/**
 * The open card: drawn once its code is here, asked for (and drawn on arrival) when it is not yet. Its own component,
 * so that a closed name, hundreds of them in a list, holds no state or effect for it.
 */
function OpenCard({ player, anchor }: { player: Player; anchor: RefObject<HTMLSpanElement | null> }) {
  const module = useIdleModule(card);
  return module ? <module.PlayerPopupCard player={player} anchor={anchor} /> : null;
}

interface PlayerHoverPopupProps {
  player: Player;
  /** Show the club tag before the name. */
  showTag?: boolean;
  /** Show the flag of the player's country before the name. */
  showFlag?: boolean;
}

/**
 * A player link that opens a details popup after the pointer rests on it (or the link has keyboard
 * focus) for 500 ms, and closes 400 ms after both pointer and focus have left the link and the popup.
 * Escape closes it. Lists render hundreds of these, so the closed state holds no popup DOM and no
 * timer: timers start on hover or focus only.
 */
export function PlayerHoverPopup({ player, showTag = false, showFlag = false }: PlayerHoverPopupProps) {
  // Unknown accounts show a raw id with its own tooltip; a details popup would cover that tooltip.
  if (isUnknownPlayer(player)) return <PlayerLink player={player} showFlag={showFlag} />;
  // The flag stays outside the hover area: pointing at it does not open the popup.
  return (
    <>
      {showFlag && <CountryFlag zone={player.zone} />}
      <HoverAnchor player={player} showTag={showTag} />
    </>
  );
}

function HoverAnchor({ player, showTag }: { player: Player; showTag: boolean }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What the pending timer will set `open` to, so that hover then focus (a click) does not restart it.
  const pending = useRef<boolean | undefined>(undefined);
  const hovered = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
  };

  const schedule = (next: boolean) => {
    // The card's code asked for at the first hover if it is not here yet (a failure: the card asks again when open).
    if (next) card.load().catch(() => undefined);
    if (pending.current === next) return;
    cancel();
    if (next === open) return;
    pending.current = next;
    timer.current = setTimeout(
      () => {
        timer.current = undefined;
        pending.current = undefined;
        setOpen(next);
      },
      next ? SHOW_DELAY_MS : HIDE_DELAY_MS,
    );
  };

  const focusInside = () => anchor.current?.contains(document.activeElement) ?? false;

  useEffect(() => {
    if (!open) return;
    // On the document: a hovered popup must close on Escape wherever the keyboard focus is.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimeout(timer.current);
      timer.current = undefined;
      pending.current = undefined;
      // Focus inside the popup would be lost when it unmounts: bring it back to the link. The link's
      // focus handler still sees the popup open at this point, so it schedules no reopening.
      if (anchor.current?.querySelector('.player-popup')?.contains(document.activeElement)) {
        anchor.current.querySelector<HTMLElement>('a')?.focus();
      }
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span
      ref={anchor}
      className="player-popup-anchor"
      onMouseEnter={() => {
        hovered.current = true;
        schedule(true);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        // Keyboard focus still on the link or in the popup keeps it open.
        if (!focusInside()) schedule(false);
      }}
      // Focus moving from the link into the popup blurs then focuses: the focus cancels the hide.
      onFocus={() => schedule(true)}
      onBlur={() => {
        if (!hovered.current) schedule(false);
      }}
      onKeyDown={(event) => {
        // Escape before the popup has opened cancels the pending open.
        if (event.key === 'Escape' && !open) cancel();
      }}
    >
      <PlayerLink player={player} showTag={showTag} />
      {open && <OpenCard player={player} anchor={anchor} />}
    </span>
  );
}
