import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** The spec's pause before a change of the search text reloads a list. */
export const SEARCH_DEBOUNCE_MS = 500;

/** A search shorter than `chars` searches nothing, and the box says `message` (the player search). */
export interface MinLengthRule {
  chars: number;
  message: string;
  /** The message's own class, for the page's styles. */
  className?: string;
}

/** The search a text commits to: trimmed, or nothing while it is too short to search. */
export function committedSearch(text: string, minLength = 0): string {
  const trimmed = text.trim();
  return trimmed.length >= minLength ? trimmed : '';
}

interface SearchBoxProps {
  /** The committed search, from the address. */
  value: string;
  /** Called with the new committed search once the typing pauses, on Enter, or with '' from the button. */
  onSearch: (search: string) => void;
  /** The input's id; the too-short message takes `${id}-help`. */
  id: string;
  label: string;
  placeholder: string;
  /** The form's classes: its layout (Bulma `field` or `block`) and the page's own class for its styles. */
  className: string;
  /** The button's text; a different accessible name goes in `buttonAriaLabel`. */
  buttonLabel?: string;
  buttonAriaLabel?: string;
  /** The list is loading: the button waits, so it cannot race the answer it would discard. */
  busy?: boolean;
  /**
   * The button resets rather than clears: it stays on while the address still holds a search the box no longer
   * shows, and puts the cursor back in the box for the next search.
   */
  reset?: boolean;
  minLength?: MinLengthRule;
  spellCheck?: boolean;
}

/** A list's search box with its Clear (or Reset) button: typing commits after a pause, Enter at once. */
export function SearchBox(props: SearchBoxProps) {
  const { value, onSearch, id, minLength, busy = false, reset = false } = props;
  const chars = minLength?.chars ?? 0;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed under us (a tab link, back or forward): the box follows it, unless the address only says
  // what the box already means (our own trimmed text coming back, or a too-short text that searches nothing).
  if (value !== seen) {
    setSeen(value);
    if (value !== committedSearch(text, chars)) setText(value);
  }

  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a pause in the typing commits: while `settled` lags behind `text`, a change from outside is not undone.
    if (settled !== text) return;
    const next = committedSearch(settled, chars);
    if (next !== value) onSearch(next);
  }, [settled, text, value, chars, onSearch]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next = committedSearch(text, chars);
    if (next !== value) onSearch(next);
  };

  const clear = () => {
    setText('');
    onSearch('');
    if (reset) input.current?.focus();
  };

  const empty = reset ? text === '' && value === '' : text === '';
  const tooShort = settled === text && settled.trim() !== '' && committedSearch(settled, chars) === '';
  const helpId = `${id}-help`;

  return (
    <form role="search" className={props.className} onSubmit={submit}>
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      <div className={minLength ? 'field has-addons mb-1' : 'field has-addons'}>
        <div className="control is-expanded">
          <input
            ref={input}
            id={id}
            className="input"
            type="search"
            placeholder={props.placeholder}
            autoComplete="off"
            spellCheck={props.spellCheck}
            value={text}
            aria-describedby={minLength ? helpId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="control">
          <button
            type="button"
            className="button"
            onClick={clear}
            disabled={busy || empty}
            aria-label={props.buttonAriaLabel}
          >
            {props.buttonLabel ?? 'Clear'}
          </button>
        </div>
      </div>
      {/* Always in the layout: a live region that appears with its text is not announced. */}
      {minLength && (
        <p id={helpId} className={minLength.className ? `help ${minLength.className}` : 'help'} role="status">
          {tooShort ? minLength.message : ''}
        </p>
      )}
    </form>
  );
}
