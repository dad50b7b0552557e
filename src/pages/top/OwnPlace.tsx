import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Player } from '../../api/types';
import { DivisionIcon } from '../../components/DivisionIcon';
import { PlayerLink } from '../../components/PlayerLink';
import { formatNumber } from '../../lib/format';
import { standingScore } from '../../lib/matchmaking';
import { zoneList } from '../../lib/zones';
import { playerQueries, type PlayerProfile } from '../../data/player';
import { useSignedInAccount } from '../../session/SessionProvider';

// The signed-in player's own place, pinned above a ranking: read from their own profile (the answer their player page
// and the prefetch read, under the same key), so the place shows without paging down a list of thousands.

/** The player as a ranking row names them, from their profile. */
function profilePlayer(profile: PlayerProfile): Player {
  return {
    id: profile.accountid,
    name: profile.displayname,
    tag: profile.clubtag,
    zone: profile.trophies?.zone,
    meta: profile.meta,
  };
}

/** The place and its value, or a sentence when the player has none here; undefined when this list is not theirs. */
type Place = { rank: number; value: ReactNode } | { none: string } | undefined;

function OwnPlace({ place }: { place: (profile: PlayerProfile) => Place }) {
  const accountId = useSignedInAccount();
  const query = useQuery({ ...playerQueries.profile(accountId ?? ''), enabled: accountId !== null });
  if (accountId === null) return null;
  if (query.isPending) return <div className="top-own top-own-waiting" aria-hidden="true" />;
  if (query.isError) {
    return (
      <p className="top-own" role="status">
        Your place could not be loaded ({query.error.message}).
      </p>
    );
  }
  const found = place(query.data);
  if (found === undefined) return null;
  return (
    <section className="top-own" aria-label="Your place">
      {'none' in found ? (
        <p>{found.none}</p>
      ) : (
        <>
          <span className="top-own-rank">#{formatNumber(found.rank)}</span>
          <span className="top-own-player">
            <PlayerLink player={profilePlayer(query.data)} showTag showFlag />
          </span>
          <span className="top-own-value">{found.value}</span>
        </>
      )}
    </section>
  );
}

/** Above a matchmaking ranking: the player's rank, division and score in that type. */
export function OwnMatchmakingPlace({ typeId, label }: { typeId: number; label: string }) {
  return (
    <OwnPlace
      place={(profile) => {
        const standing = profile.matchmaking.find((entry) => entry.info.typeid === typeId)?.info;
        if (standing?.rank === undefined || standing.rank <= 0) return { none: `You have no ${label} rank yet.` };
        return {
          rank: standing.rank,
          value: (
            <>
              <DivisionIcon division={standing.division} size={1.2} /> {standingScore(standing)}
            </>
          ),
        };
      }}
    />
  );
}

/**
 * Above the trophy ranking: the player's position in the zone shown (the world without one), when the zone is one of
 * their own chain (positions follow it, most specific zone first); nothing in a zone they are not in.
 */
export function OwnTrophyPlace({ zone }: { zone: { id: string; name: string } | undefined }) {
  return (
    <OwnPlace
      place={(profile) => {
        const trophies = profile.trophies;
        const zones = zoneList(trophies?.zone);
        // A profile's zones carry their id in newer answers; older ones are matched by name.
        const index =
          zone === undefined
            ? zones.length - 1
            : zones.findIndex((own) => (own.id === undefined ? own.name === zone.name : own.id === zone.id));
        if (index < 0 && zone !== undefined) return undefined;
        const position = index < 0 ? undefined : trophies?.zonepositions[index];
        if (position === undefined || position <= 0) return { none: 'You have no trophy rank yet.' };
        return { rank: position, value: `${formatNumber(trophies?.points ?? 0)} points` };
      }}
    />
  );
}
