import { playerCountDisplay } from '../lib/playerCount';

interface PlayerCountProps {
  count: number;
  /** The leaderboard is closed, its count may be off. */
  closed?: boolean;
}

/** "~1,234" or "250,000+" with a tooltip saying how far the number can be trusted. */
export function PlayerCount({ count, closed = false }: PlayerCountProps) {
  const { text, tooltip } = playerCountDisplay(count, closed);
  return (
    <span className="player-count" title={tooltip}>
      {text}
    </span>
  );
}
