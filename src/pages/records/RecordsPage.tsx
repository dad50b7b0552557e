import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { SectionBoundary } from '../../components/SectionBoundary';
import { TabList } from '../../components/TabList';
import { useTitle } from '../../components/useTitle';
import { useUrlParam } from '../../components/useUrlParam';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/SessionProvider';
import { campaignOwner, campaignQueries as listQueries, type CampaignTab } from '../../data/campaigns';
import { campaignQueries } from '../../data/campaign';
import CampaignRecords from './CampaignRecords';
import { MonthSection } from './MonthSection';
import { RecordsSignIn } from './RecordsSignIn';
import './records.scss';

const TITLE = 'My records';
type OfficialTab = Extract<CampaignTab, 'seasonal' | 'weekly'>;
type Section = OfficialTab | 'month';
/** The sections, one shown at a time (?section=weekly), the seasonal campaign first and by default. */
const SECTIONS: readonly { id: Section; label: string }[] = [
  { id: 'seasonal', label: 'Seasonal campaign' },
  { id: 'weekly', label: 'Weekly Shorts' },
  { id: 'month', label: 'Track of the Day' },
];
const DEFAULT_SECTION: Section = 'seasonal';
const sectionOf = (value: string | null): Section =>
  SECTIONS.find((section) => section.id === value)?.id ?? DEFAULT_SECTION;

/**
 * /records: the signed-in player's records on the current seasonal campaign, Weekly Shorts or Track of the Day month.
 * One section at a time: each asks for one record per map (and its player count), so three at once cost three times
 * the requests, most of them for a section nobody looked at.
 */
export function RecordsPage() {
  useTitle(TITLE);
  const { session } = useSession();
  const [params, setUrl] = useUrlParam('section');
  const section = sectionOf(params.get('section'));
  return (
    <section className="records-page">
      <h1 className="title">{TITLE}</h1>
      <p className="block">
        Your time, medal and rank on every map of a campaign or a Track of the Day month, and how far the next medal is.
        The API shows each player only their own records: nobody else’s can be looked up here.
      </p>
      {!session ? (
        <RecordsSignIn what="every campaign and Track of the Day month" />
      ) : (
        <TabList
          label="Records to show"
          tabs={SECTIONS}
          selected={section}
          onSelect={(id) => {
            setUrl({ section: id === DEFAULT_SECTION ? null : id });
          }}
        >
          {section === 'month' ? (
            <SectionBoundary key={section} name="the Track of the Day month">
              <MonthSection />
            </SectionBoundary>
          ) : (
            <SectionBoundary key={section} name={`the ${labelOf(section)}`}>
              <OfficialCampaign tab={section} label={labelOf(section)} />
            </SectionBoundary>
          )}
        </TabList>
      )}
    </section>
  );
}

const labelOf = (id: Section) => SECTIONS.find((section) => section.id === id)?.label ?? id;

/** One official list: the newest campaign by default, any other of the first page by choice (?seasonal=id). */
function OfficialCampaign({ tab, label }: { tab: OfficialTab; label: string }) {
  const [params, setUrl] = useUrlParam(tab);
  const list = useInfiniteQuery(listQueries.list(tab, ''));
  const campaigns = list.data?.pages[0]?.campaigns ?? [];
  const asked = params.get(tab);
  const picked = campaigns.find((campaign) => String(campaign.id) === asked) ?? campaigns[0];
  const titleId = `records-${tab}-title`;
  return (
    <section className="block" aria-labelledby={titleId}>
      <h2 id={titleId} className="title is-4">
        {label}
      </h2>
      {list.isPending && <ProgressBar label={`Loading the ${label} list…`} />}
      {list.isError && <ErrorBox title={`Could not load the ${label} list`} error={list.error} />}
      {list.isSuccess && campaigns.length === 0 && <p>There is no {label} to show.</p>}
      {picked && (
        <>
          <div className="field">
            <label className="label is-small" htmlFor={`records-${tab}`}>
              {label}
            </label>
            <div className="select is-small">
              <select
                id={`records-${tab}`}
                value={String(picked.id)}
                onChange={(event) => setUrl({ [tab]: event.target.value })}
              >
                {campaigns.map((campaign) => (
                  <option key={campaign.id} value={String(campaign.id)}>
                    {toPlainText(campaign.name).trim() || `Campaign ${String(campaign.id)}`}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <CampaignGrid club={String(campaignOwner(picked, tab))} id={picked.id} tab={tab} />
        </>
      )}
    </section>
  );
}

function CampaignGrid({ club, id, tab }: { club: string; id: number; tab: string }) {
  const query = useQuery(campaignQueries.campaign(club, String(id)));
  if (query.isPending) return <ProgressBar label="Loading the campaign…" />;
  if (query.isError) return <ErrorBox title="Could not load this campaign" error={query.error} />;
  return (
    <>
      <p className="block">
        <Link to={paths.campaign(club, id)}>Open {toPlainText(query.data.name).trim() || 'the campaign'}</Link>
      </p>
      {/* Each section's grid keeps its own filter and sort (?seasonal-records=…, ?weekly-sort=…), kept across tabs. */}
      <CampaignRecords campaign={query.data} heading={false} paramPrefix={`${tab}-`} />
    </>
  );
}
