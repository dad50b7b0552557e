import { useSyncExternalStore } from 'react';
import { getFollowing, isFollowed, subscribeFollowing, type FollowingState } from '../lib/following';

/** The followed players, kept in step with this tab's changes and the other tabs'. */
export function useFollowing(): FollowingState {
  return useSyncExternalStore(subscribeFollowing, getFollowing, getFollowing);
}

/** Whether one player is followed: re-renders only when that answer changes. */
export function useIsFollowed(id: string): boolean {
  const read = () => isFollowed(getFollowing(), id);
  return useSyncExternalStore(subscribeFollowing, read, read);
}
