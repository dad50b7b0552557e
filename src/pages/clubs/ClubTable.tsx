import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { RemoteImage } from '../../components/RemoteImage';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatOptionalNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { clubAuthor } from './clubFields';
import type { ClubListItem } from '../../data/clubTypes';

/**
 * The club list (spec §2): icon, tag, name, author, created, members. On a phone tag, author and created go under the
 * name so the name keeps its width.
 */
export function ClubTable({ clubs }: { clubs: ClubListItem[] }) {
  return (
    <ResponsiveTable label="Clubs" className="club-table" columns={COLUMNS} rows={clubs} rowKey={(club) => club.id} />
  );
}

const COLUMNS: Column<ClubListItem>[] = [
  {
    id: 'icon',
    header: 'Icon',
    className: 'club-icon-cell',
    // RemoteImage: a missing or failing icon leaves the cell empty, never a broken image.
    cell: (club) =>
      club.iconUrl ? (
        <RemoteImage
          src={club.iconUrl}
          alt={`Icon of ${toPlainText(club.name ?? '') || 'the club'}`}
          className="club-icon"
        />
      ) : null,
  },
  { id: 'tag', header: 'Tag', show: 'under', cell: (club) => (club.tag ? <GameText text={club.tag} /> : '-') },
  {
    id: 'name',
    header: 'Name',
    main: true,
    cell: (club) => (
      <Link className="has-text-weight-semibold" to={paths.club(club.id)}>
        {toPlainText(club.name ?? '').trim() ? <GameText text={club.name ?? ''} /> : `Club ${club.id}`}
      </Link>
    ),
  },
  {
    id: 'author',
    header: 'Author',
    show: 'under',
    cell: (club) => {
      const author = clubAuthor(club);
      return author ? <PlayerLink player={author} /> : '-';
    },
  },
  {
    id: 'created',
    header: 'Created',
    show: 'under',
    nowrap: true,
    cell: (club) => <TimeDisplay value={club.creationTimestamp} />,
  },
  {
    id: 'members',
    header: 'Members',
    numeric: true,
    nowrap: true,
    cell: (club) => formatOptionalNumber(club.membercount),
  },
];
