import { useInfiniteQuery } from '@tanstack/react-query';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatOptionalNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { mergePagedLists } from '../../lib/mergeByKey';
import { clubQueries } from '../../data/clubs';
import { ACTIVITY_MEDIA_RATIO, ClubImage } from './ClubImage';
import { SubPage, SubPageHead, SubPageRows, SubPageState } from './SubPage';
import type { ClubSkin } from '../../data/clubTypes';

/** /clubs/{id}/skins/{activityId}: a skin pack and its skins, paged. */
export function ClubSkinsPage() {
  return (
    <SubPage param="activityId" title="Skin pack">
      {(clubId, id) => <SkinsView clubId={clubId} activityId={id} />}
    </SubPage>
  );
}

function SkinsView({ clubId, activityId }: { clubId: number; activityId: number }) {
  const query = useInfiniteQuery(clubQueries.skins(clubId, activityId));
  const pack = query.data?.pages[0];
  if (!pack)
    return <SubPageState title="Skin pack" what="this skin pack" pending={query.isPending} error={query.error} />;

  const name = pack.name ?? '';
  const { lists, items: skins } = mergePagedLists(
    query.data?.pages,
    (page) => page.skins,
    (skin) => skin.id,
  );
  return (
    <section className="club-skins">
      <SubPageHead name={name} title="Skin pack" />
      <div className="club-pack-head block">
        <ClubImage
          url={pack.media}
          alt={`Image of ${toPlainText(name) || 'the skin pack'}`}
          thumbHeight="6em"
          aspectRatio={ACTIVITY_MEDIA_RATIO}
        />
        <dl className="club-facts">
          <dt>Installs</dt>
          <dd>{formatOptionalNumber(pack.installs)}</dd>
          <dt>Updated</dt>
          <dd>
            <TimeDisplay value={pack.timestamp} full />
          </dd>
        </dl>
      </div>
      <h2 className="title is-5">Skins</h2>
      <SubPageRows
        query={query}
        lists={lists}
        count={skins.length}
        one="skin"
        many="skins"
        empty="This skin pack has no skins."
      >
        <SkinTable skins={skins} />
      </SubPageRows>
    </section>
  );
}

function SkinTable({ skins }: { skins: ClubSkin[] }) {
  return (
    <ResponsiveTable
      label="Skins"
      className="club-skin-table"
      columns={SKIN_COLUMNS}
      rows={skins}
      rowKey={(skin) => skin.id}
    />
  );
}

const labelOf = (skin: ClubSkin) => toPlainText(skin.displayname ?? '').trim() || `Skin ${skin.id}`;

/**
 * Thumbnail, name and download at every width; on a phone the creator goes under the name (keeping the Download link
 * inside the window), type and upload time hide.
 */
const SKIN_COLUMNS: Column<ClubSkin>[] = [
  {
    id: 'thumbnail',
    header: 'Thumbnail',
    cell: (skin) => (
      <ClubImage
        url={skin.thumbnail}
        alt={`Thumbnail of ${labelOf(skin)}`}
        thumbHeight="2.5em"
        aspectRatio={ACTIVITY_MEDIA_RATIO}
      />
    ),
  },
  {
    id: 'name',
    header: 'Name',
    main: true,
    cell: (skin) => (skin.displayname ? <GameText text={skin.displayname} /> : labelOf(skin)),
  },
  {
    id: 'creator',
    header: 'Creator',
    show: 'under',
    cell: (skin) => (skin.creatorplayer ? <PlayerLink player={skin.creatorplayer} /> : '-'),
  },
  { id: 'type', header: 'Type', show: 'tablet', cell: (skin) => skin.type || '-' },
  {
    id: 'uploaded',
    header: 'Uploaded',
    show: 'tablet',
    nowrap: true,
    cell: (skin) => <TimeDisplay value={skin.timestamp} />,
  },
  {
    id: 'download',
    header: 'Download',
    nowrap: true,
    cell: (skin) =>
      skin.url ? (
        <a href={skin.url} download aria-label={`Download ${labelOf(skin)}`}>
          Download
        </a>
      ) : (
        '-'
      ),
  },
];
