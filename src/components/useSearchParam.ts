import { useCallback } from 'react';
import { useUrlParam } from './useUrlParam';

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
  const [params, setUrl] = useUrlParam(SEARCH_PARAM);
  const raw = params.get(SEARCH_PARAM) ?? '';
  const search = trim ? raw.trim() : raw;
  // Replaced, not pushed (useUrlParam's default): every pause in the typing would otherwise add a history entry. No
  // search is no parameter at all, so the plain list keeps its plain address.
  const setSearch = useCallback((next: string) => setUrl({ [SEARCH_PARAM]: next === '' ? null : next }), [setUrl]);
  return [search, setSearch];
}
