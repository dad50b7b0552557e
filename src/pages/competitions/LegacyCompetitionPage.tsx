import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/format';
import { competitionQueries, type LegacyCompetition } from '../../data/competitions';
import { statusWords } from './event';
import { EventLoadState, EventRoute, useEventTitle } from './EventCommon';
import { Fact } from '../../components/DescribedFact';
import { EventHeaderFrame } from './EventHeader';
import { EventLeaderboard } from './LeaderboardTab';
import { SectionBoundary } from '../../components/SectionBoundary';
import './competitions.scss';

/** /competitions/{id}: an event of the site's own (legacy) records: its header and its leaderboard. */
export function LegacyCompetitionPage() {
  return <EventRoute>{(id) => <LegacyView id={id} />}</EventRoute>;
}

function LegacyView({ id }: { id: number }) {
  const query = useQuery(competitionQueries.legacy(id));
  useEventTitle(query.data);
  if (!query.isSuccess) return <EventLoadState id={id} query={query} legacy />;
  return (
    <>
      <SectionBoundary name="the event's header">
        <LegacyHeader event={query.data} />
      </SectionBoundary>
      <SectionBoundary name="the leaderboard">
        <LegacyLeaderboard id={id} />
      </SectionBoundary>
    </>
  );
}

/** "120 / 128", or the count alone when there was no limit (maxplayers 0). */
function playersText(event: LegacyCompetition): string | undefined {
  if (event.numplayers === undefined) return undefined;
  const max = event.maxplayers;
  return max !== undefined && max > 0
    ? `${formatNumber(event.numplayers)} / ${formatNumber(max)}`
    : formatNumber(event.numplayers);
}

function LegacyHeader({ event }: { event: LegacyCompetition }) {
  const players = playersText(event);
  const badge = (
    <p className="block">
      <span className="tag is-dark">Legacy event</span>
    </p>
  );
  // The badge names the type already: a "legacy" type is not said a second time.
  const shown = statusWords(event.type) === 'Legacy' ? { ...event, type: '' } : event;
  return (
    <EventHeaderFrame event={shown} badge={badge}>
      {players !== undefined && <Fact label="Players">{players}</Fact>}
    </EventHeaderFrame>
  );
}

function LegacyLeaderboard({ id }: { id: number }) {
  const query = useInfiniteQuery(competitionQueries.legacyLeaderboard(id));
  return <EventLeaderboard headingId="legacy-leaderboard-heading" query={query} />;
}
