// The "sparse" scenario: every answer with the keys left out that the pages declare optional (and never required),
// as the real API leaves keys out instead of sending null. tests/mocks/sparse.test.ts keeps this list in step with the
// response types, so a new optional field is covered as soon as it is declared.
export const SPARSE_KEYS: ReadonlySet<string> = new Set([
  'achievement', 'activeplayers', 'activityid', 'admins', 'after', 'afterscore', 'author', 'authorScore',
  'bestoverall', 'bestprimary',
  'authorplayer', 'avgdiv', 'avgdivrank', 'avgrank', 'backgroundUrl', 'before', 'best', 'bestdiv', 'bestdivrankindiv',
  'bestdivrankindivlatest', 'bestdivtime', 'bestdivtimelatest', 'bestrank', 'bestrankindiv', 'bestrankindivdiv',
  'bestrankindivdivlatest', 'bestrankindivtime', 'bestrankindivtimelatest', 'bestranktime', 'bestranktimelatest',
  'body', 'broken', 'bronzeScore', 'buttonbackground', 'buttonforeground', 'campaignid', 'challenges', 'checksum',
  'clubid', 'clubname', 'clubs', 'clubtag', 'clubtagtimestamp', 'collectionName', 'comment', 'competitionName',
  'competitionStage', 'competitionStageStep', 'competitionType', 'competitionid', 'competitionmaps', 'competitions',
  'competitionsmetadata', 'completed', 'cotds', 'counts', 'creationTimestamp', 'creationtime', 'creatorplayer',
  'currentversion', 'days', 'decal', 'decal16x1Url', 'decal8x1Url', 'decalSponsor4x1Url', 'decalUrl', 'description',
  'details', 'displayname', 'distribution', 'div', 'division_next', 'divrank', 'divwinstreak', 'duration', 'echelon',
  'enddate', 'endtime', 'exchangeid', 'excludedfromstats', 'externalid', 'featured', 'file', 'fileUrl', 'filename',
  'gains', 'gameMode', 'goldScore', 'headline', 'iconUrl', 'img16x9', 'img2x3', 'img64x10', 'img64x41', 'installs',
  'isOfficial', 'isPlayable', 'joinTime', 'lastday', 'latesteditorplayer', 'leaderboarduid', 'leave', 'leaver',
  'livebuttonbackground', 'livebuttonforeground', 'liveid', 'lockedLeaderboard', 'login', 'logoUrl', 'logourl',
  'mapId', 'mapStyle', 'mapType', 'mapcount', 'mapgroup', 'mapname', 'mapuid', 'mastodon', 'matchmakingpoints',
  'mainaccount', 'manialink', 'maxplayercount', 'maxplayers', 'maxpoints', 'maxwins', 'media', 'mediae', 'mediaurl', 'membercount', 'meta',
  'minpoints', 'minrank', 'minwins', 'monthoffset', 'mvp', 'nadeo', 'note', 'numplayers', 'official', 'page',
  'pageCount', 'page_max', 'parent', 'participanttype', 'password', 'playercount', 'playermax', 'players', 'playlist',
  'points', 'popup', 'popupbackground', 'progression', 'public', 'publishtime', 'qualificationrank', 'rankexact',
  'ranks', 'region', 'registrationend', 'registrationstart', 'removed', 'respawnCount', 'results', 'role', 'rooms',
  'rounds', 'rule', 'rulesurl', 'score', 'screen16x1Url', 'screen16x9Url', 'screen2x1Url', 'screen64x41Url',
  'screen8x1Url', 'script', 'scriptSettings', 'scriptsettings', 'seasonId', 'seasonal', 'serverinfo', 'servers',
  'silverScore', 'sponsor', 'sponsorlevel', 'startdate', 'state', 'stats', 'statsprimary', 'status', 'streamurl',
  'submitter', 'submitterplayer', 'tag', 'targetactivityid', 'team', 'thumbnail', 'thumbnailUrl', 'timediff', 'total',
  'totalactive', 'totaldivwins', 'totalplayed', 'totalplayedreruns', 'totalplayers', 'totalwins', 'tracked',
  'trophyAchievementId', 'trophyAchievementType', 'trophySoloMedalAchievementType',
  'trophySoloRankingAchievementType', 'twitch', 'twitter', 'type', 'typeid', 'typename', 'updatetimestamp', 'url',
  'vanity', 'verified', 'versions', 'verticalUrl', 'verticalurl', 'vip', 'websiteurl', 'weekday', 'weekly', 'win', 'wins',
  'winsreruns', 'winstreak', 'winstreakreruns', 'youtube', 'zone', 'zonepositions',
]);

/** A copy of a JSON value without the sparse keys, at every depth. */
export function sparse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sparse);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SPARSE_KEYS.has(key)) out[key] = sparse(item);
  }
  return out;
}
