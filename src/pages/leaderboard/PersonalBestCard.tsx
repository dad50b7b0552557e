import type { UseQueryResult } from '@tanstack/react-query';
import { OwnAnswerCard } from '../../components/OwnAnswerCard';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatScore, medalFor, MAX_OFFSET, type MapKind } from '../../lib/leaderboard';
import { formatRaceTime } from '../../lib/raceTime';
import { formatGap, nextMedal } from '../../lib/records';
import type { MapInfo, PersonalRecord } from '../../data/leaderboard';
import { MedalChip } from '../../components/MedalChip';
import { personalScore, RecordRank } from './personalRecord';
import { REMOVED_TOOLTIP } from './texts';
import { nextTrophyLine } from '../../lib/youStanding';

interface PersonalBestCardProps {
  map: MapInfo;
  kind: MapKind;
  query: UseQueryResult<PersonalRecord>;
  /** Shows the positions around the record; absent where the map has no positions to show. */
  onJump: ((rank: number) => void) | undefined;
  /** A Track of the Day board: how far the next trophy line is. */
  trophyLines?: boolean;
}

/** The signed-in player's own record on this leaderboard. */
export function PersonalBestCard({ map, kind, query, onJump, trophyLines = false }: PersonalBestCardProps) {
  const record = query.data;
  const hasRecord =
    record !== undefined && (record.rank !== undefined || record.score !== undefined || record.time !== undefined);
  const score = personalScore(record, kind);
  const medal = medalFor(score, map, kind);
  const next = nextMedal(score, map, kind);
  return (
    <OwnAnswerCard
      className="personal-best"
      headingId="personal-best-title"
      level={2}
      title="Your personal best"
      query={query}
      has={hasRecord}
      none="You have no record on this leaderboard yet."
    >
      {hasRecord && (
        <>
          <dl className="personal-best-facts">
            <dt>Medal</dt>
            <dd>
              <MedalChip medal={medal} />
            </dd>
            <dt>Rank</dt>
            <dd>
              <RecordRank record={record} />
            </dd>
            {kind === 'race' ? (
              // On a race map the score is the time: one value, once.
              <>
                <dt>Time</dt>
                <dd className="is-mono">{formatScore(score, kind)}</dd>
              </>
            ) : (
              <>
                <dt>Score</dt>
                <dd className="is-mono">{formatScore(score, kind)}</dd>
                <dt>Time</dt>
                <dd className="is-mono">{formatRaceTime(record.time ?? NaN)}</dd>
              </>
            )}
            <dt>Next medal</dt>
            <dd>{next ? formatGap(next, kind) : medal === 'author' ? 'None above author' : '-'}</dd>
            {trophyLines && record.rank !== undefined && (
              <>
                <dt>Next trophy line</dt>
                <dd>{nextTrophyLine(record.rank)}</dd>
              </>
            )}
            <dt>Driven</dt>
            <dd>
              <TimeDisplay value={record.timestamp} />
            </dd>
          </dl>
          <div className="buttons are-small">
            {record.removed && (
              <span className="tag is-danger" title={REMOVED_TOOLTIP}>
                Removed
              </span>
            )}
            {onJump && record.rank !== undefined && record.rank <= MAX_OFFSET + 1 && (
              <button type="button" className="button is-link" onClick={() => onJump(record.rank ?? 1)}>
                Jump to record
              </button>
            )}
            {record.url && (
              <a className="button" href={record.url} download>
                Download ghost
              </a>
            )}
          </div>
        </>
      )}
    </OwnAnswerCard>
  );
}
