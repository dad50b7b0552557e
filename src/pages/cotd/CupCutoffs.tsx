import { useId, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { RateLimitNote } from '../../components/RateLimitNote';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { formatNumber } from '../../lib/format';
import { requestsTitle, waitText } from '../../lib/waitEstimate';
import { formatRaceTime } from '../../lib/raceTime';
import { parseRaceTime } from '../../lib/scoreInput';
import { useSession } from '../../session/SessionProvider';
import { leaderboardQueries, MAP_GROUP } from '../../data/leaderboard';
import { competitionQueries } from '../../data/competitions';
import { sentCount } from '../../api/schema';
import { useCupTotd } from './CupMap';
import { cutoffPages, cutoffsOf, divisionForTime, type Cutoff } from './cutoffs';

interface CupCutoffsProps {
  competitionId: number;
  challengeId: number;
  /** The cup's field; the qualification's own last position when the cup does not say. */
  players: number | undefined;
  /** The cup's start: its Track of the Day's map is where the signed-in player's record comes from. */
  startdate: number | undefined;
}

/** The qualification time at the last seat of each division, and which division a typed time would have made. */
export function CupCutoffs({ competitionId, challengeId, players, startdate }: CupCutoffsProps) {
  // The same query as the qualification table: the pages it loaded (Load more) are read, never asked again.
  const qualification = useInfiniteQuery(competitionQueries.challengeResults(competitionId, challengeId, players));
  const loaded = useMemo(
    () => (qualification.data?.pages ?? []).flatMap((page) => page.results.items),
    [qualification.data],
  );
  // The server's page size: a row dropped as unreadable does not shrink it (the seats' pages would be off by one).
  const firstPage = qualification.data?.pages[0];
  const pageSize = firstPage ? sentCount(firstPage.results) : 0;
  const field = players ?? loaded.reduce((most, result) => Math.max(most, result.position), 0);
  const [all, setAll] = useState(false);
  const loadedPages = qualification.data?.pages.length ?? 0;
  const missing = cutoffPages(cutoffsOf(loaded, field), pageSize).filter((page) => page >= loadedPages);
  const extra = useQueries({
    queries: missing.map((page) => ({
      ...competitionQueries.challengeResultsPage(competitionId, challengeId, page),
      enabled: all,
    })),
  });
  const extraResults = extra.flatMap((query) => query.data?.results.items ?? []);
  const cutoffs = cutoffsOf([...loaded, ...extraResults], field);
  const failed = extra.find((query) => query.isError);

  if (qualification.isPending) return <p className="has-text-grey">Loading the qualification…</p>;
  // The qualification's own table says what went wrong; one alert for one failure.
  if (qualification.isError)
    return <p className="notification">The cut-offs need the qualification results, which could not be loaded.</p>;
  if (loaded.length === 0) {
    return (
      <p className="notification" role="status">
        This cup has no qualification results, so no division cut-offs.
      </p>
    );
  }
  const unknown = cutoffs.filter((cutoff) => cutoff.time === undefined).length;
  return (
    <>
      <RateLimitNote />
      {unknown > 0 && !all && (
        <p className="block">
          <button type="button" className="button is-small" onClick={() => setAll(true)}>
            Show every division’s cut-off
          </button>{' '}
          <span className="help is-inline" title={requestsTitle(missing.length)}>
            {formatNumber(unknown)} more {unknown === 1 ? 'division' : 'divisions'}: {waitText(missing.length)}
          </span>
        </p>
      )}
      {failed && <ErrorBox title="Could not load every cut-off" error={failed.error} />}
      <CutoffTable cutoffs={cutoffs} />
      <WhatIfInput cutoffs={cutoffs} startdate={startdate} />
    </>
  );
}

function CutoffTable({ cutoffs }: { cutoffs: Cutoff[] }) {
  return (
    <ResponsiveTable
      label="Division cut-offs"
      className="is-narrow cutoff-table"
      columns={CUTOFF_COLUMNS}
      rows={cutoffs}
      rowKey={(cutoff) => cutoff.division}
    />
  );
}

/** Three short columns: they fit a phone as they are. */
const CUTOFF_COLUMNS: Column<Cutoff>[] = [
  {
    id: 'division',
    header: 'Division',
    rowHeader: true,
    nowrap: true,
    cell: (cutoff) => `Division ${String(cutoff.division)}`,
  },
  { id: 'seat', numeric: true, header: 'Last seat', nowrap: true, cell: (cutoff) => formatNumber(cutoff.position) },
  {
    id: 'time',
    numeric: true,
    header: 'Time',
    nowrap: true,
    className: 'is-mono',
    cell: (cutoff) => (cutoff.time === undefined ? '…' : formatRaceTime(cutoff.time)),
  },
];

function whatIfText(time: number, cutoffs: Cutoff[]): string {
  const answer = divisionForTime(time, cutoffs);
  if (answer.kind === 'unknown')
    return answer.below === 0
      ? 'Not known until the cut-offs are loaded.'
      : `Below division ${answer.below}; load every cut-off to see which.`;
  if (answer.kind === 'outside') return `Slower than the last seat of division ${cutoffs.length}.`;
  if (answer.behind === undefined) return `Division ${answer.division}`;
  return `Division ${answer.division}, ${(answer.behind / 1000).toFixed(3)} s from division ${answer.division - 1}`;
}

/** "What if": a typed qualification time, or the signed-in player's record on the cup's map, answered from the cut-offs shown. */
function WhatIfInput({ cutoffs, startdate }: { cutoffs: Cutoff[]; startdate: number | undefined }) {
  const id = useId();
  const [text, setText] = useState('');
  const time = text.trim() === '' ? undefined : parseRaceTime(text);
  return (
    <div className="field mt-3">
      <label className="label is-small" htmlFor={id}>
        What if I drove
      </label>
      <div className="field is-grouped is-grouped-multiline mb-0">
        <div className="control">
          <input
            id={id}
            className="input is-small is-mono cutoff-input"
            type="text"
            placeholder="h:mm:ss.mmm, e.g. 0:45.123"
            value={text}
            aria-invalid={text.trim() !== '' && time === undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <OwnRecordButton startdate={startdate} onUse={setText} />
      </div>
      <p className="help" aria-live="polite">
        {time === undefined
          ? text.trim() === ''
            ? 'Type a qualification time.'
            : 'Type a time as h:mm:ss.mmm, e.g. 0:45.123.'
          : whatIfText(time, cutoffs)}
      </p>
    </div>
  );
}

/**
 * "Use my record": the signed-in player's personal best on the cup's map (the map's own leaderboard, the query the
 * leaderboard page's card uses), put in the box. Nothing for a visitor, a player without a record, or a map not known.
 */
function OwnRecordButton({ startdate, onUse }: { startdate: number | undefined; onUse: (text: string) => void }) {
  const { session } = useSession();
  const uid = useCupTotd(startdate).entry?.map?.mapUid;
  const accountId = session?.accountid ?? '';
  const record = useQuery({
    ...leaderboardQueries.personal(MAP_GROUP, uid ?? '', accountId),
    enabled: accountId !== '' && uid !== undefined,
  });
  if (record.isError) return <p className="control help is-align-self-center">Your record could not be loaded.</p>;
  const value = record.data?.time ?? record.data?.score;
  if (value === undefined || !(value > 0)) return null;
  const shown = formatRaceTime(value);
  return (
    <div className="control">
      <button type="button" className="button is-small" onClick={() => onUse(shown)}>
        Use my record ({shown})
      </button>
    </div>
  );
}
