import { paths } from './paths';

// Rules for a club's activities (spec §4, §5, §9): which page an activity opens, when it is locked, and how an
// item pack download is named. Pure, so the activities tab and the folder page share one set of rules.

/** The activity fields the rules read; everything but the type may be missing in odd answers. */
export interface ActivityFields {
  id?: number;
  type?: string;
  /** False for private activities; a missing value counts as public (the API always sends it). */
  public?: boolean;
  password?: boolean;
  activityid?: number;
  campaignid?: number;
  externalid?: number;
}

/** The spec's activity types, with the words a person reads. Unknown types show as sent. */
export const ACTIVITY_TYPE_LABELS: Readonly<Record<string, string>> = {
  news: 'News',
  'skin-upload': 'Skins',
  'item-upload': 'Items',
  'map-upload': 'Map upload',
  'map-review': 'Map review',
  folder: 'Folder',
  campaign: 'Campaign',
  room: 'Room',
  competition: 'Competition',
  'ranking-official': 'Official ranking',
  'ranking-daily': 'Daily ranking',
  'ranking-club': 'Club ranking',
  ad: 'Ad',
};

export function activityTypeLabel(type: string | undefined): string {
  if (!type) return 'Unknown';
  return ACTIVITY_TYPE_LABELS[type] ?? type;
}

/** Private activities (public false) are shown locked, without any link. */
export function isPrivateActivity(activity: ActivityFields): boolean {
  return activity.public === false;
}

/** A password-protected activity is locked too, but its page can still be opened. */
export function isPasswordProtected(activity: ActivityFields): boolean {
  return activity.password === true;
}

// A missing id counts as 0; Number.isSafeInteger refuses fractions, NaN and the infinities.
const positiveId = (value: number | undefined): number | undefined =>
  (value ?? 0) > 0 && Number.isSafeInteger(value) ? value : undefined;

/** The id of the campaign, room or competition behind an activity: its own field first, then the generic ones. */
function targetId(activity: ActivityFields, own: number | undefined): number | undefined {
  return positiveId(own) ?? positiveId(activity.externalid) ?? positiveId(activity.activityid);
}

/**
 * The in-app page an activity opens, or undefined when it has none: private activities, rankings, ads, unknown types
 * and activities whose ids are missing.
 */
export function activityPath(clubId: number, activity: ActivityFields): string | undefined {
  if (isPrivateActivity(activity)) return undefined;
  const id = positiveId(activity.id);
  switch (activity.type) {
    case 'news':
      return id === undefined ? undefined : paths.clubNews(clubId, id);
    case 'skin-upload':
      return id === undefined ? undefined : paths.clubSkins(clubId, id);
    case 'item-upload':
      return id === undefined ? undefined : paths.clubItems(clubId, id);
    case 'map-upload':
    case 'map-review':
      return id === undefined ? undefined : paths.clubMaps(clubId, id);
    case 'folder':
      return id === undefined ? undefined : paths.clubFolder(clubId, id);
    case 'campaign': {
      const campaign = targetId(activity, activity.campaignid);
      return campaign === undefined ? undefined : paths.campaign(clubId, campaign);
    }
    case 'room': {
      const room = positiveId(activity.activityid) ?? positiveId(activity.externalid);
      return room === undefined ? undefined : paths.room(clubId, room);
    }
    case 'competition': {
      const competition = targetId(activity, undefined);
      return competition === undefined ? undefined : paths.competition(competition);
    }
  }
  // Rankings, ads and types the spec does not know open no page.
  return undefined;
}

/**
 * The file name an item pack download gets (spec §5: renamed to end with .zip). The storage urls carry no useful
 * name, so the pack's name and version make one; characters file systems refuse are replaced.
 */
export function itemPackFileName(displayName: string, version: number | undefined, url: string): string {
  // The url's last path segment, without its query or fragment.
  const fromUrl = url.replace(/[?#].*/s, '').replace(/.*\//s, '');
  const base = displayName.trim() || fromUrl;
  // Control characters and the ones file systems refuse; whitespace runs (line breaks included) become one space.
  const cleaned = base
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  // An archive or pack extension of the stored name gives way to .zip.
  const stem = cleaned.replace(/\.(zip|pack\.gbx|gbx|bin|7z|rar)$/i, '').trim() || 'item-pack';
  return version === undefined ? `${stem}.zip` : `${stem} v${version}.zip`;
}
