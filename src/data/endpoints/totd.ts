// The Track of the Day: a month of maps, and today's map. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const totdMonth = /* @__PURE__ */ defineEndpoint({
  path: '/api/totd/{offset:n}',
  kind: 'totdMonth',
  what: 'this month',
  facts: ({ offset }) => ({ monthOffset: Number(offset) }),
});
export const totdToday = /* @__PURE__ */ defineEndpoint({ path: '/api/totd/today', kind: 'totdToday', what: 'today’s map' });
