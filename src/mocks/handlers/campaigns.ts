import { mockCampaignPage, mockCampaignTab } from '../data/campaigns';
import { apiError, mockEndpoint } from './respond';
import * as api from '../../data/endpoints';

// The tabbed campaign lists. `weeklyshorts` is the real API's newer name of `weekly`; both are answered.
export const campaignsHandlers = [
  mockEndpoint(api.campaigns, (context) => {
    const tab = mockCampaignTab(context.args.tab);
    const page = context.args.page;
    if (tab === undefined) return apiError('Unknown campaign list.');
    if (page === undefined) return apiError('Invalid page.');
    if (context.empty) return { campaigns: [], page, pageCount: 0 };
    return mockCampaignPage(tab, page, context.url.searchParams.get('search') ?? '');
  }),
];
