import type { Player } from '../../api/types';
import { clubAuthorIndex, clubClock, mockClub } from './clubs';
import { mockPlayer, PLAYER_COUNT, unknownPlayer } from './players';
import { rngFor } from './random';

// /api/club/{id}/members/{page}: the creator first, then admins and content creators, then members. Every member is a
// different player (a stride through the player set), so rows merged by player id never collapse.

export const MEMBERS_PAGE_SIZE = 25;

export type MockRole = 'Creator' | 'Admin' | 'Content_Creator' | 'Member';

export interface MockMember {
  player: Player;
  /** Unix seconds. */
  joinTime: number;
  role: MockRole;
  vip: boolean;
}

export interface MockMemberPage {
  members: MockMember[];
  page: number;
  page_max: number;
}

/** How many admins and content creators a club has: a few, never more than its members. */
function staffOf(index: number, count: number): { admins: number; creators: number } {
  const rng = rngFor('club-staff', index);
  const admins = Math.min(Math.max(0, count - 1), rng.int(1, 4));
  const creators = Math.min(Math.max(0, count - 1 - admins), rng.int(0, 3));
  return { admins, creators };
}

function roleAt(position: number, staff: { admins: number; creators: number }): MockRole {
  if (position === 0) return 'Creator';
  if (position <= staff.admins) return 'Admin';
  if (position <= staff.admins + staff.creators) return 'Content_Creator';
  return 'Member';
}

/** The member at a position of a club's list (0 is the creator). */
export function mockMember(index: number, position: number): MockMember {
  const club = mockClub(index);
  const rng = rngFor('club-member', index, position);
  const role = roleAt(position, staffOf(index, club.membercount));
  // 4999 is prime, so the stride visits every other player once before repeating.
  const playerIndex = 1 + ((clubAuthorIndex(index) - 1 + position * 613) % (PLAYER_COUNT - 1));
  const player = position > 0 && rng.bool(0.01) ? unknownPlayer(`club-${index}-${position}`) : mockPlayer(playerIndex);
  const now = clubClock();
  const joinTime =
    position === 0
      ? club.creationTimestamp
      : rng.int(club.creationTimestamp, Math.max(club.creationTimestamp, now - 3600));
  return { player, joinTime, role, vip: role !== 'Member' ? rng.bool(0.5) : rng.bool(0.05) };
}

/** One page of a club's members and the number of pages. */
export function mockMemberPage(index: number, page: number): MockMemberPage {
  const count = mockClub(index).membercount;
  const start = page * MEMBERS_PAGE_SIZE;
  const length = Math.max(0, Math.min(MEMBERS_PAGE_SIZE, count - start));
  return {
    members: Array.from({ length }, (_, i) => mockMember(index, start + i)),
    page,
    page_max: Math.ceil(count / MEMBERS_PAGE_SIZE),
  };
}
