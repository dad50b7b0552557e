import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { totdMonthQuery } from '../../api/totd';
import { ErrorBox } from '../../components/ErrorBox';
import { ProgressBar } from '../../components/ProgressBar';
import { SectionBoundary } from '../../components/SectionBoundary';
import { useTitle } from '../../components/useTitle';
import { useUrlParam } from '../../components/useUrlParam';
import { toPlainText } from '../../lib/gameText';
import { formatMonthParam, isTotdMonthInRange, monthName, monthOffset, parseMonthParam, totdMonthNow, FIRST_TOTD_MONTH } from '../../lib/parisTime';
import { paths } from '../../lib/paths';
import { useSession } from '../../session/SessionProvider';
import { campaignOwner, campaignQueries as listQueries, type CampaignTab } from '../campaigns/api';
import { campaignQueries } from '../campaign/api';
import CampaignRecords from './CampaignRecords';
import MonthRecords from './MonthRecords';
import { RecordsSignIn } from './RecordsSignIn';
import './records.scss';

const TITLE = 'My records';
/** The official campaign lists this page offers, with the address parameter that picks one of each. */
const OFFICIAL: { tab: Extract<CampaignTab, 'seasonal' | 'weekly'>; label: string }[] = [
  { tab: 'seasonal', label: 'Seasonal campaign' },
  { tab: 'weekly', label: 'Weekly Shorts' },
];

/** /records: the signed-in player's records on the current seasonal campaign, Weekly Shorts and Track of the Day month. */
export function RecordsPage() {
  useTitle(TITLE);
  const { session } = useSession();
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
        <>
          {OFFICIAL.map(({ tab, label }) => (
            <SectionBoundary key={tab} name={`the ${label}`}>
              <OfficialCampaign tab={tab} label={label} />
            </SectionBoundary>
          ))}
          <SectionBoundary name="the Track of the Day month">
            <MonthSection />
          </SectionBoundary>
        </>
      )}
    </section>
  );
}

/** One official list: the newest campaign by default, any other of the first page by choice (?seasonal=id). */
function OfficialCampaign({ tab, label }: { tab: 'seasonal' | 'weekly'; label: string }) {
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
      {/* Three grids on one page: each keeps its own filter and sort (?seasonal-records=…, ?weekly-sort=…). */}
      <CampaignRecords campaign={query.data} heading={false} paramPrefix={`${tab}-`} />
    </>
  );
}

/** The Track of the Day month: the current one by default, any other by choice (?month=2024-3). */
function MonthSection() {
  const [params, setUrl] = useUrlParam('month');
  const now = totdMonthNow();
  const asked = parseMonthParam(params.get('month') ?? undefined);
  const month = asked && isTotdMonthInRange(asked) ? asked : now;
  const offset = monthOffset(month);
  const query = useQuery(totdMonthQuery(offset));
  return (
    <section className="block" aria-labelledby="records-month-title">
      <h2 id="records-month-title" className="title is-4">
        Track of the Day: {monthName(month.month)} {month.year}
      </h2>
      <div className="field">
        <label className="label is-small" htmlFor="records-month">
          Month
        </label>
        <input
          id="records-month"
          className="input is-small records-month-input"
          type="month"
          min={formatIsoMonth(FIRST_TOTD_MONTH)}
          max={formatIsoMonth(now)}
          value={formatIsoMonth(month)}
          onChange={(event) => {
            const [year, monthNumber] = event.target.value.split('-').map(Number);
            if (year === undefined || monthNumber === undefined || !Number.isInteger(year) || !Number.isInteger(monthNumber)) return;
            setUrl({ month: formatMonthParam({ year, month: monthNumber }) });
          }}
        />
      </div>
      {query.isPending && <ProgressBar label="Loading the month’s maps…" />}
      {query.isError && <ErrorBox title="Could not load the Track of the Day" error={query.error} />}
      {query.data && <MonthRecords month={query.data} offset={offset} heading={false} paramPrefix="month-" />}
    </section>
  );
}

/** "2024-03", as an <input type="month"> reads and writes it. */
function formatIsoMonth({ year, month }: { year: number; month: number }): string {
  return `${String(year)}-${String(month).padStart(2, '0')}`;
}
