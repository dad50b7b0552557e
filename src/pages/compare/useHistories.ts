import { useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { mergeByKey } from '../../lib/mergeByKey';
import { NO_COTD_DATA, playerQueries, type CotdPage, type CotdResult, type CotdStats } from '../../data/player';

// Both players' Cup of the Day histories, reruns included, newest first: the player page's own query options (its
// "Include reruns" view with the default order), so a history seen there is not fetched again here.
const INCLUDE_RERUNS = true;
const ORDER = 'dateDesc';

export type HistoryStatus = 'loading' | 'none' | 'error' | 'ready';

export interface History {
  status: HistoryStatus;
  /** Page 0: the statistics of every cup. */
  first: CotdPage | undefined;
  rows: CotdResult[];
  /** No page is left to load. */
  complete: boolean;
  error: unknown;
  /** The first page came, a later one failed. */
  moreFailed: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** Cups counted in a stats block, broken ones included. */
const played = (stats: CotdStats | undefined) => (stats?.total ?? 0) + (stats?.broken ?? 0);

function useHistory(accountId: string, enabled: boolean): History {
  const query = useInfiniteQuery({ ...playerQueries.cotd(accountId, INCLUDE_RERUNS, ORDER), enabled });
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const rows = mergeByKey(
    pages.map((page) => page.cotds),
    (row) => row.id,
  );
  const noData = query.error instanceof ApiError && query.error.message === NO_COTD_DATA;
  let status: HistoryStatus = 'ready';
  if (!first) status = query.isError ? (noData ? 'none' : 'error') : 'loading';
  else if (rows.length === 0 && played(first.stats) === 0) status = 'none';
  return {
    status,
    first,
    rows,
    complete: !query.hasNextPage,
    error: query.error,
    moreFailed: first !== undefined && query.isFetchNextPageError,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** The two histories, asked one after the other (the second once the first has answered): gentle on the API. */
export function useHistories(accountA: string, accountB: string): [History, History] {
  const a = useHistory(accountA, true);
  const b = useHistory(accountB, a.status !== 'loading');
  return [a, b];
}
