import { formatNumber } from '../../lib/format';
import { MULTIPLE_INSTANCES_TOOLTIP } from '../../lib/roomRules';

interface RoomPlayersProps {
  count: number | undefined;
  max: number | undefined;
  nadeo: boolean | undefined;
  /** The page says "may have multiple instances" elsewhere (the room's Type): the mark keeps its tooltip only. */
  explainedBeside?: boolean;
}

const numberOrNone = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : '-';

/**
 * "count / max". A Nadeo room can run on several servers at once, so its count carries the spec's tooltip, also
 * spelled out for screen readers (a title alone is not read everywhere).
 */
export function RoomPlayers({ count, max, nadeo, explainedBeside = false }: RoomPlayersProps) {
  const text = `${numberOrNone(count)} / ${numberOrNone(max)}`;
  if (nadeo !== true) return <span className="room-players">{text}</span>;
  return (
    <span className="room-players has-instances" title={MULTIPLE_INSTANCES_TOOLTIP}>
      {text}
      <span aria-hidden="true" className="room-instances-mark">
        *
      </span>
      {!explainedBeside && <span className="is-sr-only"> ({MULTIPLE_INSTANCES_TOOLTIP})</span>}
    </span>
  );
}
