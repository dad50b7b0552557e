import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { ProgressBar } from '../../components/ProgressBar';
import { TimeDisplay } from '../../components/TimeDisplay';
import { useTitle } from '../../components/useTitle';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { competitionQueries, type LegacyCompetition } from './api';
import { knownTime, parseEventId } from './event';
import { BackToEvents, EventLoadError, NotAnEventId } from './EventCommon';
import { Fact } from './EventHeader';
import { EventDescription, EventLinks } from './EventLinks';
import { EventLogo } from './EventLogo';
import { PagedResults } from './PagedResults';
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
      <LegacyHeader event={query.data} />
      <LegacyLeaderboard id={id} />
    </>
  );
}

/** "120 / 128", or the count alone when there was no limit (maxplayers 0). */
function playersText(event: LegacyCompetition): string | undefined {
  if (typeof event.numplayers !== 'number') return undefined;
  const max = event.maxplayers;
  return typeof max === 'number' && max > 0 ? `${formatNumber(event.numplayers)} / ${formatNumber(max)}` : formatNumber(event.numplayers);
}

function LegacyHeader({ event }: { event: LegacyCompetition }) {
  const players = playersText(event);
  return (
    <header className="event-header block">
      <EventLogo logourl={event.logourl} name={event.name} className="event-header-logo" />
      <div className="event-header-text">
        <h1 className="title">
          <GameText text={event.name} />
        </h1>
        <p className="block">
          <span className="tag is-dark">Legacy event</span>
        </p>
        <EventDescription text={event.description} />
        <EventLinks event={event} />
        <dl className="event-facts">
          <Fact label="Start">
            <TimeDisplay value={knownTime(event.startdate)} full />
          </Fact>
          <Fact label="End">
            <TimeDisplay value={knownTime(event.enddate)} full />
          </Fact>
          {players !== undefined && <Fact label="Players">{players}</Fact>}
          {event.creatorplayer && (
            <Fact label="Created by">
              <PlayerLink player={event.creatorplayer} showTag />
            </Fact>
          )}
        </dl>
      </div>
    </header>
  );
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
