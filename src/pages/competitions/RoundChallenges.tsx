import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ErrorBox } from '../../components/ErrorBox';
import { formatNumber } from '../../lib/format';
import { competitionQueries, type Challenge } from '../../data/competitions';
import { ChallengeAdmins } from './ChallengeAdmins';
import { statusWords } from './event';
import { PagedResults } from './PagedResults';

interface RoundChallengesProps {
  eventId: number;
  challenges: { id: number; name: string }[];
  /** The event's player count: a challenge whose results reach it has no more to load. */
  players?: number | undefined;
}

/** The round's challenges (qualifiers): each with its status, servers, map count, admins and results. */
export function RoundChallenges({ eventId, challenges, players }: RoundChallengesProps) {
  return (
    <section aria-labelledby="round-challenges-heading" className="block">
      <h3 id="round-challenges-heading" className="title is-5">
        Challenges
      </h3>
      {challenges.map((challenge) => (
        <ChallengeCard key={challenge.id} eventId={eventId} challenge={challenge} players={players} />
      ))}
    </section>
  );
}

/** The map count: `mapcount` when sent, else the length of `maps`. */
function mapCountOf(challenge: Challenge): number | undefined {
  return challenge.mapcount ?? challenge.maps?.length;
}

function ChallengeCard({
  eventId,
  challenge,
  players,
}: {
  eventId: number;
  challenge: { id: number; name: string };
  players: number | undefined;
}) {
  const detail = useQuery(competitionQueries.challenge(eventId, challenge.id));
  const results = useInfiniteQuery(competitionQueries.challengeResults(eventId, challenge.id, players));
  const name = detail.data?.name || challenge.name || `Challenge ${challenge.id}`;
  const headingId = `challenge-${challenge.id}`;
  const mapCount = detail.data ? mapCountOf(detail.data) : undefined;
  return (
    <article className="box challenge-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="title is-6">
        {name}
      </h4>
      {detail.isError && <ErrorBox title="Could not load this challenge's details" error={detail.error} />}
      {detail.data && (
        <dl className="event-facts block">
          <div>
            <dt>Status</dt>
            <dd>{statusWords(detail.data.status) ?? '-'}</dd>
          </div>
          <div>
            <dt>Servers</dt>
            <dd>{detail.data.servers === undefined ? '-' : formatNumber(detail.data.servers)}</dd>
          </div>
          <div>
            <dt>Maps</dt>
            <dd>{mapCount === undefined ? '-' : formatNumber(mapCount)}</dd>
          </div>
          <ChallengeAdmins admins={detail.data.admins} />
        </dl>
      )}
      <PagedResults what={name} query={results} scoreKind="time" />
    </article>
  );
}
