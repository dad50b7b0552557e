import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber, formatOptionalNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { scoreChange, type ScoreChange } from '../../lib/scoreDelta';
import { toDate } from '../../lib/timeValue';
import type { PlayerMatch } from '../../data/player';

const RESET_TOOLTIP =
  'The ranks were reset between this match and the previous one: the change is not from this match.';
const DECAY_TOOLTIP = 'A drop of more than 45 points: points lost to inactivity (decay), not only in this match.';

function timeOf(match: PlayerMatch): number {
  return toDate(match.starttime)?.valueOf() ?? NaN;
}

/** Changes from each match's predecessor (the next row: the list is newest first); the last row has none yet. */
function changes(matches: PlayerMatch[]): (ScoreChange | undefined)[] {
  return matches.map((match, index) => {
    const older = matches[index + 1];
    if (typeof match.afterscore !== 'number' || typeof older?.afterscore !== 'number') return undefined;
    return scoreChange({ at: timeOf(match), score: match.afterscore }, { at: timeOf(older), score: older.afterscore });
  });
}

function Delta({ change }: { change: ScoreChange | undefined }) {
  if (!change) return <span>-</span>;
  const text =
    change.delta > 0 ? `+${formatNumber(change.delta)}` : change.delta < 0 ? `−${formatNumber(-change.delta)}` : '0';
  const tone =
    change.kind === 'normal' ? (change.delta > 0 ? 'has-text-success' : change.delta < 0 ? 'has-text-danger' : '') : '';
  return (
    <span className="player-delta">
      <span className={tone || undefined}>{text}</span>
      {change.kind === 'reset' && (
        <span className="tag is-info ml-1" title={RESET_TOOLTIP}>
          Rank reset
        </span>
      )}
      {change.kind === 'decay' && (
        <span className="tag is-warning ml-1" title={DECAY_TOOLTIP}>
          Decay
        </span>
      )}
    </span>
  );
}

function Result({ match }: { match: PlayerMatch }) {
  return (
    <span className="tags player-result">
      {match.win === true && <span className="tag is-success">Win</span>}
      {match.win === false && <span className="tag is-danger">Loss</span>}
      {match.mvp === true && <span className="tag is-warning">MVP</span>}
      {match.leave === true && <span className="tag is-dark">Leaver</span>}
    </span>
  );
}

interface MatchRow {
  match: PlayerMatch;
  change: ScoreChange | undefined;
}

/**
 * On a phone a row keeps when it was played (the main cell), the points won or lost and the Info link into the
 * match; the type, the points after it and the result tags go under the time, so Info stays inside the window.
 */
function matchColumns(fallbackType: string): Column<MatchRow>[] {
  return [
    { id: 'time', header: 'Time', main: true, cell: ({ match }) => <TimeDisplay value={match.starttime} /> },
    { id: 'type', header: 'Type', show: 'under', cell: ({ match }) => match.typename || fallbackType },
    { id: 'points', numeric: true, header: 'Points', cell: ({ change }) => <Delta change={change} /> },
    {
      id: 'after',
      numeric: true,
      header: 'After points',
      show: 'under',
      nowrap: true,
      cell: ({ match }) => formatOptionalNumber(match.afterscore),
    },
    { id: 'result', header: 'Result', show: 'under', underLabel: '', cell: ({ match }) => <Result match={match} /> },
    {
      id: 'actions',
      header: 'Actions',
      nowrap: true,
      cell: ({ match }) => (
        <Link className="button is-small" to={paths.match(match.lid)} aria-label={`Info about match ${match.lid}`}>
          Info
        </Link>
      ),
    },
  ];
}

export function MatchHistoryTable({ matches, fallbackType }: { matches: PlayerMatch[]; fallbackType: string }) {
  const rows = useMemo(() => {
    const deltas = changes(matches);
    return matches.map((match, index): MatchRow => ({ match, change: deltas[index] }));
  }, [matches]);
  const columns = useMemo(() => matchColumns(fallbackType), [fallbackType]);
  return (
    <ResponsiveTable
      label="Matches"
      className="player-matches-table"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.match.lid}
    />
  );
}
