import { useInfiniteQuery } from '@tanstack/react-query';
import { PlayerLink } from '../../components/PlayerLink';
import { PagedListFoot } from '../../components/PagedListFoot';
import { ProgressBar } from '../../components/ProgressBar';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { UnreadNote } from '../../components/UnreadNote';
import { mergePagedLists } from '../../lib/mergeByKey';
import { clubQueries } from '../../data/clubs';
import { roleLabel } from './clubFields';
import type { ClubMember } from '../../data/clubTypes';

/** The members tab: player, VIP and role tags (none for plain members, spec §4), join time; paged. */
export function ClubMembers({ clubId }: { clubId: number }) {
  const query = useInfiniteQuery(clubQueries.members(clubId));
  const { lists, items: members } = mergePagedLists(
    query.data?.pages,
    (page) => page.members,
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
        <ResponsiveTable
          label="Members"
          className="club-members"
          columns={COLUMNS}
          rows={members}
          rowKey={(member) => member.player.id}
        />
      )}
      <UnreadNote lists={lists} one="member" />
      <PagedListFoot
        query={query}
        errorTitle={{ first: 'Could not load the members', more: 'Could not load more members' }}
      />
    </section>
  );
}

// On a phone the role tags go under the player's name (they read as tags, no label needed); the join time stays.
const COLUMNS: Column<ClubMember>[] = [
  { id: 'player', header: 'Player', main: true, cell: (member) => <PlayerLink player={member.player} showTag /> },
  { id: 'role', header: 'Role', show: 'under', underLabel: '', cell: (member) => <RoleTags member={member} /> },
  { id: 'joined', header: 'Joined', nowrap: true, cell: (member) => <TimeDisplay value={member.joinTime} /> },
];

function RoleTags({ member }: { member: ClubMember }) {
  const role = roleLabel(member.role);
  return (
    <span className="tags">
      {member.vip && <span className="tag is-warning">VIP</span>}
      {role && <span className="tag is-info">{role}</span>}
    </span>
  );
}
