import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { ErrorBox } from '../../components/ErrorBox';
import { HeadedSection } from '../../components/HeadedSection';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { countOf, formatNumber } from '../../lib/format';
import { headToHead } from '../../lib/headToHead';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { CompareScore } from './CompareScore';
import { HeadToHeadTable } from './HeadToHeadTable';
import type { History } from './useHistories';

export const NO_SHARED_CUPS = 'These players have not played the same Cup of the Day';

const dayOf = (ms: number) => dayjs(ms).format('D MMMM YYYY');

interface HeadToHeadProps {
  histories: readonly [History, History];
  names: readonly [string, string];
  heads: readonly [ReactNode, ReactNode];
}

/** The cups both players took part in, within the span both loaded histories cover, and who finished ahead. */
export function HeadToHead({ histories, names, heads }: HeadToHeadProps) {
  return (
    <HeadedSection title="Head-to-head" className="block compare-section">
      <Body histories={histories} names={names} heads={heads} />
    </HeadedSection>
  );
}

function Body({ histories, names, heads }: HeadToHeadProps) {
  const [a, b] = histories;
  if (a.status === 'loading' || b.status === 'loading')
    return <ProgressBar label="Loading the Cups of the Day both played…" />;
  const sides = histories.map((history, index) => ({ history, name: names[index] ?? '', index }));
  const failed = sides.filter(({ history }) => history.status === 'error');
  if (failed.length > 0) {
    return (
      <>
        {failed.map(({ history, name, index }) => (
          <ErrorBox
            key={index}
            title={`The head-to-head needs the Cup of the Day results of ${name}, which could not be loaded`}
            error={history.error}
          >
            <p>{DATA_API_DOWN_HINT}</p>
          </ErrorBox>
        ))}
      </>
    );
  }
  const without = sides.filter(({ history }) => history.status === 'none').map(({ name }) => name);
  if (without.length > 0) {
    return (
      <p className="notification" role="status">
        No shared cups: {without.join(' and ')} {without.length === 1 ? 'has' : 'have'} no Cup of the Day results.
      </p>
    );
  }

  const result = headToHead({ rows: a.rows, complete: a.complete }, { rows: b.rows, complete: b.complete });
  const cups = countOf(result.shared.length, 'cup');
  const span = result.complete
    ? `Across all ${cups} both played`
    : result.since === undefined
      ? `Across the ${cups} both played in the results loaded so far`
      : `Across the ${cups} both played since ${dayOf(result.since)}`;
  const target = result.extend === undefined ? undefined : result.extend === 'a' ? a : b;
  const failedMore = sides.filter(({ history }) => history.moreFailed);
  return (
    <>
      {result.shared.length === 0 ? (
        <p className="notification" role="status">
          {NO_SHARED_CUPS}
          {result.since === undefined ? ' yet.' : ` since ${dayOf(result.since)}.`}
        </p>
      ) : (
        <>
          <CompareScore names={names} a={result.aAhead} b={result.bAhead} />
          <p>{span}:</p>
          <p className="compare-h2h-count" role="status">
            {names[0]} ahead in {formatNumber(result.aAhead)}, {names[1]} ahead in {formatNumber(result.bAhead)} (
            {countOf(result.ties, 'tie')})
          </p>
          <HeadToHeadTable cups={result.shared} heads={heads} names={names} />
        </>
      )}
      {failedMore.map(({ history, name, index }) => (
        <ErrorBox key={index} title={`Could not load more cups of ${name}`} error={history.error}>
          <p>{DATA_API_DOWN_HINT}</p>
        </ErrorBox>
      ))}
      {target && (
        <div className="has-text-centered mt-3">
          <LoadMoreButton
            label="Look further back"
            hasMore
            loading={a.loadingMore || b.loadingMore}
            onClick={target.loadMore}
          />
        </div>
      )}
    </>
  );
}
