import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '../lib/yieldToMain';

/**
 * `when`, one task later: false while it is false, and once it turns true, true from a render of its own after the
 * current one has been committed and painted. For a part of a page that may come a moment after the rest (the details
 * below a table): drawn in the same render, the two would make one long task for React and one for the browser's
 * layout, which a phone's first view pays in blocking time; apart, each stays short.
 */
export function useNextTask(when: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!when) return undefined;
    // A yield, not a microtask: the browser paints what was committed before the next part is drawn. A transition:
    // a click or a key that comes meanwhile goes first.
    let current = true;
    void yieldToMain().then(() => {
      if (current) startTransition(() => setReady(true));
    });
    return () => {
      current = false;
      setReady(false);
    };
  }, [when]);
  return when && ready;
}
