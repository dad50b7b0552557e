import { useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { QueryLoadMore } from '../../components/LoadMoreButton';
import { ProgressBar } from '../../components/ProgressBar';
import { RecordTable } from '../../components/RecordTable';
import { useTitle } from '../../components/useTitle';
import { mergeByKey } from '../../lib/mergeByKey';
import { paths } from '../../lib/paths';
import { campaignNameFromMaps } from '../../lib/campaignName';
import { toPlainText } from '../../lib/gameText';
import { GameText } from '../../components/GameText';
import type { TrackRecord } from '../../api/types';
import { campaignOfGroup, campaignQueries } from '../../data/campaign';

/** New records on tracked campaigns, newest first: all of them, or one campaign's (its leaderboard group). */
export function CampaignActivityPage() {
  const { group } = useParams();
  useTitle('Campaign activity');
  const query = useInfiniteQuery(campaignQueries.activity(group));
  const pages = query.data?.pages;
  const records = useMemo(
    () =>
      mergeByKey(
        (pages ?? []).map((page) => page.items),
        (record) => record.id,
      ),
    [pages],
  );
  return (
    <section>
      <h1 className="title">Campaign activity</h1>
      <p className="subtitle is-6">
        {group ? (
          <>
            Records of <CampaignName group={group} records={records} />.{' '}
            <Link to={paths.campaignActivity()}>Show all campaigns</Link>
          </>
        ) : (
          'The newest records on tracked campaigns.'
        )}
      </p>
      {query.isPending && <ProgressBar label="Loading the activity…" />}
      {query.isError && records.length === 0 && (
        <ErrorBox title="Could not load the campaign activity" error={query.error} />
      )}
      {query.isSuccess && records.length === 0 && (
        <p className="notification" role="status">
          No activities found.
        </p>
      )}
      {records.length > 0 && <RecordTable label="Campaign activity" records={records} />}
      {query.isFetchNextPageError && <ErrorBox title="Could not load more records" error={query.error} />}
      <QueryLoadMore query={query} />
    </section>
  );
}

/**
 * The campaign a group's records belong to: linked when this visit read the campaign, else the name its numbered maps
 * share ("Summer 2024 - 01"), else its leaderboard's id, the one thing the address says.
 */
function CampaignName({ group, records }: { group: string; records: readonly TrackRecord[] }) {
  const known = campaignOfGroup(useQueryClient(), group);
  if (known) {
    return (
      <Link to={paths.campaign(known.club, known.campaign.id)}>
        <GameText text={known.campaign.name} />
      </Link>
    );
  }
  const fromMaps = campaignNameFromMaps(records.map((record) => toPlainText(record.map.name)));
  if (fromMaps) return <strong>{fromMaps}</strong>;
  return (
    <>
      the campaign with leaderboard <span className="is-mono">{group}</span>
    </>
  );
}
