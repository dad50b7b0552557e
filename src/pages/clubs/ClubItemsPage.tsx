import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { itemPackFileName } from '../../lib/clubActivities';
import { toPlainText } from '../../lib/gameText';
import { toDate } from '../../lib/timeValue';
import { clubQueries } from '../../data/clubs';
import { ACTIVITY_MEDIA_RATIO, ClubImage } from './ClubImage';
import { ItemPackDownload } from './ItemPackDownload';
import { SubPage, SubPageHead, SubPageState } from './SubPage';
import type { ItemPackVersion } from '../../data/clubTypes';

/** /clubs/{id}/items/{activityId}: an item pack, its versions and their downloads. */
export function ClubItemsPage() {
  return (
    <SubPage param="activityId" title="Item pack">
      {(clubId, id) => <ItemsView clubId={clubId} activityId={id} />}
    </SubPage>
  );
}

interface NumberedVersion extends ItemPackVersion {
  number: number;
}

/** Newest first, numbered from the oldest (1) up: the API's order is not documented, the times are. */
function numbered(versions: readonly ItemPackVersion[]): NumberedVersion[] {
  const time = (version: ItemPackVersion) => toDate(version.timestamp)?.valueOf() ?? 0;
  const oldestFirst = versions
    .map((version, index) => ({ version, index }))
    .sort((a, b) => time(a.version) - time(b.version) || b.index - a.index);
  return oldestFirst.map(({ version }, index) => ({ ...version, number: index + 1 })).reverse();
}

function ItemsView({ clubId, activityId }: { clubId: number; activityId: number }) {
  const query = useQuery(clubQueries.items(clubId, activityId));
  const name = query.data?.displayname ?? '';
  const plain = toPlainText(name).trim();
  const current = query.data?.currentversion;
  const columns = useMemo(() => versionColumns(plain, current), [plain, current]);
  if (!query.isSuccess)
    return <SubPageState title="Item pack" what="this item pack" pending={query.isPending} error={query.error} />;

  const pack = query.data;
  const versions = numbered(pack.versions);
  return (
    <section className="club-items">
      <SubPageHead name={name} title="Item pack" />
      {pack.description && toPlainText(pack.description).trim() ? (
        <p className="block">
          <GameText text={pack.description} links />
        </p>
      ) : null}
      <div className="club-pack-head block">
        <ClubImage
          url={pack.media}
          alt={`Image of ${plain || 'the item pack'}`}
          thumbHeight="6em"
          aspectRatio={ACTIVITY_MEDIA_RATIO}
        />
        <dl className="club-facts">
          <dt>Creator</dt>
          <dd>{pack.creatorplayer ? <PlayerLink player={pack.creatorplayer} showTag /> : 'Unknown'}</dd>
          <dt>Updated</dt>
          <dd>
            <TimeDisplay value={pack.updatetimestamp} full />
          </dd>
          <dt>Current version</dt>
          <dd>{typeof pack.currentversion === 'number' ? pack.currentversion : '-'}</dd>
        </dl>
      </div>
      <h2 className="title is-5">Versions</h2>
      {versions.length === 0 ? (
        <p className="notification" role="status">
          This item pack has no versions to download.
        </p>
      ) : (
        <ResponsiveTable
          label="Versions"
          className="club-versions"
          columns={columns}
          rows={versions}
          rowKey={(version) => version.number}
        />
      )}
    </section>
  );
}

/**
 * Version (with the Current tag), upload time and download at every width; the checksum, a long hash, its own column
 * from tablet up and under the upload time on a phone.
 */
function versionColumns(plain: string, current: number | undefined): Column<NumberedVersion>[] {
  return [
    {
      id: 'version',
      header: 'Version',
      nowrap: true,
      cell: (version) => (
        <>
          {version.number}
          {version.number === current && <span className="tag is-success ml-2">Current</span>}
        </>
      ),
    },
    { id: 'uploaded', header: 'Uploaded', main: true, cell: (version) => <TimeDisplay value={version.timestamp} /> },
    {
      id: 'checksum',
      header: 'Checksum',
      show: 'under',
      className: 'is-mono club-checksum',
      cell: (version) => version.checksum || '-',
    },
    {
      id: 'download',
      header: 'Download',
      cell: (version) =>
        version.url ? (
          // Spec §5: the download is renamed to end in .zip (the storage urls have no useful name).
          <ItemPackDownload
            url={version.url}
            fileName={itemPackFileName(plain, version.number, version.url)}
            version={version.number}
          />
        ) : (
          '-'
        ),
    },
  ];
}
