import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { timeToNextMap } from '../../lib/parisTime';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { ProgressBar } from '../../components/ProgressBar';
import { RemoteImage } from '../../components/RemoteImage';
import { MapStandingStrip } from '../../components/you/MapStandingStrip';
import { leaderboardQueries, type MapInfo } from '../../data/leaderboard';
import { toPlainText } from '../../lib/gameText';
import { formatScore, mapKindOf, MEDALS, offsetForRank, type MapKind } from '../../lib/leaderboard';
import { paths } from '../../lib/paths';
import { MedalChip } from '../../components/MedalChip';
import { CardError, MeCard } from './MeCard';

const TOP = 5;

/** The present, moved on each minute: the countdown to the next map stays right while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Today's Track of the Day, where the player stands on it, its top 5 and when the next map comes. */
export function TotdCard({ accountId }: { accountId: string }) {
  const today = useQuery(leaderboardQueries.today());
  const now = useMinuteClock();
  const uid = today.data?.uid ?? '';
  const group = today.data?.group ?? '';
  const map = useQuery({ ...leaderboardQueries.map(uid), enabled: uid !== '' });
  const kind = mapKindOf(map.data?.mapType);
  const ready = map.data !== undefined && group !== '' && kind !== 'royal';
  // The board's first rows and the player's record: the Track of the Day leaderboard's own queries (one cache entry).
  const rows = useInfiniteQuery({ ...leaderboardQueries.rows(group, uid, 0), enabled: ready });
  const personal = useQuery({ ...leaderboardQueries.personal(group, uid, accountId), enabled: ready });

  const failed = today.isError ? today : map.isError ? map : undefined;
  return (
    <MeCard id="me-totd" title="Today's Track of the Day">
      {failed ? (
        <CardError what="today's map" error={failed.error} onRetry={() => void failed.refetch()} />
      ) : today.isPending || (uid !== '' && map.isPending) ? (
        <ProgressBar label="Loading today's map…" />
      ) : uid === '' || !map.data ? (
        <p>Today&apos;s map is not out yet.</p>
      ) : (
        <>
          <MapHead map={map.data} group={group} kind={kind} />
          {kind !== 'royal' && (
            <MapStandingStrip
              map={map.data}
              kind={kind}
              query={personal}
              playerCount={rows.data?.pages[0]?.answer.playercount}
              trophyLines
              jumpTo={(rank) => `${paths.totdLeaderboard(group, uid)}?offset=${String(offsetForRank(rank))}`}
            />
          )}
          <h3 className="title is-6 mb-2">Top {TOP}</h3>
          {rows.isError ? (
            <CardError what="the top 5" error={rows.error} onRetry={() => void rows.refetch()} />
          ) : rows.isPending ? (
            <ProgressBar label="Loading the top 5…" />
          ) : (
            <ol className="me-top" aria-label={`Top ${String(TOP)} of today's map`}>
              {(rows.data.pages[0]?.answer.tops ?? []).slice(0, TOP).map((row) => (
                <li key={row.position}>
                  <span className="me-top-position">{row.position}</span>
                  <PlayerLink player={row.player} />
                  <span className="is-mono">{formatScore(row.score ?? row.time, kind)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <p className="mt-3">Next map in {timeToNextMap(now)}</p>
    </MeCard>
  );
}

/** The map: thumbnail, name (to its leaderboard), author and medal times. */
function MapHead({ map, group, kind }: { map: MapInfo; group: string; kind: MapKind }) {
  const name = toPlainText(map.name);
  return (
    <div className="me-map">
      {map.thumbnailUrl && (
        <RemoteImage
          className="me-map-thumb"
          src={map.thumbnailUrl}
          alt={`Thumbnail of ${name}`}
          width={160}
          height={90}
        />
      )}
      <div>
        <p className="has-text-weight-bold is-size-5">
          <Link to={paths.totdLeaderboard(group, map.mapUid)}>
            <GameText text={map.name} />
          </Link>
        </p>
        {map.authorplayer && (
          <p>
            by <PlayerLink player={map.authorplayer} />
          </p>
        )}
        <dl className="me-medals">
          {MEDALS.map((medal) => (
            <div key={medal}>
              <dt>
                <MedalChip medal={medal} />
              </dt>
              <dd className="is-mono">{formatScore(map[`${medal}Score`], kind)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
