import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPost } from '../api/client';
import { decode, textOr } from '../api/schema';
import { readEndpoint } from './read';
import { profile } from './endpoints/user';

/** /api/user/profile (read and saved): a missing or unreadable link is '', so the form always has four controlled inputs. */
export const ProfileSchema = v.object({ twitch: textOr, youtube: textOr, mastodon: textOr, twitter: textOr });

export type Profile = v.InferOutput<typeof ProfileSchema>;

export const PROFILE_FIELDS = ['twitch', 'youtube', 'mastodon', 'twitter'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const userQueries = {
  /** Keyed by account: another sign-in must not see the previous user's profile. */
  profile: (accountId: string) =>
    queryOptions({
      queryKey: ['user', 'profile', accountId],
      queryFn: ({ signal }) => readEndpoint(profile, {}, ProfileSchema, { signal }),
      staleTime: 0,
      meta: { answerKind: 'personal' },
    }),
};

export async function saveProfile(saved: Profile): Promise<Profile> {
  return decode(ProfileSchema, await apiPost(profile.path, saved), profile.what);
}
