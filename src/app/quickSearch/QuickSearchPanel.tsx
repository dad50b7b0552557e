import './quickSearch.scss';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { MIN_PLAYER_SEARCH } from '../../lib/quickSearch';
import { readRecentPages } from '../../lib/recentPages';
import { getFollowing } from '../../lib/following';
import { useResultGroups, type QuickOption } from './useResultGroups';

interface QuickSearchPanelProps {
  onClose: () => void;
  /** Text typed after the shortcut while the panel was on its way: the box shows it until the first edit. */
  typedAhead?: TypedAhead;
}

export interface TypedAhead {
  get: () => string;
  subscribe: (onChange: () => void) => () => void;
}

const NOTHING_TYPED: TypedAhead = { get: () => '', subscribe: () => () => undefined };

const FOCUSABLE = 'input, button, a[href]';

/**
 * The quick search: a dialog (a full-width sheet on a phone) around a combobox. The focus stays in the text box; the
 * arrows move through the options (aria-activedescendant), Enter opens the one shown as active, Escape closes and
 * gives the focus back to where it was, Tab stays inside the dialog. The rest of the page is inert meanwhile.
 */
export function QuickSearchPanel({ onClose, typedAhead = NOTHING_TYPED }: QuickSearchPanelProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  // Keys can arrive while React still holds a freshly loaded panel back: the box follows them until it is edited.
  const ahead = useSyncExternalStore(typedAhead.subscribe, typedAhead.get);
  const [edited, setText] = useState<string | null>(null);
  const text = edited ?? ahead;
  // What the arrows chose; null is "the first option" while typing, "none" on the recent pages.
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  // The element to give the focus back to, as it was when the panel opened (read once, before the box takes it).
  const [returnTo] = useState(() => document.activeElement);
  const [openedOn] = useState(location.pathname);
  const [recent] = useState(() => readRecentPages().filter((page) => page.path.split('?')[0] !== location.pathname));
  const backdrop = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  // Read once as the panel opens, like the recent pages: the list does not move under the arrows.
  const [followed] = useState(() => getFollowing().players);
  const { recognised, groups, searching } = useResultGroups(text, recent, followed);

  // Every option in order, with its place among those that can be chosen (statuses cannot).
  const choosable: QuickOption[] = [];
  const numbered = groups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({
      option,
      index: option.kind === 'status' ? -1 : choosable.push(option) - 1,
    })),
  }));
  const fallback = recognised.text === '' || choosable.length === 0 ? -1 : 0;
  const active = activeIndex !== null && activeIndex < choosable.length ? activeIndex : fallback;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const expanded = groups.length > 0;

  useEffect(() => {
    const host = backdrop.current;
    // Modal: everything else on the page leaves the focus order and the accessibility tree until the panel closes.
    const others = [...document.body.children].filter((element) => element !== host && !element.hasAttribute('inert'));
    for (const element of others) element.setAttribute('inert', '');
    document.documentElement.classList.add('quick-search-open');
    input.current?.focus();
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.documentElement.classList.remove('quick-search-open');
      const back =
        returnTo instanceof HTMLElement && returnTo.isConnected && returnTo !== document.body
          ? returnTo
          : document.getElementById('quick-search-opener');
      back?.focus();
    };
  }, [returnTo]);

  // Leaving the page another way (Back) closes the panel too. A page that rewrites its own query string (a chart's
  // settings) stays the same page: only a new path counts.
  useEffect(() => {
    if (location.pathname !== openedOn) onClose();
  }, [location.pathname, openedOn, onClose]);

  // The active option stays in view as the arrows move through a list taller than the panel.
  useEffect(() => {
    // Optional: not every DOM implementation scrolls (the test environment's does not).
    const option: Partial<Pick<HTMLElement, 'scrollIntoView'>> | null =
      active >= 0 ? document.getElementById(optionId(active)) : null;
    option?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: QuickOption | undefined) => {
    if (option?.kind === 'go') {
      void navigate(option.to);
      onClose();
    } else if (option?.kind === 'retry') {
      option.retry();
    }
  };

  const move = (step: number) => {
    if (choosable.length === 0) return;
    const from = active === -1 ? (step > 0 ? -1 : 0) : active;
    setActiveIndex((from + step + choosable.length) % choosable.length);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(choosable[active]);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // The focus cycles through the dialog's own controls: the page behind it is out of reach while it is open.
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const at = focusable.indexOf(document.activeElement as HTMLElement);
      const next = focusable[(at + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length];
      event.preventDefault();
      next?.focus();
    }
  };

  const note = noteFor(recognised.text, recognised.hint, expanded, searching);

  return createPortal(
    <div
      ref={backdrop}
      className="quick-search-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="quick-search box" role="dialog" aria-modal="true" aria-label="Search" onKeyDown={onDialogKeyDown}>
        <div className="quick-search-bar">
          <label className="is-sr-only" htmlFor={`${ids}-input`}>
            Search players, maps, matches, cups, months, clubs, rooms and events
          </label>
          <input
            ref={input}
            id={`${ids}-input`}
            className="input"
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={`${ids}-listbox`}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-autocomplete="list"
            aria-describedby={`${ids}-help`}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Player, map UID, match id, 2024-3, club…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActiveIndex(null);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        <div id={`${ids}-listbox`} role="listbox" aria-label="Results" className="quick-search-list" hidden={!expanded}>
          {numbered.map((group) => (
            <ul key={group.key} role="group" aria-labelledby={`${ids}-${group.key}`}>
              <li role="presentation" id={`${ids}-${group.key}`} className="quick-search-group">
                {group.label}
              </li>
              {group.options.map(({ option, index }, at) =>
                index === -1 ? (
                  <li
                    key={`status-${at}`}
                    role="option"
                    aria-disabled="true"
                    aria-selected="false"
                    className="quick-search-status"
                  >
                    {option.content}
                  </li>
                ) : (
                  <li
                    key={index}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className={`quick-search-option${index === active ? ' is-active' : ''}${option.kind === 'retry' ? ' is-retry' : ''}`}
                    // The focus stays in the text box: a click only chooses.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (index !== active) setActiveIndex(index);
                    }}
                    onClick={() => choose(option)}
                  >
                    {option.content}
                  </li>
                ),
              )}
            </ul>
          ))}
        </div>
        <p className="quick-search-note" role="status">
          {note}
        </p>
        <p id={`${ids}-help`} className="quick-search-help">
          A player name ({MIN_PLAYER_SEARCH} or more characters), an account id, a map UID, a match id, a cup or club
          number, a month such as 2024-3 or Nov 2025, or a club, room or event name. Arrows to move, Enter to open,
          Escape to close; / or Ctrl+K opens this search on any page.
        </p>
      </div>
    </div>,
    document.body,
  );
}

/** The line under the list: why nothing is listed, or what is still on its way. */
function noteFor(text: string, hint: string | undefined, expanded: boolean, searching: boolean): string {
  if (hint) return hint;
  if (text === '') return expanded ? '' : 'Pages you visit show here.';
  if (searching) return 'Searching…';
  if (!expanded) return `Nothing found for “${text.length > 60 ? `${text.slice(0, 60)}…` : text}”.`;
  return text.length < MIN_PLAYER_SEARCH ? `Player names need ${MIN_PLAYER_SEARCH} or more characters.` : '';
}
