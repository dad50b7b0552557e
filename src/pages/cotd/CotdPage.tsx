import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { TimedButton } from '../../components/TimedButton';
import { useTitle } from '../../components/useTitle';
import { useUrlParam } from '../../components/useUrlParam';
import { ParisTimeLink } from '../../components/ParisTimeLink';
import { cotdQueries } from '../../data/cotd';
import { CupList } from './CupList';
import { PlayerRanking } from './PlayerRanking';
import { filterChanges, readFilters, type CotdFilters, type FilterParam } from './filters';
import './cotd.scss';
import { SectionBoundary } from '../../components/SectionBoundary';
import { startOver } from '../../data/cache/access';
import { LastCupStrip } from '../../components/you/LastCupStrip';
import { useSession } from '../../session/SessionProvider';

const TITLE = 'Cup of the Day';

/** /cotd: the player ranking and the cup list side by side; their choices are kept in the query string. */
export function CotdPage() {
  useTitle(TITLE);
  const [params, setUrl] = useUrlParam<FilterParam>('sort', 'reruns', 'platform');
  const filters = readFilters(params);
  const queryClient = useQueryClient();
  const { session } = useSession();
  const ranking = useInfiniteQuery(cotdQueries.ranking(filters.sort, filters.reruns));
  const cups = useInfiniteQuery(cotdQueries.cups(filters.platform));

  const change = (next: Partial<CotdFilters>) => {
    const chosen = { ...filters, ...next };
    // A changed choice starts its list over at page 0: pages kept from an earlier visit of that choice are dropped.
    if (chosen.sort !== filters.sort || chosen.reruns !== filters.reruns) {
      startOver(queryClient, cotdQueries.ranking(chosen.sort, chosen.reruns));
    }
    if (chosen.platform !== filters.platform) {
      startOver(queryClient, cotdQueries.cups(chosen.platform));
    }
    // Replaced, not pushed (useUrlParam's default): Back leaves the page instead of stepping through every toggle.
    setUrl(filterChanges(chosen));
  };

  return (
    <section>
      <header className="block">
        <div className="is-flex is-flex-wrap-wrap is-align-items-center is-justify-content-space-between cotd-header">
          <h1 className="title mb-0">{TITLE}</h1>
          <TimedButton
            className={ranking.isRefetching || cups.isRefetching ? 'is-loading' : ''}
            onClick={() => {
              void ranking.refetch();
              void cups.refetch();
            }}
          >
            Refresh
          </TimedButton>
        </div>
        <p className="mt-3">
          A new cup starts every day at 7 PM <ParisTimeLink /> (Paris time) on the Track of the Day server.
        </p>
        {/* The signed-in player's own last cup first (issue 43): it lived five clicks away, on their profile. */}
        {session && <LastCupStrip accountId={session.accountid} />}
      </header>
      <div className="columns">
        <div className="column">
          <SectionBoundary name="the player ranking">
            <PlayerRanking
              sort={filters.sort}
              reruns={filters.reruns}
              onSort={(sort) => sort !== filters.sort && change({ sort })}
              onReruns={(reruns) => change({ reruns })}
              query={ranking}
            />
          </SectionBoundary>
        </div>
        <div className="column">
          <SectionBoundary name="the list of cups">
            <CupList
              platform={filters.platform}
              onPlatform={(platform) => platform !== filters.platform && change({ platform })}
              query={cups}
            />
          </SectionBoundary>
        </div>
      </div>
    </section>
  );
}
