import { TimeDisplay } from '../../components/TimeDisplay';
import { roundTiming } from '../../lib/roundStatus';
import type { Round } from '../../data/competitions';

/** "Starts in 2 days", "Ends in 5 hours", "Ended 3 days ago": the round's state by the clock, absolute time as tooltip. */
export function RoundTiming({ round, now }: { round: Round; now: number }) {
  const timing = roundTiming(round.startdate, round.enddate, now);
  if (!timing) return null;
  return (
    <span className={`round-timing is-${timing.label.toLowerCase()}`}>
      {timing.label} <TimeDisplay value={timing.at} />
    </span>
  );
}
