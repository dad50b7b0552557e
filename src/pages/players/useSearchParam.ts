import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_PARAM = 'search';

/** The committed search, kept in the address (?search=) so a reload or a shared link shows the same results. */
export function useSearchParam(): [string, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const setSearch = useCallback(
    (next: string) => {
      // Replace, not push: every pause in the typing would otherwise add a history entry.
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
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
