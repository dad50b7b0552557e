import { useSearchParams } from 'react-router-dom';
import { SectionBoundary } from '../../components/SectionBoundary';
import { TimeDisplay } from '../../components/TimeDisplay';
import type { Competition, Round } from '../../data/competitions';
import { chooseRound, knownTime, statusWords } from './event';
import { RoundChallenges } from './RoundChallenges';
import { RoundMatches } from './RoundMatches';
import { RoundSelector } from './RoundSelector';
import { RoundTiming } from './RoundTiming';
import { useNowSeconds } from './useNowSeconds';

/** The Rounds tab: the round selector, then the chosen round's matches and challenges. */
export function RoundsTab({ eventId, event }: { eventId: number; event: Competition }) {
  const [params] = useSearchParams();
  const now = useNowSeconds();
  const rounds = event.rounds;
  const choice = chooseRound(rounds, params.get('round'), now);
  if ('none' in choice) {
    return (
      <p className="notification" role="status">
        No rounds information available.
      </p>
    );
  }
  const selected = 'round' in choice ? choice.round : undefined;
  return (
    <>
      <RoundSelector eventId={eventId} rounds={rounds} selected={selected} now={now} />
      {'unknown' in choice && (
        <div className="notification is-warning" role="alert">
          This event has no round “{choice.unknown}”. Choose one of its rounds above.
        </div>
      )}
      {/* A fresh panel per round: the match chosen in one round means nothing in another. */}
      {selected && (
        <SectionBoundary key={selected.id} name="this round">
          <RoundPanel eventId={eventId} round={selected} now={now} players={event.numplayers} />
        </SectionBoundary>
      )}
    </>
  );
}

/** `players`: the event's player count, the most results a challenge can list. */
function RoundPanel({
  eventId,
  round,
  now,
  players,
}: {
  eventId: number;
  round: Round;
  now: number;
  players: number | undefined;
}) {
  const { matches, challenges } = round;
  const status = statusWords(round.status);
  const start = knownTime(round.startdate);
  const end = knownTime(round.enddate);
  return (
    <section aria-labelledby="round-heading" className="round-panel">
      <h2 id="round-heading" className="title is-4">
        {round.name || `Round ${round.id}`}
      </h2>
      <p className="round-meta block">
        {status && <span className="tag is-dark mr-2">{status}</span>}
        <RoundTiming round={round} now={now} />
        {start !== undefined && end !== undefined && (
          <span className="round-dates">
            <TimeDisplay value={start} full /> – <TimeDisplay value={end} full />
          </span>
        )}
      </p>
      {matches.length === 0 && challenges.length === 0 && (
        <p className="notification" role="status">
          No results available.
        </p>
      )}
      {matches.length > 0 && (
        <SectionBoundary name="the round's matches">
          <RoundMatches eventId={eventId} round={round} matches={matches} now={now} />
        </SectionBoundary>
      )}
      {challenges.length > 0 && (
        <SectionBoundary name="the round's challenges">
          <RoundChallenges eventId={eventId} challenges={challenges} players={players} />
        </SectionBoundary>
      )}
    </section>
  );
}
