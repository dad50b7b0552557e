import { useParams } from 'react-router-dom';
import { MAP_GROUP } from './api';
import { LeaderboardView } from './LeaderboardView';

/** Every route form of a map leaderboard: with a group (campaign, Track of the Day, any) or without (the map's own). */
export function LeaderboardPage() {
  const { group, mapUid = '' } = useParams();
  // A new map or group is a new page: keyed, so no state of the previous one lingers.
  return <LeaderboardView key={`${group ?? MAP_GROUP}/${mapUid}`} group={group ?? MAP_GROUP} uid={mapUid} />;
}
