import { HttpResponse } from 'msw';
import { AUTH_SCHEME } from '../../lib/site';
import { mockCampaignDetail } from '../data/campaign';
import { activityPage, campaignLeaderboard, campaignPersonal, trackRecords } from '../data/campaignRecords';
import { leaderboardRows, personalRecord } from '../data/leaderboards';
import { mapByUid } from '../data/mapByUid';
import { momentOf } from '../data/recordMoves';
import { apiError, wholeNumber, mockGet, intParam, mockEndpoint, param, type MockContext } from './respond';
import * as api from '../../data/endpoints';
import { signedInAsRookie } from './session';

// The API's limits on a leaderboard read (spec: leaderboards): offsets 0 to 10,000, lengths 1 to 100.
const MAX_OFFSET = 10_000;
const MAX_LENGTH = 100;

// Map, campaign and leaderboard routes. The specific /api/leaderboard/... routes come before the two-segment
// /api/leaderboard/:group/:mapUid, which would otherwise take "track/…", "personal/…" and "activity/…".

/** offset and length from the query, or the API's error for values it refuses. */
function rowRange(context: MockContext): { offset: number; length: number } | Response {
  const offset = Number(context.url.searchParams.get('offset') ?? '0');
  const length = Number(context.url.searchParams.get('length') ?? '15');
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET)
    return apiError(`The offset must be between 0 and ${MAX_OFFSET}.`);
  if (!Number.isInteger(length) || length < 1 || length > MAX_LENGTH)
    return apiError(`The length must be between 1 and ${MAX_LENGTH}.`);
  return { offset, length };
}

const signedIn = (context: MockContext) =>
  (context.request.headers.get('Authorization') ?? '').startsWith(`${AUTH_SCHEME} mock-secret-`);

function activity(context: MockContext, group: string | undefined) {
  const page = intParam(context, 'page');
  if (page === undefined) return apiError('Invalid page.');
  return context.empty ? [] : activityPage(group, page);
}

export const leaderboardHandlers = [
  mockEndpoint(api.mapInfo, (context) => mapByUid(context.args.uid)),
  mockEndpoint(api.campaign, (context) => {
    const id = wholeNumber(context.args.id);
    const campaign = id === undefined ? undefined : mockCampaignDetail(id);
    if (!campaign) return apiError('Campaign not found.');
    if (context.empty) return { ...campaign, playlist: [], leaderboarduid: '' };
    return campaign;
  }),
  mockGet(
    '/api/download/ghost/:id',
    (context) =>
      new HttpResponse(`GBX mock ghost ${param(context, 'id')}`, {
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${param(context, 'id')}.Ghost.Gbx"`,
        },
      }),
  ),
  mockEndpoint(api.trackRecords, (context) => (context.empty ? [] : trackRecords(context.args.uid))),
  mockEndpoint(api.allActivity, (context) => activity(context, undefined)),
  mockEndpoint(api.groupActivity, (context) => activity(context, context.args.group)),
  mockEndpoint(api.personalRecord, (context) => {
    if (!signedIn(context)) return apiError('You need to be logged in.', 401);
    // The user's records move with the clock (recordMoves.ts): the request's moment decides where they stand. The
    // second account has driven none of the maps.
    return context.empty || signedInAsRookie(context.request)
      ? {}
      : personalRecord(context.args.group, context.args.uid, momentOf(context.request));
  }),
  // The signed-in player's place in a whole campaign: one segment, so it must come before :group/:mapUid too.
  mockEndpoint(api.campaignPersonal, (context) => {
    if (!signedIn(context)) return apiError('You need to be logged in.', 401);
    return context.empty ? {} : campaignPersonal(context.args.uid);
  }),
  mockEndpoint(api.boardRows, (context) => {
    const range = rowRange(context);
    if (range instanceof Response) return range;
    if (context.empty) return { tops: [], playercount: 0 };
    const rows = leaderboardRows(
      context.args.group,
      context.args.uid,
      range.offset,
      range.length,
      momentOf(context.request),
    );
    // A board nobody drove answers `tops: null` since 2024.
    return rows.playercount === 0 ? { ...rows, tops: null } : rows;
  }),
  mockEndpoint(api.campaignRows, (context) => {
    const range = rowRange(context);
    if (range instanceof Response) return range;
    return context.empty
      ? { tops: [], playercount: 0 }
      : campaignLeaderboard(context.args.uid, range.offset, range.length);
  }),
];
