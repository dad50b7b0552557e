import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { activityPath, activityTypeLabel, isPasswordProtected, isPrivateActivity } from '../../lib/clubActivities';
import { toPlainText } from '../../lib/gameText';
import { ClubImage } from './ClubImage';
import { LockIcon, PASSWORD_LABEL, PRIVATE_LABEL } from './LockIcon';
import type { ClubActivity } from './types';

/** A club's activities (the activities tab and a folder): media, name with its locks and link, type. */
export function ActivityTable({ clubId, activities }: { clubId: number; activities: ClubActivity[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable club-activities" aria-label="Activities">
        <thead>
          <tr>
            <th scope="col">Media</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody>
          {activities.map((activity) => (
            <ActivityRow key={activity.id} clubId={clubId} activity={activity} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ActivityRow({ clubId, activity }: { clubId: number; activity: ClubActivity }) {
  const raw = activity.name ?? '';
  const plain = toPlainText(raw).trim();
  const name = plain ? <GameText text={raw} /> : `Activity ${activity.id}`;
  // Private activities have no link at all (spec §4); the others link when their type has a page.
  const path = activityPath(clubId, activity);
  return (
    <tr>
      <td className="club-media-cell">
        <ClubImage url={activity.media} alt={`Image of ${plain || 'the activity'}`} thumbHeight="2.5em" />
      </td>
      <td>
        {isPrivateActivity(activity) && <LockIcon label={PRIVATE_LABEL} />}
        {isPasswordProtected(activity) && <LockIcon label={PASSWORD_LABEL} />}
        {path ? <Link to={path}>{name}</Link> : <span>{name}</span>}
      </td>
      <td>{activityTypeLabel(activity.type)}</td>
    </tr>
  );
}
