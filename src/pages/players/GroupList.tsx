import { useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { playersQueries, type PlayerGroupTab } from './api';
import { PlayerResults } from './PlayerResults';

/** A group tab: the API sends the whole group at once, so there is nothing to page. */
export function GroupList({ tab }: { tab: PlayerGroupTab }) {
  const query = useQuery(playersQueries.group(tab.group));
  return (
    <section aria-label={`${tab.label} players`}>
      {query.isPending && <ProgressBar label={`Loading ${tab.label.toLowerCase()} players…`} />}
      {query.isError && (
        <ErrorBox title="Could not load the players" error={query.error}>
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
      )}
      {query.isSuccess && query.data.length === 0 && (
        <p className="notification" role="status">
          There are no players in this list.
        </p>
      )}
      {query.isSuccess && query.data.length > 0 && <PlayerResults results={query.data} />}
    </section>
  );
}
