import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { UnreadNote } from '../../components/UnreadNote';
import { formatNumber } from '../../lib/format';
import { mergeByKey } from '../../lib/mergeByKey';
import { DATA_API_DOWN_HINT } from '../../lib/site';
import { OwnTrophyPlace } from './OwnPlace';
import { rankedPlayerColumns } from './RankedPlayerCells';
import { rankKey, topQueries, ZONE_ESTIMATE_NOTE, type TrophyRank } from '../../data/rankings';

/** A zone's ranking (the world's without one): the note, the table with the gap to first place, Load more. */
export function TrophyList({ zoneId, zoneName }: { zoneId: string | undefined; zoneName?: string }) {
  const query = useInfiniteQuery(topQueries.trophies(zoneId));
  const pages = query.data?.pages ?? [];
  const rows = mergeByKey(
    pages.map((page) => page.ranks),
    rankKey,
  );
  // The server's note speaks for the world ranking; zone ranks are estimates (spec §8).
  const note = zoneId === undefined ? (pages[0]?.note ?? '') : ZONE_ESTIMATE_NOTE;

  return (
    <>
      {note !== '' && <p className="notification top-note">{note}</p>}
      <OwnTrophyPlace zone={zoneId === undefined ? undefined : { id: zoneId, name: zoneName ?? '' }} />
      {query.isPending && <ProgressBar label="Loading the ranking…" />}
      {query.isSuccess && rows.length === 0 && (
        <p className="notification" role="status">
          {zoneId === undefined ? 'The trophy ranking is empty right now.' : 'No players are ranked in this zone yet.'}
        </p>
      )}
      {rows.length > 0 && <TrophyTable rows={rows} />}
      <UnreadNote lists={pages} one="player" />
      <PagedListFoot
        query={query}
        errorTitle={{ first: 'Could not load the ranking', more: 'Could not load more of the ranking' }}
        errorHint={<p>{DATA_API_DOWN_HINT}</p>}
      />
    </>
  );
}

/** Rank, player and score at every width: the score is the ranking's one value, so nothing moves or hides. */
function TrophyTable({ rows }: { rows: TrophyRank[] }) {
  const leader = rows[0];
  // The gap is measured from the first row: the columns change only when it does (a refresh), not on Load more.
  const columns = useMemo(() => trophyColumns(leader), [leader]);
  return (
    <ResponsiveTable label="Trophy ranking" className="top-table" columns={columns} rows={rows} rowKey={rankKey} />
  );
}

function trophyColumns(leader: TrophyRank | undefined): Column<TrophyRank>[] {
  return [
    ...rankedPlayerColumns<TrophyRank>(),
    {
      id: 'score',
      header: 'Score',
      numeric: true,
      nowrap: true,
      cell: (row) => (
        <>
          <span className="top-score">{formatNumber(row.score)}</span>
          {leader && row !== leader && <Gap points={leader.score - row.score} />}
        </>
      ),
    },
  ];
}

/** How far behind first place the row is, in points. */
function Gap({ points }: { points: number }) {
  return (
    <span className="top-gap">
      −{formatNumber(points)}
      <span className="is-sr-only"> behind first place</span>
    </span>
  );
}
