import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { Fact, FactTable } from '../../components/FactTable';
import { MEDALS, type Medal } from '../../lib/leaderboard';
import type { MapInfo } from '../../data/leaderboard';
import { MedalChip, MEDAL_NAMES } from '../../components/MedalChip';
import { rankQuery, type BoardFacts } from '../../data/rankQueries';
import { holdersText, searchCost } from './rankText';
import { useHeldCount } from '../../data/cache/access';
import { requestsTitle, waitText } from '../../lib/waitEstimate';

const thresholdOf = (map: MapInfo, medal: Medal) =>
  ({ author: map.authorScore, gold: map.goldScore, silver: map.silverScore, bronze: map.bronzeScore })[medal];

/** A holder of a medal holds every medal below it too: the counts say so ("Gold or better" counts author holders). */
const holderLabel = (medal: Medal) =>
  medal === 'author' ? 'Author' : `${MEDAL_NAMES[medal].replace(' medal', '')} or better`;

/**
 * How many players hold each medal, found by four binary searches over the board. It starts on a click: about 56
 * requests is more than every visitor of a leaderboard should spend of the API's rate limit for numbers most did not
 * come for. Counts already in the cache (this session, this board) show without a click.
 */
export function MedalCounts({ map, board }: { map: MapInfo; board: BoardFacts }) {
  const [started, setStarted] = useState(false);
  const medals = MEDALS.filter((medal) => Number.isFinite(thresholdOf(map, medal)));
  const anyKnown = useHeldCount(medals.map((medal) => rankQuery(board, thresholdOf(map, medal)))) > 0;
  // Once counted, counts are kept: coming back to the board shows them and asks nothing again by itself.
  const results = useQueries({
    queries: medals.map((medal) => ({
      ...rankQuery(board, thresholdOf(map, medal)),
      enabled: started || anyKnown,
      refetchOnMount: false,
    })),
  });
  const failed = results.find((result) => result.isError);

  if (!started && !anyKnown) {
    const cost = searchCost(medals.length, board.playerCount);
    return (
      <div className="medal-counts">
        <p className="help mb-2" title={requestsTitle(cost)}>
          How many players hold each medal: {waitText(cost)}.
        </p>
        <button type="button" className="button is-small" onClick={() => setStarted(true)}>
          Count medal holders
        </button>
      </div>
    );
  }
  return (
    <div className="medal-counts">
      <FactTable label="Medal holders" className="medal-table">
        {medals.map((medal, index) => {
          const result = results[index];
          return (
            <Fact key={medal} label={<MedalChip medal={medal}>{holderLabel(medal)}</MedalChip>}>
              {result?.data ? (
                holdersText(result.data, board.playerCount)
              ) : result?.isError ? (
                'Could not count'
              ) : (
                <span className="has-text-grey">Counting…</span>
              )}
            </Fact>
          );
        })}
      </FactTable>
      {failed && (
        <ErrorBox title="Could not count every medal" error={failed.error}>
          <button
            type="button"
            className="button is-small mt-2"
            onClick={() => {
              for (const result of results) if (result.isError) void result.refetch();
            }}
          >
            Try again
          </button>
        </ErrorBox>
      )}
    </div>
  );
}
