import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { PlayerLink } from '../../components/PlayerLink';
import { RemoteImage } from '../../components/RemoteImage';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber } from '../../lib/format';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { clubAuthor } from './clubFields';
import type { Club } from './types';

/** The club list (spec §2): icon, tag, name, author, created, members. Tag and created hide on phones. */
export function ClubTable({ clubs }: { clubs: Club[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable club-table">
        <thead>
          <tr>
            <th scope="col">Icon</th>
            <th scope="col" className="is-hidden-mobile">Tag</th>
            <th scope="col">Name</th>
            <th scope="col">Author</th>
            <th scope="col" className="is-hidden-mobile">Created</th>
            <th scope="col" className="has-text-right">Members</th>
          </tr>
        </thead>
        <tbody>
          {clubs.map((club) => (
            <ClubRow key={club.id} club={club} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ClubRow({ club }: { club: Club }) {
  const name = club.name ?? '';
  const author = clubAuthor(club);
  return (
    <tr>
      <td className="club-icon-cell">
        {/* RemoteImage: a missing or failing icon leaves the cell empty, never a broken image. */}
        {club.iconUrl && <RemoteImage src={club.iconUrl} alt={`Icon of ${toPlainText(name) || 'the club'}`} className="club-icon" />}
      </td>
      <td className="is-hidden-mobile">{club.tag ? <GameText text={club.tag} /> : null}</td>
      <td>
        <Link className="has-text-weight-semibold" to={paths.club(club.id)}>
          {toPlainText(name).trim() ? <GameText text={name} /> : `Club ${club.id}`}
        </Link>
      </td>
      <td>{author ? <PlayerLink player={author} /> : '-'}</td>
      <td className="is-hidden-mobile">
        <TimeDisplay value={club.creationTimestamp} />
      </td>
      <td className="has-text-right">{typeof club.membercount === 'number' ? formatNumber(club.membercount) : '-'}</td>
    </tr>
  );
}
