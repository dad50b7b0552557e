import { mockAds } from '../data/ads';
import { mockGet } from './respond';

export const adsHandlers = [mockGet('/api/ads', (context) => ({ ads: context.empty ? [] : mockAds() }))];
