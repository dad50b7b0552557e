import './ads.scss';
import { useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { TimedButton } from '../../components/TimedButton';
import { useTitle } from '../../components/useTitle';
import { adsQueries, sortByEndTime } from './api';
import { AdBox } from './AdBox';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { SectionBoundary } from '../../components/SectionBoundary';

const TITLE = 'In-game ads';

export function AdsPage() {
  useTitle(TITLE);
  const query = useQuery(adsQueries.list());
  const ads = sortByEndTime(query.data?.ads ?? []);
  return (
    <section>
      <header className="block ads-header">
        <h1 className="title">{TITLE}</h1>
        <TimedButton className={query.isFetching && !query.isPending ? 'is-loading' : ''} onClick={() => void query.refetch()}>
          Refresh
        </TimedButton>
      </header>
      {query.isPending && <ProgressBar label="Loading the ads…" />}
      {query.isError && (
        <ErrorBox title="Could not load the in-game ads" error={query.error}>
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
      )}
      {query.isSuccess && ads.length === 0 && (
        <p className="notification" role="status">
          There are no in-game ads right now.
        </p>
      )}
      {ads.map((ad, index) => (
        // An answer may repeat an ad or send its uid empty: the place keeps the keys apart.
        <SectionBoundary key={`${index}-${ad.uid}`} name="this ad">
          <AdBox ad={ad} />
        </SectionBoundary>
      ))}
    </section>
  );
}
