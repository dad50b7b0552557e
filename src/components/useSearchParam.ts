import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_PARAM = 'search';

interface SearchParamOptions {
  /**
   * Trim what the address says (default). The player search reads it as written instead: its box cleans a
   * hand-edited address itself, so a link with stray spaces is rewritten rather than kept.
   */
  trim?: boolean;
}

/** A list's search, kept in the address (?search=) so a reload or a shared link shows the same results. */
export function useSearchParam({ trim = true }: SearchParamOptions = {}): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(SEARCH_PARAM) ?? '';
  const search = trim ? raw.trim() : raw;
  const setSearch = useCallback(
    (next: string) => {
      // Replace, not push: every pause in the typing would otherwise add a history entry.
      setParams(
        (previous) => {
          // A copy keeps the other parameters of the address (a tab's options) as they are.
          const updated = new URLSearchParams(previous);
          // No search is no parameter at all, so the plain list keeps its plain address.
          if (next === '') updated.delete(SEARCH_PARAM);
          else updated.set(SEARCH_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [search, setSearch];
}
