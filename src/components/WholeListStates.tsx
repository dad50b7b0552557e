import { DATA_API_DOWN_HINT } from '../lib/site';
import { ErrorBox } from './ErrorBox';
import { ProgressBar } from './ProgressBar';

interface WholeListStatesProps {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown };
  /** What the progress bar says ("Loading the ads…"). */
  loading: string;
  errorTitle: string;
  /** The rows the answer holds: none says `empty`. */
  count: number;
  empty: string;
}

/**
 * The states of a list that comes whole in one answer (the in-game ads, a Track of the Day month, a player group), in
 * the order a person meets them: loading, failed (with the hint that the data API may be down), empty. The caller draws
 * the rows after it. SearchedList is the same for a paged list.
 */
export function WholeListStates({ query, loading, errorTitle, count, empty }: WholeListStatesProps) {
  return (
    <>
      {query.isPending && <ProgressBar label={loading} />}
      {query.isError && (
        <ErrorBox title={errorTitle} error={query.error}>
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
      )}
      {query.isSuccess && count === 0 && (
        <p className="notification" role="status">
          {empty}
        </p>
      )}
    </>
  );
}
