import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { parseRouteId } from '../../lib/routeId';
import { ActivityList } from './ActivityList';
import { CLUB_TABS, clubQueries, type ClubTab } from '../../data/clubs';
import { ClubHeader } from './ClubHeader';
import { ClubMembers } from './ClubMembers';
import { ClubSummary } from './ClubSummary';
import { ClubTabs } from './ClubTabs';
import { BadParam } from './BadParam';
import './clubs.scss';
import { SectionBoundary } from '../../components/SectionBoundary';
import { UnknownSegment } from '../../components/UnknownSegment';
import { PageLoadState } from '../../components/PageLoadState';

/** /clubs/{id}/{tab?}: a club's summary (default), members or activities. */
export function ClubPage() {
  const { id: rawId, tab: rawTab } = useParams();
  const clubId = parseRouteId(rawId);
  if (clubId === undefined) return <BadParam title="Club" what="club id" value={rawId ?? ''} />;
  return <ClubView key={clubId} clubId={clubId} segment={rawTab} />;
}

function ClubView({ clubId, segment }: { clubId: number; segment: string | undefined }) {
  const tab = CLUB_TABS.parse(segment);
  const query = useQuery(clubQueries.club(clubId));
  const name = toPlainText(query.data?.name ?? '').trim();
  useTitle(name ? `${name}${tab && tab !== CLUB_TABS.defaultId ? ` - ${CLUB_TABS.label(tab)}` : ''}` : 'Club');

  if (!query.isSuccess) {
    return (
      <PageLoadState
        title="Club"
        pending={query.isPending}
        loading="Loading the club…"
        errorTitle={`Could not load club ${clubId}`}
        error={query.error}
      >
        <p>
          <Link to={paths.clubs()}>Back to the club list</Link>
        </p>
      </PageLoadState>
    );
  }
  return (
    <section className="club-page">
      <SectionBoundary name="the club's header">
        <ClubHeader club={query.data} clubId={clubId} />
      </SectionBoundary>
      <ClubTabs clubId={clubId} active={tab} />
      {tab === undefined ? (
        <UnknownTab clubId={clubId} segment={segment ?? ''} />
      ) : (
        <SectionBoundary key={tab} name="this tab">
          <TabContent tab={tab} clubId={clubId} />
        </SectionBoundary>
      )}
    </section>
  );
}

function TabContent({ tab, clubId }: { tab: ClubTab; clubId: number }) {
  if (tab === 'members') return <ClubMembers clubId={clubId} />;
  if (tab === 'activities') return <ClubActivities clubId={clubId} />;
  return <SummaryTab clubId={clubId} />;
}

function SummaryTab({ clubId }: { clubId: number }) {
  // Already loaded by the page: this reads the cache.
  const query = useQuery(clubQueries.club(clubId));
  return query.data ? <ClubSummary club={query.data} /> : null;
}

function ClubActivities({ clubId }: { clubId: number }) {
  const query = useInfiniteQuery(clubQueries.activities(clubId));
  return (
    <section aria-label="Activities">
      <ActivityList clubId={clubId} query={query} />
    </section>
  );
}

function UnknownTab({ clubId, segment }: { clubId: number; segment: string }) {
  const choices = CLUB_TABS.list.map((item) => ({ key: item.id, to: paths.club(clubId, item.id), label: item.label }));
  return <UnknownSegment message={`“${segment}” is not a section of a club. Choose one of these:`} choices={choices} />;
}
