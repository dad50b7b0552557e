import { HttpResponse } from 'msw';
import { AUTH_SCHEME } from '../../lib/site';
import { MOCK_USER } from '../data/mockUser';
import { apiError, mockGet, mockPost, type MockContext } from './respond';

// The signed-in mock user. Profile saves are remembered while the page (or server) lives.
interface Profile {
  twitch: string;
  youtube: string;
  mastodon: string;
  twitter: string;
}

const initialProfile: Profile = { twitch: 'mockpilot', youtube: '', mastodon: '', twitter: '' };
let profile: Profile = { ...initialProfile };

export function resetMockProfile(): void {
  profile = { ...initialProfile };
}

function signedIn(context: MockContext): boolean {
  return context.request.headers.get('Authorization') === `${AUTH_SCHEME} ${MOCK_USER.secret}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export const sessionHandlers = [
  mockPost('/api/user/session', (context) =>
    signedIn(context)
      ? { accountid: MOCK_USER.accountid, displayname: MOCK_USER.displayname, vanity: MOCK_USER.vanity }
      : HttpResponse.json({ error: 'Your session has expired.', logout: true }),
  ),
  mockPost('/api/user/logout', () => ({})),
  mockGet('/api/user/profile', (context) => (signedIn(context) ? profile : apiError('Not logged in.', 401))),
  mockPost('/api/user/profile', async (context) => {
    if (!signedIn(context)) return apiError('Not logged in.', 401);
    const body: unknown = await context.request.json().catch(() => ({}));
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    profile = { twitch: text(fields.twitch), youtube: text(fields.youtube), mastodon: text(fields.mastodon), twitter: text(fields.twitter) };
    return profile;
  }),
];
