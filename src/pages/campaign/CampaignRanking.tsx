import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ProgressBar } from '../../components/ProgressBar';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { UnreadNote } from '../../components/UnreadNote';
import { formatNumber } from '../../lib/format';
import { mergeByKey } from '../../lib/mergeByKey';
import { useSession } from '../../session/SessionProvider';
import { campaignQueries, type CampaignStanding } from '../../data/campaign';
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
  const rows = useMemo(
    () =>
      mergeByKey(
        (pages ?? []).map((page) => page.tops),
        (row) => row.position,
      ),
    [pages],
  );
  if (query.isPending) return <ProgressBar label="Loading the campaign leaderboard…" />;
  if (query.isError && rows.length === 0)
    return <ErrorBox title="Could not load the campaign leaderboard" error={query.error} />;
  if (rows.length === 0) return <NoRanking />;
  const ownId = session?.accountid;
  return (
    <>
      <ResponsiveTable
        label="Campaign leaderboard"
        className="is-narrow campaign-ranking"
        columns={RANKING_COLUMNS}
        rows={rows}
        rowKey={(row) => row.position}
        rowProps={(row) => (row.player.id === ownId ? OWN_ROW : undefined)}
      />
      <UnreadNote lists={pages ?? []} one="player" />
      {query.isFetchNextPageError && <ErrorBox title="Could not load more positions" error={query.error} />}
      <QueryLoadMore query={query} />
    </>
  );
}

// One object for every render: the table's rows compare their attributes to skip rendering again.
const OWN_ROW = { 'aria-current': 'true' } as const;

/** Position, player (whole, wrapping) and points: three short columns that fit every width. */
const RANKING_COLUMNS: Column<CampaignStanding>[] = [
  { id: 'position', numeric: true, header: 'Position', nowrap: true, cell: (row) => formatNumber(row.position) },
  {
    id: 'player',
    header: 'Player',
    main: true,
    cell: (row) => <PlayerHoverPopup player={row.player} showTag showFlag />,
  },
  {
    id: 'points',
    numeric: true,
    header: 'Points',
    nowrap: true,
    className: 'is-mono',
    cell: (row) => (row.points === undefined ? '-' : formatNumber(row.points)),
  },
];
