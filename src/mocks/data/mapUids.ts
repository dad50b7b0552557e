import { rngFor } from './random';

// Map uids the mocks can recognise again, so /api/map/{uid} answers any map a page links to, even in a fresh process
// (the e2e server may never have served the month or campaign the uid came from). Every uid keeps the real length
// (25 to 27 letters and digits); a readable prefix says where the map comes from:
//   TOTD20240315…  the Track of the Day of 15 March 2024 (handlers/totd.ts totdMap)
//   C1017M03…      map 3 (from 0) of campaign 1017 (data/campaign.ts)
// Fixed demo maps for the map types and states a random map rarely has:
//   PlatformDemoMapUid0000001  a platform map (scores are respawns; no online leaderboard)
//   StuntDemoMapUid0000000001  a stunt map (scores are points, higher is better)
//   RoyalDemoMapUid0000000001  a Royal map (no records at all)
//   EmptyDemoMapUid0000000001  a race map whose leaderboard is empty
//   HiddenDemoMapUid000000001  hidden top scores, a closed leaderboard, a removed and approximate personal record
// Any other uid gets a race map derived from the uid itself.
export const DEMO_UIDS = {
  platform: 'PlatformDemoMapUid0000001',
  stunt: 'StuntDemoMapUid0000000001',
  royal: 'RoyalDemoMapUid0000000001',
  empty: 'EmptyDemoMapUid0000000001',
  hidden: 'HiddenDemoMapUid000000001',
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Pads a prefix to a 26-character uid with letters that follow from it. */
function fill(prefix: string): string {
  return `${prefix}${rngFor('uid-fill', prefix).token(Math.max(0, 26 - prefix.length))}`;
}

export function totdUid(year: number, month: number, day: number): string {
  return fill(`TOTD${year}${pad(month)}${pad(day)}`);
}

export function campaignMapUid(campaignId: number, index: number): string {
  return fill(`C${campaignId}M${pad(index)}`);
}

export type UidOrigin =
  | { kind: 'totd'; year: number; month: number; day: number }
  | { kind: 'campaign'; campaignId: number; index: number }
  | { kind: 'other' };

/** Where a uid comes from; a uid that only looks like one of ours (wrong filler) is "other". */
export function uidOrigin(uid: string): UidOrigin {
  const totd = /^TOTD(\d{4})(\d{2})(\d{2})/.exec(uid);
  if (totd) {
    const [year, month, day] = [Number(totd[1]), Number(totd[2]), Number(totd[3])];
    if (totdUid(year, month, day) === uid) return { kind: 'totd', year, month, day };
  }
  const campaign = /^C(\d+)M(\d{2})/.exec(uid);
  if (campaign) {
    const [campaignId, index] = [Number(campaign[1]), Number(campaign[2])];
    if (campaignMapUid(campaignId, index) === uid) return { kind: 'campaign', campaignId, index };
  }
  return { kind: 'other' };
}
