// The login popup: /api/user/auth in an 800x800 window that posts the session back to its opener.
import { signIn } from '../data/endpoints/user';
import type { StoredSession } from './storage';

export const LOGIN_URL = signIn.path;
export const LOGIN_POPUP_SIZE = 800;
export const LOGIN_POLL_MS = 1000;

export interface LoginCallbacks {
  onSession: (session: StoredSession) => void;
  /** The popup closed (or could not open) without a session. */
  onEnd: () => void;
}

function asSession(data: unknown): StoredSession | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  if (text('accountid') === '') return null;
  return {
    secret: text('secret'),
    accountid: text('accountid'),
    displayname: text('displayname'),
    vanity: text('vanity'),
  };
}

/** Opens the popup and listens for its message. Returns a function that stops listening. */
export function openLoginPopup({ onSession, onEnd }: LoginCallbacks): () => void {
  const left = Math.max(0, (window.screen.width - LOGIN_POPUP_SIZE) / 2);
  const top = Math.max(0, (window.screen.height - LOGIN_POPUP_SIZE) / 2);
  const popup = window.open(
    LOGIN_URL,
    'login',
    `width=${LOGIN_POPUP_SIZE},height=${LOGIN_POPUP_SIZE},left=${left},top=${top}`,
  );

  let done = false;
  const stop = () => {
    done = true;
    window.removeEventListener('message', onMessage);
    window.clearInterval(poll);
  };

  function onMessage(event: MessageEvent) {
    if (done) return;
    if (event.origin !== window.location.origin) {
      console.warn('Ignored a login message from another origin:', event.origin);
      return;
    }
    const session = asSession(event.data);
    if (!session) {
      console.warn('Ignored a login message without an account id.');
      return;
    }
    stop();
    popup?.close();
    onSession(session);
  }

  const poll = window.setInterval(() => {
    if (!popup || popup.closed) {
      stop();
      onEnd();
    }
  }, LOGIN_POLL_MS);
  window.addEventListener('message', onMessage);
  if (!popup) {
    stop();
    onEnd();
  }
  return stop;
}
