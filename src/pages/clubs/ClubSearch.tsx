import { useEffect, useState, type SyntheticEvent } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** The spec's pause before a change of the search text reloads the list (§5). */
export const SEARCH_DEBOUNCE_MS = 500;

interface ClubSearchProps {
  /** The search the list shows (from the address). */
  value: string;
  /** Called with the trimmed search once the typing pauses, on Enter, or with "" on Clear. */
  onSearch: (search: string) => void;
}

/** The club list's search box with a Clear button. */
export function ClubSearch({ value, onSearch }: ClubSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under us (back, forward, the Clubs tab): the box follows it, unless it is our own text.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a pause in the typing commits: while `settled` lags behind `text`, an outside reset is not undone.
    if (settled === text && settled.trim() !== value) onSearch(settled.trim());
  }, [settled, text, value, onSearch]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <form role="search" className="field club-search" onSubmit={submit}>
      <label className="label" htmlFor="club-search">
        Search clubs
      </label>
      <div className="field has-addons">
        <div className="control is-expanded">
          <input
            id="club-search"
            className="input"
            type="search"
            placeholder="Club name or tag"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="control">
          <button
            type="button"
            className="button"
            disabled={text === ''}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            Clear
          </button>
        </div>
      </div>
    </form>
  );
}
