import { useState } from 'react';
import { follow, FOLLOWING_LIMIT, unfollow } from '../lib/following';
import { useIsFollowed } from './useFollowing';

interface FollowButtonProps {
  id: string;
  /** The display name as stored (game text), kept for rows still loading on the Following page. */
  name: string | undefined;
  /** The name in plain text, for the button's label. */
  label: string;
  className?: string;
}

/** Follow / Following: a star toggle. The list lives in this browser (src/lib/following.ts). */
export function FollowButton({ id, name, label, className = '' }: FollowButtonProps) {
  const followed = useIsFollowed(id);
  const [full, setFull] = useState(false);
  const toggle = () => {
    if (followed) {
      unfollow(id);
      setFull(false);
    } else {
      setFull(follow({ id, name }) === 'full');
    }
  };
  return (
    <>
      <button
        type="button"
        className={`button is-small follow-button${followed ? ' is-warning' : ''} ${className}`}
        aria-pressed={followed}
        aria-label={`${followed ? 'Unfollow' : 'Follow'} ${label}`}
        onClick={toggle}
      >
        <span aria-hidden="true">{followed ? '★' : '☆'}</span>
        <span>{followed ? 'Following' : 'Follow'}</span>
      </button>
      {full && (
        <span role="alert" className="help is-danger">
          You follow {FOLLOWING_LIMIT} players already: unfollow one first.
        </span>
      )}
    </>
  );
}
