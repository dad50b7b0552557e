import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { paths } from '../../lib/paths';
import { competitionQueries, type Competition } from '../../data/competitions';
import { EVENT_TABS, eventSearch } from './event';
import { EventLoadState, EventRoute, useEventTitle } from './EventCommon';
import { EventHeader } from './EventHeader';
import { EventTabs } from './EventTabs';
import { LeaderboardTab } from './LeaderboardTab';
import { RoundsTab } from './RoundsTab';
import { TeamsTab } from './TeamsTab';
import './competitions.scss';
import { SectionBoundary } from '../../components/SectionBoundary';
import { UnknownSegment } from '../../components/UnknownSegment';

/** /competitions/comp/{id}: a new event, with its rounds, teams and leaderboard. */
export function CompetitionPage() {
  return <EventRoute>{(id) => <EventView id={id} />}</EventRoute>;
}

function EventView({ id }: { id: number }) {
  const query = useQuery(competitionQueries.event(id));
  useEventTitle(query.data);
  if (!query.isSuccess) return <EventLoadState id={id} query={query} />;
  return (
    <>
      <SectionBoundary name="the event's header">
        <EventHeader event={query.data} />
      </SectionBoundary>
      <EventBody id={id} event={query.data} />
    </>
  );
}

// The route's id addresses the sub-resources: it is the one the server just answered for.
function EventBody({ id, event }: { id: number; event: Competition }) {
  const [params] = useSearchParams();
  const rawTab = params.get('tab');
  const tab = EVENT_TABS.parse(rawTab);
  const teamsQuery = useQuery(competitionQueries.teams(id));
  const teams = teamsQuery.data ?? [];
  return (
    <>
      {/* A failed teams answer keeps the tab: it may have teams, and the tab says why they are not shown. */}
      <EventTabs eventId={id} active={tab} showTeams={teams.length > 0 || teamsQuery.isError} />
      {tab === undefined && <UnknownTab id={id} raw={rawTab ?? ''} />}
      {/* Each tab fails alone: the tab links stay, so another tab can still be opened. */}
      {tab !== undefined && (
        <SectionBoundary key={tab} name={`the ${tab} tab`}>
          {tab === 'rounds' && <RoundsTab eventId={id} event={event} />}
          {tab === 'leaderboard' && <LeaderboardTab eventId={id} />}
          {tab === 'teams' && teamsQuery.isPending && <ProgressBar label="Loading the teams…" />}
          {tab === 'teams' && teamsQuery.isError && (
            <ErrorBox title="Could not load the teams" error={teamsQuery.error} />
          )}
          {tab === 'teams' && teamsQuery.isSuccess && teams.length === 0 && (
            <p className="notification" role="status">
              This event has no teams.
            </p>
          )}
          {tab === 'teams' && teams.length > 0 && <TeamsTab teams={teams} />}
        </SectionBoundary>
      )}
    </>
  );
}

function UnknownTab({ id, raw }: { id: number; raw: string }) {
  const choices = EVENT_TABS.list
    .filter((tab) => tab.id !== 'teams')
    .map((tab) => ({
      key: tab.id,
      to: { pathname: paths.competition(id), search: eventSearch({ tab: tab.id }) },
      label: tab.label,
    }));
  return <UnknownSegment message={`“${raw}” is not a section of this event. Open one of these:`} choices={choices} />;
}
