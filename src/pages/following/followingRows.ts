import type { InfiniteData, UseQueryResult } from '@tanstack/react-query';
import type { CotdPage, CotdResult, PlayerProfile } from '../../data/player';
import type { Player } from '../../api/types';
import { plainPlayerName } from '../../components/PlayerName';
import type { FollowedPlayer, PlayerFigures, Snapshot } from '../../lib/following';
import { describeChanges } from '../../lib/followingChanges';
import {
  cupTime,
  figuresOf,
  isNoCotd,
  latestCup,
  standingOf,
  zoneRanks,
  type MatchmakingKey,
  type Standing,
} from './api';

/** One followed player as the table shows it, read from the answers so far. */
export interface FollowingRow {
  followed: FollowedPlayer;
  /** The order of following: the default sort. */
  index: number;
  player: Player;
  label: string;
  state: 'loading' | 'error' | 'ready';
  error: unknown;
  profile: PlayerProfile | undefined;
  points: number | undefined;
  echelon: number | undefined;
  world: number | undefined;
  country: number | undefined;
  countryName: string | undefined;
  standings: Record<MatchmakingKey, Standing | undefined>;
  cup: CotdResult | undefined;
  cupAt: number | undefined;
  cupState: 'loading' | 'none' | 'error' | 'ready';
  changes: string[];
  /** Whether the last visit's snapshot holds this player (a newly followed one has none yet). */
  known: boolean;
  /** Followed within the last day (with no snapshot yet, there is nothing to compare with). */
  recent: boolean;
  figures: PlayerFigures | undefined;
}

type CupAnswer = InfiniteData<CotdPage, number>;
/** The Following page asks two things per player, profiles first then cups, in one list of queries. */
export type FollowingAnswer = UseQueryResult<PlayerProfile | CupAnswer>;

const RECENT_MS = 86_400_000;

/** What the rows are measured against: the snapshots as the page opened (or as last marked seen), and that moment. */
export interface RowContext {
  baseline: Readonly<Record<string, Snapshot | undefined>>;
  now: number;
}

// The cups' answer is the infinite query's shape (pages); a profile has none.
const isCups = (data: PlayerProfile | CupAnswer | undefined): data is CupAnswer =>
  data !== undefined && 'pages' in data;
const profileOf = (data: PlayerProfile | CupAnswer | undefined): PlayerProfile | undefined =>
  data === undefined || isCups(data) ? undefined : data;

/**
 * The rows from the answers: `answers` holds every player's profile query, then every player's cups query. Run as
 * useQueries' `combine`, whose result TanStack Query shares structurally: a row whose answers did not change keeps its
 * object (and the table its drawn row), and a refetch that changes a figure gives a new one.
 */
export function rowsOf(
  players: readonly FollowedPlayer[],
  answers: readonly FollowingAnswer[],
  { baseline, now }: RowContext,
): FollowingRow[] {
  return players.map((followed, index) => {
    const profileQuery = answers[index];
    const cupQuery = answers[players.length + index];
    const profile = profileOf(profileQuery?.data);
    const zone = profile ? zoneRanks(profile) : undefined;
    const player: Player = profile
      ? {
          id: profile.accountid,
          name: profile.displayname,
          tag: profile.clubtag,
          zone: profile.trophies?.zone,
          meta: profile.meta,
        }
      : { id: followed.id, name: followed.name };
    const cupState: FollowingRow['cupState'] =
      !cupQuery || cupQuery.isPending
        ? 'loading'
        : cupQuery.isError
          ? isNoCotd(cupQuery.error)
            ? 'none'
            : 'error'
          : 'ready';
    const cup = cupState === 'ready' && isCups(cupQuery?.data) ? latestCup(cupQuery.data) : undefined;
    const state: FollowingRow['state'] = profileQuery?.isError ? 'error' : profile ? 'ready' : 'loading';
    // A snapshot only from complete figures: a cup still loading would look like "no cup" next time.
    const figures = profile && (cupState === 'ready' || cupState === 'none') ? figuresOf(profile, cup) : undefined;
    const before = baseline[followed.id];
    return {
      followed,
      index,
      player,
      label: plainPlayerName(player),
      state,
      error: profileQuery?.error,
      profile,
      points: profile?.trophies?.points,
      echelon: profile?.trophies?.echelon,
      world: zone?.world,
      country: zone?.country,
      countryName: zone?.countryName,
      standings: {
        '2v2': profile ? standingOf(profile, '2v2') : undefined,
        '3v3': profile ? standingOf(profile, '3v3') : undefined,
        royal: profile ? standingOf(profile, 'royal') : undefined,
      },
      cup,
      cupAt: cupTime(cup),
      cupState,
      changes: figures && before ? describeChanges(before.figures, figures, now) : [],
      known: before !== undefined,
      recent: now - followed.addedAt < RECENT_MS,
      figures,
    };
  });
}

/** Every player's complete figures, for the next visit's snapshot. */
export function figuresByPlayer(rows: readonly FollowingRow[]): Record<string, PlayerFigures> {
  const all: Record<string, PlayerFigures> = {};
  for (const row of rows) if (row.figures) all[row.followed.id] = row.figures;
  return all;
}
