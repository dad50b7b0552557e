// The signed-in user: never shared, never kept. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const signIn = /* @__PURE__ */ defineEndpoint({
  path: '/api/user/auth',
  kind: 'personal',
  what: 'the sign-in page',
});
export const session = /* @__PURE__ */ defineEndpoint({
  path: '/api/user/session',
  kind: 'personal',
  what: 'your session',
});
export const signOut = /* @__PURE__ */ defineEndpoint({
  path: '/api/user/logout',
  kind: 'personal',
  what: 'the sign-out',
});
export const profile = /* @__PURE__ */ defineEndpoint({
  path: '/api/user/profile',
  kind: 'personal',
  what: 'your profile',
});
