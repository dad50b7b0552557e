import { useId, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { useUrlParam } from '../../components/useUrlParam';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { NO_COTD_DATA, playerQueries, type CotdPage, type CotdStats } from '../../data/player';
import { COTD_ORDERS, cotdFilterChanges, readCotdFilters, type CotdFilterParam, type CotdFilters } from './cotdOptions';
import { CotdResultsTable } from './CotdResultsTable';
import { CotdStatsBlock } from './CotdStatsBlock';
import { CotdChartSection } from './charts/CotdChartSection';
import { startOver } from '../../data/cache/access';

export const NO_CUPS_MESSAGE = "This player hasn't participated in any Cups of the Day yet.";
export const RERUNS_ONLY_MESSAGE = 'This player has only participated in Cup of the Day reruns so far.';

/** The rows of some loaded pages, a cup listed twice (the list moved between requests) shown once. */
const mergePages = (pages: readonly CotdPage[]) =>
  mergeByKey(
    pages.map((page) => page.cotds),
    (row) => row.id,
  );

/** Cups counted in a stats block, broken ones included. */
const played = (stats: CotdStats | undefined) => (stats?.total ?? 0) + (stats?.broken ?? 0);

export function CotdTab({ accountId }: { accountId: string }) {
  const [params, setUrl] = useUrlParam<CotdFilterParam>('includeReruns', 'order');
  const filters = readCotdFilters(params);
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(playerQueries.cotd(accountId, filters.includeReruns, filters.order));
  const selectId = useId();

  // The table draws the pages asked for with Load more. The chart's range can load many more (all of a player's
  // cups: thousands), which the table does not draw until asked: a table that long would make a phone crawl.
  const [tablePages, setTablePages] = useState(1);

  const change = (next: Partial<CotdFilters>) => {
    const chosen = { ...filters, ...next };
    setTablePages(1);
    // A new choice starts its list over at page 0: pages kept from an earlier visit of that choice are dropped.
    startOver(queryClient, playerQueries.cotd(accountId, chosen.includeReruns, chosen.order));
    setUrl(cotdFilterChanges(chosen));
  };

  const pages = query.data?.pages;
  const first = pages?.[0];
  const loadedPages = pages?.length ?? 0;
  const rows = useMemo(() => mergePages(pages ?? []), [pages]);
  const tableRows = useMemo(() => mergePages((pages ?? []).slice(0, tablePages)), [pages, tablePages]);
  const moreLoaded = loadedPages > tablePages;
  // The table's paging as Load more sees it: pages the chart loaded are shown at once; past them, the next is asked for.
  const tablePaging = {
    hasNextPage: moreLoaded || query.hasNextPage,
    isFetchingNextPage: !moreLoaded && query.isFetchingNextPage,
    fetchNextPage: async () => {
      setTablePages(Math.min(tablePages, loadedPages) + 1);
      if (!moreLoaded) await query.fetchNextPage();
    },
  };
  const noData = query.isError && query.error instanceof ApiError && query.error.message === NO_COTD_DATA;
  const stats = filters.includeReruns ? first?.stats : first?.statsprimary;
  const none =
    noData ||
    (first !== undefined && played(first.stats) === 0 && played(first.statsprimary) === 0 && rows.length === 0);
  const rerunsOnly =
    !none &&
    first !== undefined &&
    !filters.includeReruns &&
    played(first.statsprimary) === 0 &&
    played(first.stats) > 0;

  return (
    <section aria-label="Cup of the Day results">
      <div className="player-cotd-controls">
        <label className="checkbox">
          <input
            type="checkbox"
            className="mr-2"
            checked={filters.includeReruns}
            disabled={query.isFetching}
            onChange={(event) => change({ includeReruns: event.target.checked })}
          />
          Include reruns
        </label>
        <div className="field is-horizontal mb-0">
          <label className="label mr-2 mb-0" htmlFor={selectId}>
            Sort order
          </label>
          <ChoiceSelect
            id={selectId}
            value={filters.order}
            choices={COTD_ORDERS.list}
            onChange={(order) => change({ order })}
          />
        </div>
      </div>
      {query.isPending && <ProgressBar label="Loading Cup of the Day results…" />}
      {none && (
        <p className="notification" role="status">
          {NO_CUPS_MESSAGE}
        </p>
      )}
      {rerunsOnly && (
        <p className="notification is-info" role="status">
          {RERUNS_ONLY_MESSAGE} Check “Include reruns” to see them.
        </p>
      )}
      {!none && !rerunsOnly && first && <CotdStatsBlock stats={stats} includeReruns={filters.includeReruns} />}
      {!none && rows.length > 0 && (
        <CotdChartSection
          rows={rows}
          tableCount={tableRows.length}
          total={first?.total}
          order={filters.order}
          query={query}
        />
      )}
      {!none && rows.length > 0 && <CotdResultsTable rows={tableRows} />}
      {/* For the pages the table draws: those the chart loaded beyond them are said when the table reaches them. */}
      <UnreadNote lists={(pages ?? []).slice(0, tablePages)} one="cup result" />
      {query.isError && !noData && (
        <ErrorBox
          title={query.isFetchNextPageError ? 'Could not load more cups' : 'Could not load the Cup of the Day results'}
          error={query.error}
        >
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
      )}
      <QueryLoadMore query={tablePaging} />
    </section>
  );
}
