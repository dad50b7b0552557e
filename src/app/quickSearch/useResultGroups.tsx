import type { ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { To } from 'react-router-dom';
import { playerQueries } from '../../data/player';
import { playerSearchQuery } from '../../data/playerSearch';
import { errorMessage } from '../../api/client';
import { playerPath } from '../../components/PlayerLink';
import { SEARCH_DEBOUNCE_MS } from '../../components/SearchBox';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import { recognise, type Recognised } from '../../lib/quickSearch';
import type { RecentPage } from '../../lib/recentPages';
import type { FollowedPlayer } from '../../lib/following';
import { clubQueries } from '../../data/clubs';
import { competitionQueries } from '../../data/competitions';
import { roomQueries } from '../../data/rooms';
import { ClubResult, EventResult, PlayerResult, RoomResult } from './ResultContent';

/** One line of the list: a place to go, a search to try again, or a state that cannot be chosen. */
export type QuickOption =
  | { kind: 'go'; to: To; content: ReactNode }
  | { kind: 'retry'; retry: () => void; content: ReactNode }
  | { kind: 'status'; content: ReactNode };

export interface QuickGroup {
  key: string;
  label: string;
  options: QuickOption[];
}

export interface QuickResults {
  recognised: Recognised;
  groups: QuickGroup[];
  /** A search is waiting for the typing to pause, or for its answer. */
  searching: boolean;
}

const PLAYERS_SHOWN = 6;
const NAMES_SHOWN = 4;

/** The list page with the same search: where "All …" leads. */
const searchOn = (pathname: string, search: string): To => ({
  pathname,
  search: `?${new URLSearchParams({ search }).toString()}`,
});

/** What a group reads of its query. */
interface SearchState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
}

interface SearchGroup<T> {
  key: string;
  label: string;
  /** "players", for "Searching players…". */
  noun: string;
  /** The search the typed text asks for ('' for none) and the one asked (after the pause). */
  wanted: string;
  asked: string;
  query: SearchState;
  rows: readonly T[];
  shown: number;
  option: (row: T) => QuickOption | undefined;
  /** The list page of this kind, searched. */
  allPath: string;
}

/**
 * A search's group: "Searching…" until the typing pauses and the answer comes, its error with a way to try again, or
 * its first results and a way to the full list. A search that found nothing has no group: the others stand alone.
 */
function searchGroup<T>(group: SearchGroup<T>): { group?: QuickGroup; searching: boolean } {
  const { wanted, asked, query, noun } = group;
  if (wanted === '') return { searching: false };
  const status = (content: ReactNode): QuickOption => ({ kind: 'status', content });
  if (wanted !== asked || (query.isPending && !query.isError) || (query.isError && query.isFetching)) {
    return { searching: true, group: { key: group.key, label: group.label, options: [status(`Searching ${noun}…`)] } };
  }
  if (query.isError) {
    const options: QuickOption[] = [
      status(`Could not search the ${noun}: ${errorMessage(query.error)}`),
      { kind: 'retry', retry: () => void query.refetch(), content: `Search the ${noun} again` },
    ];
    return { searching: false, group: { key: group.key, label: group.label, options } };
  }
  const options = group.rows.slice(0, group.shown).flatMap((row) => group.option(row) ?? []);
  if (options.length === 0) return { searching: false };
  if (group.rows.length > group.shown || query.hasNextPage) {
    options.push({ kind: 'go', to: searchOn(group.allPath, asked), content: `All ${noun} matching “${asked}”` });
  }
  return { searching: false, group: { key: group.key, label: group.label, options } };
}

/** The searches run only for a search worth asking; a cleared one keeps no request going. */
const enabledWhen = (search: string) => ({ enabled: search !== '' });

/**
 * What the panel lists for the typed text: the pages it names at once, then players, clubs, rooms and events found
 * by their own searches (each asked after a 500 ms pause, through the same queries as their pages, so the answers are
 * shared; a newer search makes the older request stop). Nothing typed lists the followed players, then the recent pages.
 */
export function useResultGroups(
  text: string,
  recent: readonly RecentPage[],
  followed: readonly FollowedPlayer[] = [],
): QuickResults {
  const now = new Date();
  const live = recognise(text, now);
  const settled = recognise(useDebouncedValue(text, SEARCH_DEBOUNCE_MS), now);

  const players = useInfiniteQuery(playerSearchQuery(settled.playerSearch));
  const clubs = useInfiniteQuery({ ...clubQueries.list(settled.nameSearch), ...enabledWhen(settled.nameSearch) });
  const rooms = useInfiniteQuery({ ...roomQueries.list(settled.nameSearch), ...enabledWhen(settled.nameSearch) });
  const events = useInfiniteQuery({
    ...competitionQueries.list(settled.nameSearch),
    ...enabledWhen(settled.nameSearch),
  });
  // A word may be a vanity name: the profile it names (the player page's own query, so opening it needs no new request)
  // is offered when there is one; a word that names nobody adds nothing.
  const vanityWord = settled.vanity ? settled.text : '';
  const vanity = useQuery({ ...playerQueries.profile(vanityWord), ...enabledWhen(vanityWord) });

  if (live.text === '') {
    const people = followed.map((player): QuickOption => ({
      kind: 'go',
      to: paths.player(player.id),
      content: <FollowedContent player={player} />,
    }));
    const pages = recent.map((page): QuickOption => ({
      kind: 'go',
      to: page.path,
      content: <RecentContent page={page} />,
    }));
    const empty: QuickGroup[] = [];
    if (people.length > 0) empty.push({ key: 'followed', label: 'Followed players', options: people });
    if (pages.length > 0) empty.push({ key: 'recent', label: 'Recent pages', options: pages });
    return { recognised: live, groups: empty, searching: false };
  }

  // A vanity name that names a player is the closest match of all: first among the players, and the only row of that
  // player (the search finds the same player again: its facts join the vanity row).
  const vanityHit = live.vanity && live.text === vanityWord ? vanity.data : undefined;
  const foundPlayers = players.data?.pages[0]?.items ?? [];
  const vanityFound = vanityHit ? foundPlayers.find((result) => result.player.id === vanityHit.accountid) : undefined;

  const groups: QuickGroup[] = [];
  if (live.jumps.length > 0) {
    groups.push({
      key: 'jumps',
      label: 'Go to',
      options: live.jumps.map((jump) => ({ kind: 'go', to: jump.path, content: jump.label })),
    });
  }
  const found = [
    searchGroup({
      key: 'players',
      label: 'Players',
      noun: 'players',
      wanted: live.playerSearch,
      asked: settled.playerSearch,
      query: players,
      rows: foundPlayers,
      shown: PLAYERS_SHOWN,
      allPath: paths.players(),
      option: (result) =>
        result === vanityFound
          ? undefined
          : { kind: 'go', to: playerPath(result.player), content: <PlayerResult result={result} /> },
    }),
    searchGroup({
      key: 'clubs',
      label: 'Clubs',
      noun: 'clubs',
      wanted: live.nameSearch,
      asked: settled.nameSearch,
      query: clubs,
      rows: clubs.data?.pages[0]?.clubs.items ?? [],
      shown: NAMES_SHOWN,
      allPath: paths.clubs(),
      option: (club) => ({ kind: 'go', to: paths.club(club.id), content: <ClubResult club={club} /> }),
    }),
    searchGroup({
      key: 'rooms',
      label: 'Rooms',
      noun: 'rooms',
      wanted: live.nameSearch,
      asked: settled.nameSearch,
      query: rooms,
      rows: rooms.data?.pages[0]?.rooms.items ?? [],
      shown: NAMES_SHOWN,
      allPath: paths.rooms(),
      // A room is reached through its club: one without a club id has no page.
      option: (room) =>
        room.clubid
          ? { kind: 'go', to: paths.room(room.clubid, room.id), content: <RoomResult room={room} /> }
          : undefined,
    }),
    searchGroup({
      key: 'events',
      label: 'Events',
      noun: 'events',
      wanted: live.nameSearch,
      asked: settled.nameSearch,
      query: events,
      rows: events.data?.pages[0]?.competitions.items ?? [],
      shown: NAMES_SHOWN,
      allPath: paths.competitions(),
      // New events by their competition id, legacy ones by the site's id, as the event list links them (eventPath in the
      // events area, not imported: its module brings the round helpers along, which would then join the first view).
      option: (event) => ({
        kind: 'go',
        to: event.competitionid ? paths.competition(event.competitionid) : paths.legacyCompetition(event.id),
        content: <EventResult event={event} />,
      }),
    }),
  ];
  for (const { group } of found) if (group) groups.push(group);

  if (live.vanity && vanityHit) {
    const name = vanityHit.displayname || vanityWord;
    const page = `player page “${vanityWord}”`;
    const content = vanityFound ? <PlayerResult result={vanityFound} extra={page} /> : `${name}: ${page}`;
    const option: QuickOption = { kind: 'go', to: live.vanity.path, content };
    const playerGroup = groups.find((group) => group.key === 'players');
    if (playerGroup) playerGroup.options.unshift(option);
    else groups.splice(live.jumps.length > 0 ? 1 : 0, 0, { key: 'players', label: 'Players', options: [option] });
  }
  const vanityPending = live.vanity !== undefined && (live.text !== vanityWord || vanity.isPending);
  return { recognised: live, groups, searching: vanityPending || found.some((result) => result.searching) };
}

function FollowedContent({ player }: { player: FollowedPlayer }) {
  return (
    <>
      <span className="quick-search-main">{toPlainText(player.name ?? '').trim() || player.id}</span>{' '}
      <span className="quick-search-meta">Followed</span>
    </>
  );
}

function RecentContent({ page }: { page: RecentPage }) {
  return (
    <>
      <span className="quick-search-main">{page.title}</span>{' '}
      <span className="quick-search-meta is-mono">{page.path}</span>
    </>
  );
}
