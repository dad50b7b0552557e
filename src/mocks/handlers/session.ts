import { HttpResponse } from 'msw';
import { AUTH_SCHEME } from '../../lib/site';
import { MOCK_ROOKIE, MOCK_USER, ROOKIE_SECRET_PREFIX } from '../data/mockUser';
import { apiError, mockEndpoint, mockEndpointPost, type MockContext } from './respond';
import * as api from '../../data/endpoints';

// The signed-in mock user. Each mock login gets its own secret (mock-secret-…), and profile saves
// are remembered per secret while the page (or server) lives: parallel e2e tests do not share one.
interface Profile {
  twitch: string;
  youtube: string;
  mastodon: string;
  twitter: string;
}

const initialProfile: Profile = { twitch: 'mockpilot', youtube: '', mastodon: '', twitter: '' };
const profiles = new Map<string, Profile>();

export function resetMockProfile(): void {
  profiles.clear();
}

const SECRET_PREFIX = `${AUTH_SCHEME} mock-secret-`;

/** The session's secret when the request is signed in as the mock user. */
function secretOf(context: MockContext): string | null {
  const header = context.request.headers.get('Authorization') ?? '';
  return header.startsWith(SECRET_PREFIX) ? header : null;
}

function signedIn(context: MockContext): boolean {
  return secretOf(context) !== null;
}

function profileOf(context: MockContext): Profile {
  return profiles.get(secretOf(context) ?? '') ?? initialProfile;
}

/**
 * The socials the mock user's profile shows (undefined before a save): those saved for the request's secret, else the
 * last saved in this session, as the real site shows a player's socials to everyone (the production server asks the
 * profile without credentials, for its shared cache).
 */
export function savedSocials(request: Request): Readonly<Profile> | undefined {
  const header = request.headers.get('Authorization') ?? '';
  return (header.startsWith(SECRET_PREFIX) ? profiles.get(header) : undefined) ?? [...profiles.values()].at(-1);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether the request is signed in as the second account (the one without records). */
export function signedInAsRookie(request: Request): boolean {
  return (request.headers.get('Authorization') ?? '').startsWith(`${AUTH_SCHEME} ${ROOKIE_SECRET_PREFIX}`);
}

export const sessionHandlers = [
  mockEndpointPost(api.session, (context) => {
    if (!signedIn(context)) return HttpResponse.json({ error: 'Your session has expired.', logout: true });
    const account = signedInAsRookie(context.request) ? MOCK_ROOKIE : MOCK_USER;
    return { accountid: account.accountid, displayname: account.displayname, vanity: account.vanity };
  }),
  mockEndpointPost(api.signOut, () => ({})),
  mockEndpoint(api.profile, (context) => (signedIn(context) ? profileOf(context) : apiError('Not logged in.', 401))),
  mockEndpointPost(api.profile, async (context) => {
    if (!signedIn(context)) return apiError('Not logged in.', 401);
    const body: unknown = await context.request.json().catch(() => ({}));
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const saved = {
      twitch: text(fields.twitch),
      youtube: text(fields.youtube),
      mastodon: text(fields.mastodon),
      twitter: text(fields.twitter),
    };
    // Last in the map: the socials everyone sees now (savedSocials).
    profiles.delete(secretOf(context) ?? '');
    profiles.set(secretOf(context) ?? '', saved);
    return saved;
  }),
];
