import { useMemo } from 'react';
import { PlayerHoverPopup } from '../../components/PlayerHoverPopup';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber } from '../../lib/format';
import { formatScore, medalFor, recordValue, scoreLabel, type MapKind, type MedalScores } from '../../lib/leaderboard';
import type { LeaderboardRecord } from '../../data/leaderboard';
import { MedalChip } from '../../components/MedalChip';
import { HIDDEN_SCORE_TOOLTIP } from './texts';
import type { Player } from '../../api/types';
import { plainPlayerName } from '../../components/PlayerName';
import { useIsPhone } from '../../components/useMediaQuery';
import { toPlainText } from '../../lib/gameText';

interface PositionsTableProps {
  rows: LeaderboardRecord[];
  map: MedalScores;
  kind: MapKind;
  /** The signed-in player's account id: their row is highlighted. */
  ownId: string | undefined;
}

/**
 * A row is one line on a phone: position | flag and name | time with its medal's chip (a name too long for the line
 * is cut with an ellipsis, whole in its link and its tooltip); when and ghost show from a tablet on (the hover card and
 * the record itself are a tap away). Fixed layout: appending 50 rows to 500 does not make the browser measure every
 * cell again.
 */
export function PositionsTable({ rows, map, kind, ownId }: PositionsTableProps) {
  const phone = useIsPhone();
  const columns = useMemo(() => positionColumns(map, kind, phone), [map, kind, phone]);
  return (
    <ResponsiveTable
      label="Positions"
      className="is-narrow positions-table"
      fixed
      columns={columns}
      rows={rows}
      rowKey={(record) => record.position}
      rowProps={(record) => (isOwn(record, ownId) ? { 'aria-current': 'true', id: 'own-record' } : undefined)}
    />
  );
}

function isOwn(record: LeaderboardRecord, ownId: string | undefined): boolean {
  return ownId !== undefined && record.player.id === ownId;
}

/** The name as the row shows it, in plain text: the club tag in brackets, then the name. */
function plainName(player: Player): string {
  const tag = player.tag ? toPlainText(player.tag).trim() : '';
  return tag ? `[${tag}] ${plainPlayerName(player)}` : plainPlayerName(player);
}

function positionColumns(map: MedalScores, kind: MapKind, phone: boolean): Column<LeaderboardRecord>[] {
  return [
    {
      id: 'position',
      header: 'Position',
      width: '6.5em',
      phoneWidth: '4.75em',
      nowrap: true,
      numeric: true,
      className: 'has-text-weight-semibold',
      cell: (record) => formatNumber(record.position),
    },
    {
      id: 'player',
      header: 'Player',
      main: true,
      // On a phone the name keeps one line, cut with an ellipsis where it is too long; the tooltip holds it whole (a
      // computer's wider column wraps it instead, and its hover card says it all).
      cell: (record) => (
        <span className="positions-name" title={phone ? plainName(record.player) : undefined}>
          <PlayerHoverPopup player={record.player} showTag showFlag />
        </span>
      ),
    },
    {
      id: 'score',
      header: scoreLabel(kind),
      width: '11em',
      phoneWidth: '9.25em',
      nowrap: true,
      numeric: true,
      className: 'is-mono',
      cell: (record) => (
        <>
          <MedalChip medal={medalFor(recordValue(record, kind), map, kind)} short />{' '}
          <Score value={recordValue(record, kind)} kind={kind} />
        </>
      ),
    },
    {
      id: 'when',
      header: 'When',
      show: 'tablet',
      width: '9em',
      cell: (record) => <TimeDisplay value={record.timestamp} />,
    },
    {
      id: 'ghost',
      header: 'Ghost',
      show: 'tablet',
      width: '4.5em',
      cell: (record) =>
        record.url ? (
          <a href={record.url} download aria-label={`Ghost of position ${formatNumber(record.position)}`}>
            Ghost
          </a>
        ) : (
          <span aria-hidden="true">-</span>
        ),
    },
  ];
}

function Score({ value, kind }: { value: number | undefined; kind: MapKind }) {
  if (value !== -1) return <>{formatScore(value, kind)}</>;
  return (
    <span title={HIDDEN_SCORE_TOOLTIP}>
      <span aria-hidden="true">–</span>
      <span className="is-sr-only">Hidden: {HIDDEN_SCORE_TOOLTIP}</span>
    </span>
  );
}
