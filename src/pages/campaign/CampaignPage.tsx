import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ProgressBar } from '../../components/ProgressBar';
import { useTitle } from '../../components/useTitle';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { campaignQueries, OFFICIAL_CLUBS } from '../../data/campaign';
import { CampaignHero } from './CampaignHero';
import { CampaignMedia } from './CampaignMedia';
import { CampaignPlaylist } from './CampaignPlaylist';
import { CampaignRanking } from './CampaignRanking';
import { RecentRecords } from './RecentRecords';
import './campaign.scss';
import { SectionBoundary } from '../../components/SectionBoundary';
import { RECORDS_SECTION_ID } from '../records/public';
import { PageLoadState } from '../../components/PageLoadState';

// The records grid is its own chunk (visitors only need its one line), asked for as the page opens, beside the
// campaign's answer. The sections after it wait for it (one Suspense), so it never arrives above a part already shown.
const loadRecords = () => import('../records/CampaignRecords');
const CampaignRecords = lazy(loadRecords);

/**
 * A way from the top of the page to My records, which comes after every playlist row (25 maps: far down). A button,
 * not a "#" link: the address's hash holds the route. It scrolls to the section and moves the focus to its heading.
 */
function RecordsJump() {
  const go = () => {
    const section = document.getElementById(RECORDS_SECTION_ID);
    // Optional: some environments (jsdom) have no scrollIntoView.
    (section as Partial<Pick<HTMLElement, 'scrollIntoView'>> | null)?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  return (
    <p className="block">
      <button type="button" className="button is-small is-link is-light" onClick={go}>
        My records on this campaign <span aria-hidden="true">↓</span>
      </button>
    </p>
  );
}

/** /campaigns/{club}/{campaign}: a club campaign, or an official one when the club is "seasonal" or "weekly". */
export function CampaignPage() {
  useEffect(() => {
    loadRecords().catch(() => {
      // The section asks again when it is drawn, and its boundary says so if that fails too.
    });
  }, []);
  const { club = '', campaign: id = '' } = useParams();
  const query = useQuery(campaignQueries.campaign(club, id));
  const campaign = query.data;
  const group = campaign?.leaderboarduid ?? '';
  const records = useQuery({ ...campaignQueries.worldRecords(group), enabled: group !== '' });
  useTitle(campaign ? toPlainText(campaign.name) : 'Campaign');

  const refresh = () => {
    void query.refetch();
    if (group) void records.refetch();
  };

  if (!query.isSuccess) {
    return (
      <PageLoadState
        title="Campaign"
        pending={query.isPending}
        loading="Loading the campaign…"
        errorTitle="Could not load this campaign"
        error={query.error}
      />
    );
  }
  const data = query.data;
  const maps = data.playlist;
  return (
    <section className="campaign-page">
      <CampaignHero
        campaign={data}
        official={OFFICIAL_CLUBS.includes(club)}
        refreshing={query.isFetching}
        onRefresh={refresh}
      />
      {maps.length > 0 && <RecordsJump />}
      <SectionBoundary name="the playlist">
        {maps.length > 0 ? (
          <CampaignPlaylist maps={maps} group={group} />
        ) : (
          <p className="notification">This campaign has no maps.</p>
        )}
      </SectionBoundary>
      <Suspense fallback={<ProgressBar label="Loading your records…" />}>
        {maps.length > 0 && (
          <SectionBoundary name="your records">
            <CampaignRecords campaign={data} />
          </SectionBoundary>
        )}
        {/* The maps first (what a player opens a campaign for), the club's images after them and the records. */}
        <SectionBoundary name="the campaign's media">
          <CampaignMedia campaign={data} />
        </SectionBoundary>
        {group && (
          <SectionBoundary name="the recent records">
            <RecentRecords query={records} activity={data.tracked ? paths.campaignActivity(group) : undefined} />
          </SectionBoundary>
        )}
        <SectionBoundary name="the campaign leaderboard">
          <CampaignRanking uid={group} />
        </SectionBoundary>
      </Suspense>
    </section>
  );
}
