import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ProgressBar } from '../../components/ProgressBar';
import { formatNumber } from '../../lib/format';
import { mergeByKey } from '../../lib/mergeByKey';
import { useSession } from '../../session/SessionProvider';
import { campaignQueries } from './api';
import { CampaignPersonalCard } from './CampaignPersonalCard';

export const NO_RANKING = 'No campaign leaderboard available';

function NoRanking() {
  return (
    <div className="notification" role="status">
      <p className="has-text-weight-semibold">{NO_RANKING}</p>
      <p>
        Nobody has a ranking in this campaign yet. This happens when its maps have not been played, for seasonal maps
        before their leaderboard opens, and for maps without online records.
      </p>
    </div>
  );
}

/** The campaign-wide leaderboard (points over all maps), or why there is none. */
export function CampaignRanking({ uid }: { uid: string }) {
  return (
    <section className="block">
      <h2 className="title is-4">Campaign leaderboard</h2>
      {uid && <CampaignPersonalCard uid={uid} />}
      {uid ? <Ranking uid={uid} /> : <NoRanking />}
    </section>
  );
}

function Ranking({ uid }: { uid: string }) {
  const { session } = useSession();
  const query = useInfiniteQuery(campaignQueries.ranking(uid));
  const pages = query.data?.pages;
  const rows = useMemo(() => mergeByKey((pages ?? []).map((page) => page.tops), (row) => row.position), [pages]);
  if (query.isPending) return <ProgressBar label="Loading the campaign leaderboard…" />;
  if (query.isError && rows.length === 0) return <ErrorBox title="Could not load the campaign leaderboard" error={query.error} />;
  if (rows.length === 0) return <NoRanking />;
  return (
    <>
      <div className="table-container">
        <table className="table is-fullwidth is-narrow is-hoverable campaign-ranking" aria-label="Campaign leaderboard">
          <thead>
            <tr>
              <th scope="col">Position</th>
              <th scope="col">Player</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const own = session !== null && row.player.id === session.accountid;
              return (
                <tr key={row.position} className={own ? 'is-own-row' : undefined} aria-current={own ? 'true' : undefined}>
                  <td>{formatNumber(row.position)}</td>
                  <td>
                    <PlayerHoverPopup player={row.player} showTag showFlag />
                    {own && <span className="tag is-info is-light ml-2">You</span>}
                  </td>
                  <td className="is-mono">{row.points === undefined ? '-' : formatNumber(row.points)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {query.isFetchNextPageError && <ErrorBox title="Could not load more positions" error={query.error} />}
      <QueryLoadMore query={query} />
    </>
  );
}
