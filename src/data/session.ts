// The session's requests: who the stored secret belongs to, and the sign-out. Loaded when first needed, not with the app.
import * as v from 'valibot';
import { apiPost } from '../api/client';
import { decode, maybeText } from '../api/schema';
import { session, signOut } from './endpoints/user';

/** /api/user/session: who the stored secret belongs to now; any key may be missing (the stored value is kept then). */
export const SessionCheckSchema = v.object({ accountid: maybeText, displayname: maybeText, vanity: maybeText });

export type SessionCheckAnswer = v.InferOutput<typeof SessionCheckSchema>;

/** Asks the server about the stored session; an answer that is not an object fails with an ApiError like any other. */
export async function checkSession(): Promise<SessionCheckAnswer> {
  return decode(SessionCheckSchema, await apiPost(session.path), session.what);
}

/** Asks the server to end the session; a failure rejects (the stored credentials then stay in place). */
export async function requestSignOut(): Promise<void> {
  await apiPost(signOut.path);
}
