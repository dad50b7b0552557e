import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { MIN_SEARCH_LENGTH, SEARCH_DEBOUNCE_MS, SHORT_SEARCH_MESSAGE } from './api';

/** The search a text commits to: trimmed, or nothing when it is too short to search (spec §5). */
export function committedSearch(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
}

interface SearchBoxProps {
  /** The committed search, from the address. */
  value: string;
  /** Called with the new committed search once the typing pauses, on Enter, or '' on Reset. */
  onSearch: (search: string) => void;
}

/** The player search box with its Reset button and the too-short message. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address changed under us (the Search tab, back or forward): the box follows, unless the address only says
  // what the box already means (a short text commits to no search at all).
  if (value !== seen) {
    setSeen(value);
    if (value !== committedSearch(text)) setText(value);
  }

  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a pause in the typing commits; a too-short text clears the search (and its results).
    if (settled !== text) return;
    const next = committedSearch(settled);
    if (next !== value) onSearch(next);
  }, [settled, text, value, onSearch]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next = committedSearch(text);
    if (next !== value) onSearch(next);
  };

  const reset = () => {
    setText('');
    onSearch('');
    input.current?.focus();
  };

  const tooShort = settled === text && settled.trim() !== '' && committedSearch(settled) === '';

  return (
    <form role="search" className="block players-search" onSubmit={submit}>
      <label className="label" htmlFor="player-search">
        Search players
      </label>
      <div className="field has-addons mb-1">
        <div className="control is-expanded">
          <input
            ref={input}
            id="player-search"
            className="input"
            type="search"
            placeholder="Player name or vanity"
            autoComplete="off"
            spellCheck={false}
            value={text}
            aria-describedby="player-search-help"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="control">
          <button type="button" className="button" onClick={reset} disabled={text === '' && value === ''}>
            Reset
          </button>
        </div>
      </div>
      {/* Always in the layout: a live region that appears with its text is not announced. */}
      <p id="player-search-help" className="help players-search-help" role="status">
        {tooShort ? SHORT_SEARCH_MESSAGE : ''}
      </p>
    </form>
  );
}
