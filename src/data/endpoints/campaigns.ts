// The campaigns: the lists and one campaign. Declared once each (../endpoint.ts), marked pure so a bundle keeps only those it uses.
import { defineEndpoint } from '../endpoint';

export const campaigns = /* @__PURE__ */ defineEndpoint({
  path: '/api/campaigns/{tab}/{page:n}',
  kind: 'list',
  what: 'this list of campaigns',
  query: ['search'],
});
export const campaign = /* @__PURE__ */ defineEndpoint({
  path: '/api/campaign/{club}/{id}',
  kind: 'list',
  what: 'this campaign',
});
