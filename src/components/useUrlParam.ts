import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** New values of some address parameters: a text sets one, null removes it, a name left out keeps its value. */
export type UrlChanges<Name extends string = string> = Partial<Record<Name, string | null>>;

/** How a change moves the address. */
export interface UrlChangeOptions {
  /**
   * Push a history entry, so Back returns to the address before (a new page of a leaderboard). By default the
   * entry is replaced: a choice, a sort or a typed search would otherwise fill Back with every step.
   */
  push?: boolean;
}

/** The parameters with the changes applied; every other parameter is kept as it is. */
export function withParams(params: URLSearchParams, changes: UrlChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    // No value is no parameter at all, so a page's default state keeps its plain address.
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/**
 * The one way a page keeps its state in the address (?sort=…, ?search=…): what the address says, and a setter that
 * changes the named parameters at once (several in one history step) and keeps the others. The names type the
 * setter, so a page says which parameters it owns.
 */
export function useUrlParam<Name extends string>(
  // The names are for the type only: reading goes through the parameters, writing names them in its changes.
  ..._names: Name[]
): readonly [URLSearchParams, (changes: UrlChanges<Name>, options?: UrlChangeOptions) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: UrlChanges<Name>, { push = false }: UrlChangeOptions = {}) => {
      setParams((previous) => withParams(previous, changes), { replace: !push });
    },
    [setParams],
  );
  return [params, change];
}
