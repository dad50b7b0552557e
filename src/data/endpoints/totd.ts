// The Track of the Day: a month of maps (the first view's answer: alone here, so it carries no other path). Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const totdMonth = /* @__PURE__ */ defineEndpoint({
  path: '/api/totd/{offset:n}',
  kind: 'totdMonth',
  what: 'this month',
});
