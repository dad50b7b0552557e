import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { activityPath, activityTypeLabel, isPasswordProtected, isPrivateActivity } from '../../lib/clubActivities';
import { toPlainText } from '../../lib/gameText';
import { ACTIVITY_MEDIA_RATIO, ClubImage } from './ClubImage';
import { LockIcon, PASSWORD_LABEL, PRIVATE_LABEL } from './LockIcon';
import type { ClubActivity } from '../../data/clubTypes';

interface ListedActivity {
  clubId: number;
  activity: ClubActivity;
}

/** A club's activities (the activities tab and a folder): media, name with its locks and link, type; three short columns fit every width. */
export function ActivityTable({ clubId, activities }: { clubId: number; activities: ClubActivity[] }) {
  const rows = useMemo(() => activities.map((activity) => ({ clubId, activity })), [clubId, activities]);
  return (
    <ResponsiveTable
      label="Activities"
      className="club-activities"
      columns={COLUMNS}
      rows={rows}
      rowKey={({ activity }) => activity.id}
    />
  );
}

const COLUMNS: Column<ListedActivity>[] = [
  {
    id: 'media',
    header: 'Media',
    className: 'club-media-cell',
    cell: ({ activity }) => (
      <ClubImage
        url={activity.media}
        alt={`Image of ${toPlainText(activity.name ?? '').trim() || 'the activity'}`}
        thumbHeight="2.5em"
        aspectRatio={ACTIVITY_MEDIA_RATIO}
      />
    ),
  },
  { id: 'name', header: 'Name', main: true, cell: (row) => <ActivityName {...row} /> },
  { id: 'type', header: 'Type', cell: ({ activity }) => activityTypeLabel(activity.type) },
];

function ActivityName({ clubId, activity }: ListedActivity) {
  const raw = activity.name ?? '';
  const name = toPlainText(raw).trim() ? <GameText text={raw} /> : `Activity ${activity.id}`;
  // Private activities have no link at all (spec §4); the others link when their type has a page.
  const path = activityPath(clubId, activity);
  return (
    <>
      {isPrivateActivity(activity) && <LockIcon label={PRIVATE_LABEL} />}
      {isPasswordProtected(activity) && <LockIcon label={PASSWORD_LABEL} />}
      {path ? <Link to={path}>{name}</Link> : <span>{name}</span>}
    </>
  );
}
