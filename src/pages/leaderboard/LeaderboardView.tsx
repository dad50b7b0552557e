import { Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocation, useMatch } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { GameText } from '../../components/GameText';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { useUrlParam } from '../../components/useUrlParam';
import { toPlainText } from '../../lib/gameText';
import { isRecord } from '../../lib/isRecord';
import { mapKindOf, offsetForRank, parseOffsetParam, type MedalScores } from '../../lib/leaderboard';
import { useSession } from '../../session/SessionProvider';
import { leaderboardQueries, MAP_GROUP } from '../../data/leaderboard';
import { retriableLazy } from '../../components/retriableLazy';
import { MapInfoTable } from './MapInfoTable';
import { MapSummary } from './MapSummary';
import { PersonalBestCard } from './PersonalBestCard';
import { PositionsSection } from './PositionsSection';
import { useWaiting, WAITING_MESSAGE } from './useWaiting';
import { useNextTask } from '../../components/useNextTask';
import './leaderboard.scss';
import { SectionBoundary } from '../../components/SectionBoundary';
import { MapStandingStrip } from '../../components/you/MapStandingStrip';

// The tools (medal holders, a score's rank, trophy lines, the rank curve) start on a click or a typed score: their
// code comes as a chunk of its own, drawn after the positions in a task of its own, so the map's first view parses and
// draws less at once (Lighthouse's blocking time on a phone). They are the last part of the page's details, below or
// beside the positions, so nothing moves when they come.
const HowGoodSection = retriableLazy(() => import('./HowGoodSection').then((module) => module.HowGoodSection));

/** The medal scores of a map whose answer failed: none, so no position shows a medal it may not have. */
const NO_MEDALS: MedalScores = {
  authorScore: Number.NaN,
  goldScore: Number.NaN,
  silverScore: Number.NaN,
  bronzeScore: Number.NaN,
};

/** The first position is the plain address: no ?offset=0. */
const offsetParam = (value: number) => ({ offset: value > 0 ? String(value) : null });

/** The start position lives in `?offset=`, so a reload or a shared link shows the same positions. */
function useOffset(): [number, (next: number) => void] {
  const [params, setUrl] = useUrlParam('offset');
  const raw = params.get('offset');
  const offset = parseOffsetParam(raw);
  // Another start position is a step Back returns from: pushed, not replaced.
  const setOffset = useCallback((next: number) => setUrl(offsetParam(next), { push: true }), [setUrl]);
  // An out-of-range or malformed offset is replaced by the one shown, so the address tells the truth.
  useEffect(() => {
    if (raw !== null && raw !== String(offset)) setUrl(offsetParam(offset));
  }, [raw, offset, setUrl]);
  return [offset, setOffset];
}

/** The map's name the link knew (a Track of the Day list, a campaign's maps), for the title while the map loads. */
function useLinkedMapName(): string | undefined {
  const state: unknown = useLocation().state;
  return isRecord(state) && typeof state.mapName === 'string' && state.mapName !== '' ? state.mapName : undefined;
}

/** A map's leaderboard in a group ("map" for the map's own all-time leaderboard). */
export function LeaderboardView({ group, uid }: { group: string; uid: string }) {
  const { session } = useSession();
  // Trophies are given on the Track of the Day's own board, the one this route names (not the map's all-time board).
  const totdBoard = useMatch('/totd/leaderboard/:group/:mapUid') !== null && group !== MAP_GROUP;
  const [offset, setOffset] = useOffset();
  const [jumpTarget, setJumpTarget] = useState<number>();
  const mapQuery = useQuery(leaderboardQueries.map(uid));
  const map = mapQuery.data;
  // The map's panels are drawn from a deferred copy: React renders them in slices it can interrupt, not in one long
  // task that holds up the browser (Lighthouse's total blocking time on a phone).
  const shownMap = useDeferredValue(map);
  const kind = mapKindOf(map?.mapType);
  // Without the map's answer its kind is unknown: the positions are still asked and read as a race's (the rest keeps
  // working; a royal map's empty board then says it has no positions).
  const mapFailed = map === undefined && mapQuery.isError;
  const rows = useInfiniteQuery({
    ...leaderboardQueries.rows(group, uid, offset),
    enabled: (map !== undefined && kind !== 'royal') || mapFailed,
  });
  const personal = useQuery({
    ...leaderboardQueries.personal(group, uid, session?.accountid ?? ''),
    enabled: session !== null && map !== undefined && kind !== 'royal',
  });
  // Under 1216 px the details stand below the positions: drawn before the first rows, they would be pushed down the
  // screen when the rows come (a layout shift). They come once the first rows (or the rows' error) are drawn, in a
  // render and a layout of their own one task later (a phone's blocking time), and stay while another offset loads.
  const [detailsFor, setDetailsFor] = useState<string>();
  if (detailsFor !== uid && (kind === 'royal' || rows.status !== 'pending')) setDetailsFor(uid);
  // Deferred as the table is, so the next task is the one after the table's own render (not one React would batch with it).
  const showDetails = useNextTask(useDeferredValue(detailsFor === uid));
  const linkedName = useLinkedMapName();
  const loadingTitle = linkedName ?? 'Map leaderboard';
  useTitle(map ? `${toPlainText(map.name)} leaderboard` : linkedName ? `${linkedName} leaderboard` : loadingTitle);
  const waiting = useWaiting(
    mapQuery.isPending || (rows.isPending && rows.fetchStatus === 'fetching') || rows.isFetchingNextPage,
  );

  // After Jump to record, bring the own row into view once it is on the page.
  const jumpDone = rows.data !== undefined && jumpTarget !== undefined;
  useEffect(() => {
    if (!jumpDone) return;
    // Optional: some environments (jsdom) have no scrollIntoView.
    const own = document.getElementById('own-record') as Partial<Pick<HTMLElement, 'scrollIntoView'>> | null;
    own?.scrollIntoView?.({ block: 'center' });
  }, [jumpDone, rows.data]);

  const jump = (rank: number) => {
    setJumpTarget(rank);
    setOffset(offsetForRank(rank));
  };

  return (
    <section className="leaderboard-page">
      <header className="block">
        <h1 className="title">{map ? <GameText text={map.name} /> : mapFailed ? uid : loadingTitle}</h1>
        {/* The line is there while the map loads, so the author arriving does not push the page down. */}
        <p className="subtitle is-6">
          {map?.authorplayer ? (
            <>
              by <PlayerHoverPopup player={map.authorplayer} />
            </>
          ) : (
            '\u00a0'
          )}
        </p>
        {/* Where the signed-in player stands, first on every width (issue 43): from the record and the player count the
            page already reads. */}
        {session && shownMap && kind !== 'royal' && (
          <MapStandingStrip
            map={shownMap}
            kind={kind}
            query={personal}
            playerCount={rows.data?.pages[0]?.answer.playercount}
            trophyLines={totdBoard}
            onJump={kind === 'platform' ? undefined : jump}
          />
        )}
      </header>
      {/* Over the page's foot, not in its flow: a note that comes after five seconds and goes with the rows would push
          the whole page down and pull it back up (a layout shift on a slow answer). */}
      {waiting && (
        <p className="notification is-warning is-light leaderboard-waiting" role="status">
          {WAITING_MESSAGE}
        </p>
      )}
      {(mapQuery.isPending || (map !== undefined && shownMap === undefined)) && (
        <ProgressBar label="Loading the map…" />
      )}
      {(shownMap || mapFailed) && (
        // One column up to 1215 px: the map's title and medals, then the positions, then the rest, so the positions are
        // what a phone shows first. From 1216 px two columns: the map and the rest on the left, the positions beside
        // them (narrower, the positions' fixed columns would leave the player names no room).
        <div className="leaderboard-layout">
          <div className="leaderboard-map">
            {/* A failed map answer is told in the map's place; the positions beside it still show. */}
            {mapQuery.isError && <ErrorBox title="Could not load this map" error={mapQuery.error} />}
            {shownMap && (
              <SectionBoundary name="the map">
                <MapSummary map={shownMap} kind={kind} group={group} />
              </SectionBoundary>
            )}
          </div>
          <div className="leaderboard-positions">
            <h2 className="title is-4">Positions</h2>
            <SectionBoundary name="the positions">
              <PositionsSection
                map={shownMap ?? NO_MEDALS}
                kind={kind}
                rows={rows}
                offset={offset}
                onOffset={setOffset}
                ownId={session?.accountid}
              />
            </SectionBoundary>
          </div>
          {showDetails && shownMap && (
            <div className="leaderboard-details">
              {session && kind !== 'royal' && (
                <SectionBoundary name="your personal best">
                  <PersonalBestCard
                    map={shownMap}
                    kind={kind}
                    query={personal}
                    onJump={kind === 'platform' ? undefined : jump}
                    trophyLines={totdBoard}
                  />
                </SectionBoundary>
              )}
              <SectionBoundary name="the map information">
                <MapInfoTable map={shownMap} board={rows.data?.pages[0]?.answer} />
              </SectionBoundary>
              <SectionBoundary name="the medal counts">
                <Suspense fallback={null}>
                  <HowGoodSection
                    map={shownMap}
                    kind={kind}
                    group={group}
                    uid={uid}
                    answer={rows.data?.pages[0]?.answer}
                    totd={totdBoard}
                  />
                </Suspense>
              </SectionBoundary>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
