import { useQuery } from '@tanstack/react-query';
import { playersQueries, type PlayerGroupTab } from '../../data/players';
import { PlayerResults } from './PlayerResults';
import { UnreadNote } from '../../components/UnreadNote';
import { DatasetCredit } from './DatasetCredit';
import { WholeListStates } from '../../components/WholeListStates';

/** A group tab: the API sends the whole group at once, so there is nothing to page. */
export function GroupList({ tab }: { tab: PlayerGroupTab }) {
  const query = useQuery(playersQueries.group(tab.group));
  return (
    <section aria-label={`${tab.label} players`}>
      <WholeListStates
        query={query}
        loading={`Loading ${tab.label.toLowerCase()} players…`}
        errorTitle="Could not load the players"
        count={query.data?.items.length ?? 0}
        empty="There are no players in this list."
      />
      {query.isSuccess && query.data.items.length > 0 && <PlayerResults results={query.data.items} />}
      {query.isSuccess && <UnreadNote lists={[query.data]} one="player" />}
      <DatasetCredit waiting={query.isPending} />
    </section>
  );
}
