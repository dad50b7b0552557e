import { useEffect, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs`: typing into a search box asks the API once per pause,
 * not once per key. Each change restarts the wait; the first render returns the value at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return debounced;
}
