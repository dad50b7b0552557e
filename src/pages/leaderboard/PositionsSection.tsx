import { useDeferredValue, useMemo } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { UnreadNote } from '../../components/UnreadNote';
import { countOf, formatNumber } from '../../lib/format';
import { JUMP_STEP, MAX_OFFSET, clampOffset, type MapKind, type MedalScores } from '../../lib/leaderboard';
import { mergeByKey } from '../../lib/mergeByKey';
import type { RowsPage } from '../../data/leaderboard';
import { PositionsTable } from './PositionsTable';
import { EMPTY_NOTICE, PLATFORM_NOTICE, ROYAL_NOTICE } from './texts';

interface PositionsSectionProps {
  /** The map's medal scores (each position's medal); NaN ones when the map's answer failed. */
  map: MedalScores;
  kind: MapKind;
  rows: UseInfiniteQueryResult<InfiniteData<RowsPage>>;
  offset: number;
  onOffset: (offset: number) => void;
  ownId: string | undefined;
}

export function PositionsSection({ map, kind, rows, offset, onOffset, ownId }: PositionsSectionProps) {
  const pages = rows.data?.pages;
  // Merged by position: a row that comes twice (the leaderboard moved between two requests) shows once.
  const records = useMemo(
    () =>
      mergeByKey(
        (pages ?? []).map((page) => page.answer.tops),
        (record) => record.position,
      ),
    [pages],
  );
  const count = pages?.[0]?.answer.playercount;
  // +500 leads nowhere past the board's last player (its count, once known) or past the API's last offset.
  const lastJump = offset >= MAX_OFFSET || (count !== undefined && offset + JUMP_STEP >= count);
  // The table is drawn from a deferred copy, in slices React can interrupt: rows arrive through the query cache as an
  // urgent update, which would otherwise draw the whole table in one long task.
  const shownRecords = useDeferredValue(records);
  const drawing = shownRecords !== records && shownRecords.length === 0;

  if (kind === 'royal')
    return (
      <p className="notification is-info is-light" role="status">
        {ROYAL_NOTICE}
      </p>
    );

  return (
    <>
      {kind === 'platform' && (
        <p className="notification is-info is-light" role="status">
          {PLATFORM_NOTICE}
        </p>
      )}
      {(kind !== 'platform' || records.length > 0) && (
        <div className="buttons jump-buttons">
          <button
            type="button"
            className="button"
            disabled={offset <= 0}
            title={`Show the positions ${JUMP_STEP} places higher`}
            onClick={() => onOffset(clampOffset(offset - JUMP_STEP))}
          >
            -{JUMP_STEP}
          </button>
          <span className="jump-position">
            {offset === 0 ? 'From the top' : `From position ${formatNumber(offset + 1)}`}
          </span>
          <button
            type="button"
            className="button"
            disabled={lastJump}
            title={`Show the positions ${JUMP_STEP} places lower`}
            onClick={() => onOffset(clampOffset(offset + JUMP_STEP))}
          >
            +{JUMP_STEP}
          </button>
        </div>
      )}
      {(rows.isPending || drawing) && <ProgressBar label="Loading the leaderboard…" />}
      {rows.isError && !rows.isFetchNextPageError && (
        <ErrorBox title="Could not load the leaderboard" error={rows.error} />
      )}
      {rows.isSuccess && records.length === 0 && kind !== 'platform' && (
        <p className="notification" role="status">
          {offset === 0
            ? EMPTY_NOTICE
            : `No positions from ${formatNumber(offset + 1)} on: this leaderboard has ${count ? `about ${countOf(count, 'player')}` : 'fewer players'}.`}
        </p>
      )}
      {shownRecords.length > 0 && <PositionsTable rows={shownRecords} map={map} kind={kind} ownId={ownId} />}
      <UnreadNote lists={(pages ?? []).map((page) => page.answer)} one="entry" many="entries" />
      {rows.isFetchNextPageError && <ErrorBox title="Could not load more positions" error={rows.error} />}
      {/* With the table, not ahead of it: a button drawn above the coming rows would be pushed down (a layout shift). */}
      <QueryLoadMore query={rows} enabled={shownRecords.length > 0} />
    </>
  );
}
