// The rules of the match pages (spec part 2, §4, §5 and §9), kept pure so they can be unit-tested.
import { paths } from './paths';

export const MATCHMAKING_GROUP_PREFIX = 'matchmaking_';
export const COMPETITION_GROUP_PREFIX = 'LID-COMP-';
export const ROYAL_NAME_PREFIXES = ['Official royal - ', 'Super royal ', 'SRoyal '] as const;

export interface GroupTag {
  label: string;
  /** The full group, when the label hides it. */
  title?: string;
}

/** "Matchmaking" for matchmaking_…, "Competition" (full group as tooltip) for LID-COMP-…, else the raw group. */
export function groupTag(group: string | undefined | null): GroupTag | null {
  if (typeof group !== 'string' || group === '') return null;
  if (group.startsWith(MATCHMAKING_GROUP_PREFIX)) return { label: 'Matchmaking' };
  if (group.startsWith(COMPETITION_GROUP_PREFIX)) return { label: 'Competition', title: group };
  return { label: group };
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDING: 'Pending',
  ONGOING: 'Ongoing',
  COMPLETED: 'Completed',
};

/** The spec's three labels; any other upper-case word the API sends ("HAS_MATCHES") still reads as words. */
export function statusLabel(status: string | undefined | null): string {
  if (typeof status !== 'string' || status === '') return 'Unknown';
  const known = STATUS_LABELS[status.toUpperCase()];
  if (known) return known;
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const STATUS_TONES: Readonly<Record<string, string>> = { PENDING: 'info', ONGOING: 'warning', COMPLETED: 'success' };

/** The Bulma colour of a status tag ("success"…), or "" for statuses the spec does not name. */
export function statusTone(status: string | undefined | null): string {
  return typeof status === 'string' ? (STATUS_TONES[status.toUpperCase()] ?? '') : '';
}

/** The classes of a status tag. */
export function statusTagClass(status: string | undefined | null): string {
  const tone = statusTone(status);
  return tone ? `tag is-${tone}` : 'tag';
}

export function isCompleted(status: string | undefined | null): boolean {
  return typeof status === 'string' && status.toUpperCase() === 'COMPLETED';
}

/** Royal matches are recognised by their name: the API has no other field that says so. */
export function isRoyalStyleName(name: string | undefined | null): boolean {
  return typeof name === 'string' && ROYAL_NAME_PREFIXES.some((prefix) => name.startsWith(prefix));
}

export interface TeamScore {
  index: number;
  score: number;
}

/** The winning team's index: only when COMPLETED; the highest score wins, the first team on ties. */
export function winnerIndex(
  status: string | undefined | null,
  teams: readonly TeamScore[] | undefined,
): number | undefined {
  if (!isCompleted(status) || !teams) return undefined;
  let best: TeamScore | undefined;
  for (const team of teams) {
    // Strictly greater: an equal score later in the list never takes the win from an earlier team.
    if (best === undefined || team.score > best.score) best = team;
  }
  // No teams: no winner.
  return best?.index;
}

export type MatchView = 'players' | 'in-progress' | 'clans' | 'teams';

export interface MatchViewInput {
  name?: string;
  participanttype?: string;
  teams?: readonly unknown[];
}

/**
 * Which layout a match gets. Player matches have no teams by nature, so they are decided first; a team match whose
 * teams are not known yet is shown as in progress with its players; royal-style names get clan cards.
 */
export function matchView(match: MatchViewInput): MatchView {
  if (match.participanttype === 'player') return 'players';
  if (!match.teams || match.teams.length === 0) return 'in-progress';
  if (isRoyalStyleName(match.name)) return 'clans';
  return 'teams';
}

export const MATCH_ID_HINT = 'Enter a match id like LID-MTCH-…, or its last 15 letters and digits.';
const MATCH_ID = /^(?:LID-MTCH-)?([a-z0-9]{15})$/i;

export type MatchIdResult = { ok: true; lid: string; path: string } | { ok: false; message: string };

/**
 * The go-to-match input: "LID-MTCH-" plus 15 letters or digits, or the 15 alone, in any case. Both forms lead to the
 * same lowercased live id with its prefix ("lid-mtch-…"), so a pasted id and a typed tail open the same page.
 */
export function parseMatchId(input: string): MatchIdResult {
  const match = MATCH_ID.exec(input.trim());
  const id = match?.[1];
  if (id === undefined) return { ok: false, message: MATCH_ID_HINT };
  const lid = `lid-mtch-${id.toLowerCase()}`;
  return { ok: true, lid, path: paths.match(lid) };
}
