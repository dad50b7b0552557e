// The in-game ads. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const ads = /* @__PURE__ */ defineEndpoint({ path: '/api/ads', kind: 'list', what: 'the in-game ads' });
