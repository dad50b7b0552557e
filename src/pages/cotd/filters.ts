import type { ButtonGroupOption } from '../../components/ButtonGroup';
import { withParams, type UrlChanges } from '../../components/useUrlParam';

// The overview's choices live in the query string (?sort=wins&reruns=1&platform=pc), so a reload or a
// shared link shows the same view. Defaults are left out of the address; unknown values fall back to them.

import type { CupPlatform, RankingSort } from '../../data/cotd';

export type { CupPlatform, RankingSort };

export const RANKING_SORTS: readonly ButtonGroupOption<RankingSort>[] = [
  { name: 'Total played', value: 'totalplayed' },
  { name: 'Wins', value: 'wins' },
  { name: 'Win streak', value: 'winstreak' },
];

export const CUP_PLATFORMS: readonly ButtonGroupOption<CupPlatform>[] = [
  { name: 'Crossplay', value: 'crossplay' },
  { name: 'PC', value: 'pc' },
  { name: 'Xbox', value: 'xbl' },
  { name: 'PlayStation', value: 'psn' },
  { name: 'Luna', value: 'luna' },
];

export interface CotdFilters {
  sort: RankingSort;
  reruns: boolean;
  platform: CupPlatform;
}

export const DEFAULT_FILTERS: CotdFilters = { sort: 'totalplayed', reruns: false, platform: 'crossplay' };

function pick<T>(options: readonly ButtonGroupOption<T>[], raw: string | null, fallback: T): T {
  return options.find((option) => option.value === raw)?.value ?? fallback;
}

export function readFilters(params: URLSearchParams): CotdFilters {
  const reruns = params.get('reruns');
  return {
    sort: pick(RANKING_SORTS, params.get('sort'), DEFAULT_FILTERS.sort),
    reruns: reruns === '1' || reruns === 'true',
    platform: pick(CUP_PLATFORMS, params.get('platform'), DEFAULT_FILTERS.platform),
  };
}

export type FilterParam = 'sort' | 'reruns' | 'platform';

/** The address parameters of new choices: a default is no parameter. */
export function filterChanges(filters: CotdFilters): UrlChanges<FilterParam> {
  return {
    sort: filters.sort === DEFAULT_FILTERS.sort ? null : filters.sort,
    reruns: filters.reruns ? '1' : null,
    platform: filters.platform === DEFAULT_FILTERS.platform ? null : filters.platform,
  };
}

/** The query string for new choices; other parameters are kept. */
export function writeFilters(params: URLSearchParams, filters: CotdFilters): URLSearchParams {
  return withParams(params, filterChanges(filters));
}

/** A rerun's name ends in "#2" to "#9" ("#1" is the main cup). */
export function isRerunName(name: string): boolean {
  return /#[2-9]\s*$/.test(name);
}
