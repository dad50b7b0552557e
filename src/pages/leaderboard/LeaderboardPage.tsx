import { useParams } from 'react-router-dom';
import { boardGroup } from '../../data/leaderboard';
import { LeaderboardView } from './LeaderboardView';

/** Every route form of a map leaderboard: with a group (campaign, Track of the Day, any) or without (the map's own). */
export function LeaderboardPage() {
  const { group: named, mapUid = '' } = useParams();
  const group = boardGroup(named);
  // A new map or group is a new page: keyed, so no state of the previous one lingers.
  return <LeaderboardView key={`${group}/${mapUid}`} group={group} uid={mapUid} />;
}
