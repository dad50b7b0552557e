import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import type { PersonalRecord } from '../../data/leaderboard';
import { formatNumber } from '../../lib/format';
import { formatScore, MAX_OFFSET, medalFor, type MapKind, type MedalScores } from '../../lib/leaderboard';
import { formatGap, nextMedal, topPercent } from '../../lib/records';
import { medalTargets, nextTrophyLine } from '../../lib/youStanding';
import { MedalChip } from '../MedalChip';
import { Fact } from '../DescribedFact';
import './you.scss';

/** The score a personal record counts by: respawns on platform maps, else points or the time. */
const scoreOf = (record: PersonalRecord | undefined, kind: MapKind) =>
  kind === 'platform' ? (record?.respawnCount ?? record?.score) : (record?.score ?? record?.time);

export interface StripQuery {
  data: PersonalRecord | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface MapStandingStripProps {
  map: MedalScores;
  kind: MapKind;
  /** The player's own record: the answer the page already reads. */
  query: StripQuery;
  /** The board's player count, from the rows the page already holds (no request of its own). */
  playerCount: number | undefined;
  /** A Track of the Day board: the next trophy line is the goal too. */
  trophyLines: boolean;
  /** Jump to the player's row: in place (a button) or on the map's page (a link). */
  onJump?: (rank: number) => void;
  jumpTo?: (rank: number) => string;
  /** The strip's first word: "You" under a map's title. */
  label?: string;
}

/**
 * "Where I stand" on a map, in one band (issue 43): time, medal, rank, the share of players ahead, the next medal or
 * trophy line and a way to the player's row; or "Not driven yet" with what each medal asks. The page shows it only
 * to a signed-in player.
 */
export function MapStandingStrip(props: MapStandingStripProps) {
  const { map, kind, query, playerCount, trophyLines, label = 'You' } = props;
  const record = query.data;
  return (
    <section className="you-strip" aria-label="Your standing on this map" aria-busy={query.isPending || undefined}>
      <span className="you-strip-label">{label}</span>
      {query.isPending ? (
        <span>Loading your record…</span>
      ) : query.isError ? (
        <>
          <span role="alert">Could not load your record: {errorMessage(query.error)}</span>
          <button type="button" className="button is-small" onClick={() => void query.refetch()}>
            Try again
          </button>
        </>
      ) : record?.rank === undefined && scoreOf(record, kind) === undefined ? (
        <NotDriven map={map} kind={kind} />
      ) : (
        <Standing {...props} record={record ?? {}} playerCount={playerCount} trophyLines={trophyLines} />
      )}
    </section>
  );
}

function NotDriven({ map, kind }: { map: MedalScores; kind: MapKind }) {
  return (
    <dl className="you-strip-facts">
      <Fact label="Time">Not driven yet</Fact>
      {medalTargets(map).map(({ medal, score }) => (
        <Fact key={medal} label={`To ${medal}`}>
          {formatScore(score, kind)}
        </Fact>
      ))}
    </dl>
  );
}

function Standing({
  map,
  kind,
  record,
  playerCount,
  trophyLines,
  onJump,
  jumpTo,
}: MapStandingStripProps & { record: PersonalRecord }) {
  const score = scoreOf(record, kind);
  const medal = medalFor(score, map, kind);
  const next = nextMedal(score, map, kind);
  const rank = record.rank;
  const share = topPercent(rank, playerCount);
  const canJump = rank !== undefined && rank <= MAX_OFFSET + 1 && kind !== 'platform';
  return (
    <>
      <dl className="you-strip-facts">
        <Fact label={kind === 'race' ? 'Time' : 'Score'}>
          <span className="is-mono">{formatScore(score, kind)}</span>
        </Fact>
        <Fact label="Medal">
          <MedalChip medal={medal} />
        </Fact>
        <Fact label="Rank">
          {rank === undefined ? '-' : formatNumber(rank)}
          {playerCount !== undefined && ` of ${formatNumber(playerCount)}`}
        </Fact>
        {share && <Fact label="Players ahead">{share}</Fact>}
        <Fact label="Next medal">{next ? formatGap(next, kind) : medal === 'author' ? 'None above author' : '-'}</Fact>
        {trophyLines && rank !== undefined && <Fact label="Next trophy line">{nextTrophyLine(rank)}</Fact>}
      </dl>
      {canJump && onJump && (
        <button type="button" className="button is-link is-small" onClick={() => onJump(rank)}>
          Jump to my row
        </button>
      )}
      {canJump && !onJump && jumpTo && (
        <Link className="button is-link is-small" to={jumpTo(rank)}>
          Jump to my row
        </Link>
      )}
    </>
  );
}
