import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import { latestCupsQuery, NO_COTD_DATA, type CotdResult } from '../../data/player';
import { formatNumber, ordinal } from '../../lib/format';
import { paths } from '../../lib/paths';
import { cutoffAbove } from '../../lib/youStanding';
import { Fact } from '../DescribedFact';
import './you.scss';

/**
 * The player's latest cups, main cups and reruns, newest first: the first page of their Cup of the Day history, the
 * profile's Cup of the Day tab's own query (that view, with reruns), read through the shared scheduler.
 */
export const lastCupQuery = (accountId: string) => ({
  ...latestCupsQuery(accountId),
  // A player without any cup is answered with an error that means "none": asking again on each view costs a request.
  retryOnMount: false,
});

/** The cup page opened on the player's division, their row marked (the cup page reads `?division=`). */
export const cupDivisionPath = (cup: Pick<CotdResult, 'id' | 'div'>): string =>
  cup.div === undefined ? paths.cotd(cup.id) : `${paths.cotd(cup.id)}?division=${String(cup.div)}`;

/** A player without any cup gets this error text from the API: it means "none", not a failure. */
const isNoCup = (error: unknown) => error instanceof ApiError && error.message === NO_COTD_DATA;

/** The cut-off to the division above, by rank: the last seat of that division and how far the player's was. */
function CutoffAbove({ cup }: { cup: CotdResult }) {
  const above = cutoffAbove(cup.div, cup.qualificationrank);
  if (!above) return <Fact label="Division above">None: Division 1 is the top</Fact>;
  return (
    <Fact label={`Cut-off to Division ${String(above.division)}`}>
      position {formatNumber(above.seat)}
      {above.behind !== undefined && ` (${formatNumber(above.behind)} places above yours)`}
    </Fact>
  );
}

/** What the strip says of one cup: division, place in it, overall rank of the field, the cut-off above. */
export function CupFacts({ cup }: { cup: CotdResult }) {
  return (
    <dl className="you-strip-facts">
      <Fact label="Cup">{cup.name}</Fact>
      <Fact label="Division">{cup.div === undefined ? '-' : formatNumber(cup.div)}</Fact>
      <Fact label="In division">
        {cup.divrank === undefined || cup.divrank === 0 ? 'Not ranked' : ordinal(cup.divrank)}
      </Fact>
      <Fact label="Overall">
        {cup.rank === undefined ? '-' : formatNumber(cup.rank)}
        {cup.totalplayers !== undefined && ` of ${formatNumber(cup.totalplayers)}`}
      </Fact>
      <CutoffAbove cup={cup} />
    </dl>
  );
}

/**
 * On /cotd (issue 43) and the signed-in home (issue 46): how the player's last cup went, linking to that cup opened on
 * their division.
 */
export function LastCupStrip({ accountId, label = 'Your last cup' }: { accountId: string; label?: string }) {
  const query = useQuery(lastCupQuery(accountId));
  const cup = query.data?.pages[0]?.cotds[0];
  return (
    <section className="you-strip" aria-label="Your last cup" aria-busy={query.isPending || undefined}>
      <span className="you-strip-label">{label}</span>
      {query.isPending ? (
        <span>Loading your last cup…</span>
      ) : query.isError && !isNoCup(query.error) ? (
        <>
          <span role="alert">Could not load your cups: {errorMessage(query.error)}</span>
          <button type="button" className="button is-small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </>
      ) : cup === undefined ? (
        <span>You have not played a Cup of the Day yet.</span>
      ) : (
        <>
          <CupFacts cup={cup} />
          <Link className="button is-link is-small" to={cupDivisionPath(cup)}>
            Open my division
          </Link>
        </>
      )}
    </section>
  );
}
