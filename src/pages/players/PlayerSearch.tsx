import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { committedSearch, SearchBox, type MinLengthRule } from '../../components/SearchBox';
import { UnreadNote } from '../../components/UnreadNote';
import { useSearchParam } from '../../components/useSearchParam';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { MIN_SEARCH_LENGTH, playersQueries, SHORT_SEARCH_MESSAGE } from '../../data/players';
import { DatasetCredit } from './DatasetCredit';
import { PlayerResults } from './PlayerResults';

/** Shorter searches search nothing, and the box says so (spec §5). */
const MIN_LENGTH: MinLengthRule = {
  chars: MIN_SEARCH_LENGTH,
  message: SHORT_SEARCH_MESSAGE,
  className: 'players-search-help',
};

export const SEARCH_WARNING =
  'Not everyone can be found: accounts that never played ranked, royal or a Cup of the Day may be missing from the search.';

/** The Search tab: the box, the warning, then pages of 50 results with Load more until a short page. */
export function PlayerSearch() {
  // Read as written: the box rewrites a hand-edited address with stray spaces or a too-short search.
  const [address, setSearch] = useSearchParam({ trim: false });
  // A search in the address that is too short (a hand-edited link) searches nothing; the box clears it.
  const search = committedSearch(address, MIN_SEARCH_LENGTH);
  const query = useInfiniteQuery(playersQueries.search(search));
  const pages = query.data?.pages ?? [];
  const results = mergeByKey(
    pages.map((page) => page.items),
    (result) => result.player.id,
  );
  const active = search !== '';

  return (
    <>
      <SearchBox
        value={address}
        onSearch={setSearch}
        id="player-search"
        label="Search players"
        placeholder="Player name or vanity"
        className="block players-search"
        buttonLabel="Reset"
        reset
        minLength={MIN_LENGTH}
        spellCheck={false}
      />
      <p className="notification is-warning players-warning">{SEARCH_WARNING}</p>
      {active && (
        <section aria-label="Search results">
          {query.isPending && <ProgressBar label="Searching players…" />}
          {query.isSuccess && results.length === 0 && (
            <p className="notification" role="status">
              No players found for “{search}”.
            </p>
          )}
          {results.length > 0 && <PlayerResults results={results} />}
          <UnreadNote lists={pages} one="player" />
          <PagedListFoot
            query={query}
            errorTitle={{ first: 'Could not search the players', more: 'Could not load more players' }}
            errorHint={<p>{DATA_API_DOWN_HINT}</p>}
          />
        </section>
      )}
      <DatasetCredit waiting={active && query.isPending} />
    </>
  );
}
