import { formatNumber } from '../../lib/format';
import type { MapKind } from '../../lib/leaderboard';
import type { PersonalRecord } from '../../data/leaderboard';
import { APPROXIMATE_RANK_TOOLTIP } from './texts';

/** The score a personal record counts by on a map: respawns on platform maps, else points or the time. */
export function personalScore(record: PersonalRecord | undefined, kind: MapKind): number | undefined {
  return kind === 'platform' ? (record?.respawnCount ?? record?.score) : (record?.score ?? record?.time);
}

/** A record's rank, marked "~" (read "About") when the API says it may be off for equal times; "-" without one. */
export function RecordRank({ record }: { record: Pick<PersonalRecord, 'rank' | 'rankexact'> | undefined }) {
  if (record?.rank === undefined) return <>-</>;
  return (
    <>
      {record.rankexact === false && (
        <span className="approximate" title={APPROXIMATE_RANK_TOOLTIP}>
          <span aria-hidden="true">~</span>
          <span className="is-sr-only">About </span>
        </span>
      )}
      {formatNumber(record.rank)}
    </>
  );
}
