import { useEffect, useState, type SyntheticEvent } from 'react';
import { useDebouncedValue } from '../../components/useDebouncedValue';

/** The spec's pause before a change of the search text reloads the list. */
export const SEARCH_DEBOUNCE_MS = 500;

interface RoomSearchProps {
  /** The search the list shows (from the address). */
  value: string;
  /** Called with the new search, trimmed, once the typing pauses, on Enter, or empty on Clear. */
  onSearch: (search: string) => void;
}

/** The room list's search box with its Clear button. */
export function RoomSearch({ value, onSearch }: RoomSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed under us (back or forward, a link): the box follows it, unless it is our own trimmed text.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only a pause in the typing commits: while `settled` lags behind `text`, a change from outside is not undone.
    if (settled === text && settled.trim() !== value) onSearch(settled.trim());
  }, [settled, text, value, onSearch]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };

  const clear = () => {
    setText('');
    onSearch('');
  };

  return (
    <form role="search" className="field room-search" onSubmit={submit}>
      <label className="label" htmlFor="room-search">
        Search rooms
      </label>
      <div className="field has-addons">
        <div className="control is-expanded">
          <input
            id="room-search"
            className="input"
            type="search"
            placeholder="Room name"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="control">
          <button type="button" className="button" onClick={clear} disabled={text === ''} aria-label="Clear search">
            Clear
          </button>
        </div>
      </div>
    </form>
  );
}
