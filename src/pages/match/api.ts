import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { Player, TimeValue } from '../../api/types';
import { listOf } from '../../lib/listOf';

export interface MatchMap {
  file?: string;
  fileUrl?: string;
  mapUid: string;
  name: string;
}

export interface MatchTeam {
  index: number;
  score: number;
}

export interface MatchPlayer {
  player: Player;
  /** The team index; missing in player matches. */
  team?: number;
  score?: number;
  rank?: number;
  mvp?: boolean;
  leaver?: boolean;
  matchmakingpoints?: { before?: number; after?: number };
}

/** Clients disagree on `name` and `key`; either may come. */
export interface ScriptSetting {
  name?: string;
  key?: string;
  value?: string | number | boolean | null;
}

export interface Match {
  id?: number;
  lid?: string;
  name?: string;
  group?: string;
  status?: string;
  startdate?: TimeValue;
  enddate?: TimeValue;
  participanttype?: string;
  maps?: MatchMap[];
  teams?: MatchTeam[];
  players?: MatchPlayer[];
  scriptsettings?: ScriptSetting[];
}

export const matchQueries = {
  detail: (lid: string) =>
    queryOptions({
      queryKey: ['match', lid],
      queryFn: ({ signal }) => apiGet<Match>(`/api/match/${encodeURIComponent(lid)}`, { signal }),
    }),
};


/** The settings worth a row: those with a value (an empty string or null says nothing). */
export function settingsWithValue(settings: ScriptSetting[] | undefined): { name: string; value: string }[] {
  return listOf(settings).flatMap((setting) => {
    const name = setting.name ?? setting.key ?? '';
    const value = setting.value;
    if (value === undefined || value === null || value === '') return [];
    return [{ name, value: String(value) }];
  });
}

/** A missing score counts as 0, so sorting and comparing never meet NaN. */
export const scoreOf = (value: number | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The players that carry an account: an entry without one has nothing to show. */
export function playersOf(match: Match): MatchPlayer[] {
  return listOf(match.players).filter((entry) => typeof (entry as { player?: { id?: unknown } }).player?.id === 'string');
}
