import { useInfiniteQuery } from '@tanstack/react-query';
import { PlayerLink } from '../../components/PlayerLink';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { TimeDisplay } from '../../components/TimeDisplay';
import { listOf } from '../../lib/listOf';
import { mergeByKey } from '../../lib/mergeByKey';
import type { Player } from '../../api/types';
import { clubQueries } from './api';
import { roleLabel } from './clubFields';
import type { ClubMember } from './types';

type ShownMember = ClubMember & { player: Player };

/** The members tab: player, VIP and role tags (none for plain members, spec §4), join time; paged. */
export function ClubMembers({ clubId }: { clubId: number }) {
  const query = useInfiniteQuery(clubQueries.members(clubId));
  const members = mergeByKey(
    (query.data?.pages ?? []).map((page) => listOf(page.members).filter((member): member is ShownMember => typeof member.player?.id === 'string')),
    (member) => member.player.id,
  );
  return (
    <section aria-label="Members">
      {query.isPending && <ProgressBar label="Loading members…" />}
      {query.isSuccess && members.length === 0 && (
        <p className="notification" role="status">
          This club has no members to show.
        </p>
      )}
      {members.length > 0 && (
        <div className="table-container">
          <table className="table is-fullwidth is-hoverable club-members" aria-label="Members">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <MemberRow key={member.player.id} member={member} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PagedListFoot query={query} errorTitle={{ first: 'Could not load the members', more: 'Could not load more members' }} />
    </section>
  );
}

function MemberRow({ member }: { member: ShownMember }) {
  const role = roleLabel(member.role);
  return (
    <tr>
      <td>
        <PlayerLink player={member.player} showTag />
      </td>
      <td>
        <span className="tags">
          {member.vip && <span className="tag is-warning">VIP</span>}
          {role && <span className="tag is-info">{role}</span>}
        </span>
      </td>
      <td>
        <TimeDisplay value={member.joinTime} />
      </td>
    </tr>
  );
}
