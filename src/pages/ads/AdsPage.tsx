import './ads.scss';
import { useQuery } from '@tanstack/react-query';
import { TimedButton } from '../../components/TimedButton';
import { useTitle } from '../../components/useTitle';
import { adsQueries, sortByEndTime } from '../../data/ads';
import { AdBox } from './AdBox';
import { SectionBoundary } from '../../components/SectionBoundary';
import { WholeListStates } from '../../components/WholeListStates';

const TITLE = 'In-game ads';

export function AdsPage() {
  useTitle(TITLE);
  const query = useQuery(adsQueries.list());
  const ads = sortByEndTime(query.data?.ads ?? []);
  return (
    <section>
      <header className="block ads-header">
        <h1 className="title">{TITLE}</h1>
        <TimedButton
          className={query.isFetching && !query.isPending ? 'is-loading' : ''}
          onClick={() => void query.refetch()}
        >
          Refresh
        </TimedButton>
      </header>
      <WholeListStates
        query={query}
        loading="Loading the ads…"
        errorTitle="Could not load the in-game ads"
        count={ads.length}
        empty="There are no in-game ads right now."
      />
      {ads.map((ad, index) => (
        // An answer may repeat an ad or send its uid empty: the place keeps the keys apart.
        <SectionBoundary key={`${index}-${ad.uid}`} name="this ad">
          <AdBox ad={ad} />
        </SectionBoundary>
      ))}
    </section>
  );
}
