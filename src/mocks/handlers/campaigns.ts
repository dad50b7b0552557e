import { mockCampaignPage, mockCampaignTab } from '../data/campaigns';
import { apiError, intParam, mockGet, param } from './respond';

// The tabbed campaign lists. `weeklyshorts` is the real API's newer name of `weekly`; both are answered.
export const campaignsHandlers = [
  mockGet('/api/campaigns/:tab/:page', (context) => {
    const tab = mockCampaignTab(param(context, 'tab'));
    const page = intParam(context, 'page');
    if (tab === undefined) return apiError('Unknown campaign list.');
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { campaigns: [], page, pageCount: 0 };
    return mockCampaignPage(tab, page, context.url.searchParams.get('search') ?? '');
  }),
];
