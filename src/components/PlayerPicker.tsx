import './PlayerPicker.scss';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { Player } from '../api/types';
import { Flag } from './Flag';
import { PlayerName } from './PlayerName';
import { PagedListFoot } from './PagedListFoot';
import { ProgressBar } from './ProgressBar';
import { committedSearch, SEARCH_DEBOUNCE_MS } from './SearchBox';
import { useDebouncedValue } from './useDebouncedValue';
import { mergeByKey } from '../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../lib/site';
import { MIN_SEARCH_LENGTH, playerSearchQuery, SHORT_SEARCH_MESSAGE } from '../data/playerSearch';

interface PlayerPickerProps {
  /** The button's visible text. */
  label: string;
  /** What the panel is for, for assistive technology. */
  panelLabel: string;
  /** Where a picked player leads. */
  hrefFor: (player: Player) => string;
  /** An account not to offer (the player already on the page). */
  excludeId?: string;
  /** A small button, the size of the buttons beside it (Follow). */
  small?: boolean;
}

/**
 * A button that opens a small player search (a disclosure): the same rules as the players page (4 characters, a
 * pause before asking). Each result is a link. Escape closes the panel and puts the focus back on the button.
 */
export function PlayerPicker({ label, panelLabel, hrefFor, excludeId, small = false }: PlayerPickerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="player-picker" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={small ? 'button is-small' : 'button'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && <PickerPanel id={panelId} label={panelLabel} hrefFor={hrefFor} excludeId={excludeId} />}
    </div>
  );
}

function PickerPanel({
  id,
  label,
  hrefFor,
  excludeId,
}: {
  id: string;
  label: string;
  hrefFor: (player: Player) => string;
  excludeId: string | undefined;
}) {
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = committedSearch(settled, MIN_SEARCH_LENGTH);
  const query = useInfiniteQuery(playerSearchQuery(search));
  const results = mergeByKey(
    (query.data?.pages ?? []).map((page) => page.items),
    (result) => result.player.id,
  ).filter((result) => result.player.id !== excludeId);
  // Said once the typing pauses, like the players page: a live message on every key would be noise.
  const tooShort = settled === text && text.trim() !== '' && search === '';

  // The panel opens for typing: the cursor goes straight into its box.
  useEffect(() => input.current?.focus(), []);

  return (
    <div id={id} className="box player-picker-panel" role="group" aria-label={label}>
      <label className="label" htmlFor={inputId}>
        Search players
      </label>
      <input
        ref={input}
        id={inputId}
        className="input"
        type="search"
        placeholder="Player name or vanity"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-describedby={helpId}
        onChange={(event) => setText(event.target.value)}
      />
      {/* Always in the layout: a live region that appears with its text is not announced. */}
      <p id={helpId} className="help" role="status">
        {tooShort ? SHORT_SEARCH_MESSAGE : ''}
      </p>
      {search !== '' && (
        <div className="player-picker-results">
          {query.isPending && <ProgressBar label="Searching players…" />}
          {query.isSuccess && results.length === 0 && <p>No players found for “{search}”.</p>}
          {results.length > 0 && (
            <ul aria-label="Players found">
              {results.map(({ player }) => (
                <li key={player.id}>
                  <Link to={hrefFor(player)}>
                    {player.zone?.flag ? <Flag flag={player.zone.flag} title={player.zone.name} decorative /> : null}
                    <span>
                      <PlayerName player={player} showTag />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <PagedListFoot
            query={query}
            errorTitle={{ first: 'Could not search the players', more: 'Could not load more players' }}
            errorHint={<p>{DATA_API_DOWN_HINT}</p>}
          />
        </div>
      )}
    </div>
  );
}
