import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';

export interface Profile {
  twitch: string;
  youtube: string;
  mastodon: string;
  twitter: string;
}

export const PROFILE_FIELDS = ['twitch', 'youtube', 'mastodon', 'twitter'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Missing keys become empty strings, so the form always has four controlled inputs. */
function normalise(raw: Partial<Record<ProfileField, unknown>>): Profile {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { twitch: text(raw.twitch), youtube: text(raw.youtube), mastodon: text(raw.mastodon), twitter: text(raw.twitter) };
}

export const userQueries = {
  /** Keyed by account: another sign-in must not see the previous user's profile. */
  profile: (accountId: string) =>
    queryOptions({
      queryKey: ['user', 'profile', accountId],
      queryFn: async ({ signal }) => normalise(await apiGet<Partial<Record<ProfileField, unknown>>>('/api/user/profile', { signal })),
      staleTime: 0,
    }),
};

export async function saveProfile(profile: Profile): Promise<Profile> {
  return normalise(await apiPost<Partial<Record<ProfileField, unknown>>>('/api/user/profile', profile));
}
