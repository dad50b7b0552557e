import { Fragment } from 'react';
import { describeChange, hasChanged } from '../../lib/recordChanges';
import { formatAbsolute } from '../../lib/timeValue';
import type { RecordRow } from './recordRows';
import type { RecordChanges } from './useRecordChanges';

export const FIRST_VISIT_TEXT = 'Changes show from your next visit.';

/** The changes' summary above the grid: since when, and what moved; on a first visit, when changes will show. */
export function ChangesSummary({ changes }: { changes: RecordChanges }) {
  if (changes.first) return <p className="records-changes">{FIRST_VISIT_TEXT}</p>;
  if (changes.summary === undefined) return null;
  return (
    <div className="records-changes">
      <p>
        <strong>{changes.summary}</strong>
      </p>
      {changes.keptAsOf !== undefined && (
        <p className="records-changes-kept">
          Not refreshed: your records could not be loaded just now, so this shows what your last visit saw, as of{' '}
          {formatAbsolute(changes.keptAsOf)}.
        </p>
      )}
    </div>
  );
}

/**
 * A map's "since last visit" cell: chips, green for good news and red for bad ("▲ 7 places since Tue · PB −0.412 s ·
 * new gold medal"). The arrows are not read: a screen reader hears "lost" or "gained" instead, and nothing rests on
 * colour. A map where nothing moved leaves the cell empty to the eye (a column of "No change" buried the changes), and
 * says so to a screen reader.
 */
export function ChangeCell({ row }: { row: RecordRow }) {
  const move = row.move;
  if (!move) return <>-</>;
  if (!hasChanged(move.change)) return <span className="is-sr-only">No change</span>;
  const parts = describeChange(move.change, row.kind, move.since, move.now);
  return (
    <span className="records-change">
      {parts.map((part, index) => (
        <Fragment key={part.id}>
          {index > 0 && <span className="is-sr-only"> · </span>}
          {/* A world record's chip may wrap (a long holder's name); the others are short and stay whole. */}
          <span className={`change-chip is-${part.tone}${part.id === 'wr' ? '' : ' rt-nowrap'}`}>
            {part.arrow && (
              <>
                <span aria-hidden="true">{part.arrow.symbol}</span>{' '}
                <span className="is-sr-only">{part.arrow.word} </span>
              </>
            )}
            {part.text}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/** Whether the row shows a change (the "Only changed maps" filter keeps these). */
export const rowChanged = (row: RecordRow): boolean => row.move !== undefined && hasChanged(row.move.change);

/** "Only changed maps": a checkbox beside the grid's Show and Sort pickers, kept in the address by the grid. */
export function ChangesFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="control records-changed-only">
      <label className="checkbox">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} /> Only changed
        maps
      </label>
    </div>
  );
}
