import { mockAds } from '../data/ads';
import { mockEndpoint } from './respond';
import * as api from '../../data/endpoints';

export const adsHandlers = [mockEndpoint(api.ads, (context) => ({ ads: context.empty ? [] : mockAds() }))];
