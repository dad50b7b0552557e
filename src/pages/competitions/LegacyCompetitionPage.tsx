import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { competitionQueries, type LegacyCompetition } from './api';
import { parseEventId, statusWords } from './event';
import { BackToEvents, EventLoadError, NotAnEventId } from './EventCommon';
import { EventHeaderFrame, Fact } from './EventHeader';
import { PagedResults } from './PagedResults';
import { SectionBoundary } from '../../components/SectionBoundary';
import './competitions.scss';

/** /competitions/{id}: an event of the site's own (legacy) records: its header and its leaderboard. */
export function LegacyCompetitionPage() {
  const { id } = useParams();
  const eventId = parseEventId(id);
  return (
    <section>
      <BackToEvents />
      {eventId === undefined ? <NotAnEventId raw={id ?? ''} /> : <LegacyView id={eventId} />}
    </section>
  );
}

function LegacyView({ id }: { id: number }) {
  const query = useQuery(competitionQueries.legacy(id));
  useTitle(query.data ? toPlainText(query.data.name) || 'Event' : 'Event');
  if (query.isPending) return <ProgressBar label="Loading the event…" />;
  if (query.isError) return <EventLoadError id={id} error={query.error} onRetry={() => void query.refetch()} legacy />;
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
  return max !== undefined && max > 0 ? `${formatNumber(event.numplayers)} / ${formatNumber(max)}` : formatNumber(event.numplayers);
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
  return <EventHeaderFrame event={shown} badge={badge}>{players !== undefined && <Fact label="Players">{players}</Fact>}</EventHeaderFrame>;
}

function LegacyLeaderboard({ id }: { id: number }) {
  const query = useInfiniteQuery(competitionQueries.legacyLeaderboard(id));
  return (
    <section aria-labelledby="legacy-leaderboard-heading">
      <h2 id="legacy-leaderboard-heading" className="title is-4">
        Leaderboard
      </h2>
      <PagedResults what="the leaderboard" query={query} scoreKind="points" />
    </section>
  );
}
