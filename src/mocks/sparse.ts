// The "sparse" scenario: every answer with the keys left out that the pages declare optional (and never required),
// as the real API leaves keys out instead of sending null. tests/mocks/sparse.test.ts keeps this list in step with the
// response types, so a new optional field is covered as soon as it is declared.
export const SPARSE_KEYS: ReadonlySet<string> = new Set([
  'achievement', 'activeplayers', 'admins', 'ads', 'afterscore', 'authorplayer', 'avgdiv', 'avgdivrank', 'avgrank',
  'best', 'bestdiv', 'bestdivrankindiv', 'bestdivrankindivlatest', 'bestdivtime', 'bestdivtimelatest', 'bestrank',
  'bestrankindiv', 'bestrankindivdiv', 'bestrankindivdivlatest', 'bestrankindivtime', 'bestrankindivtimelatest',
  'bestranktime', 'bestranktimelatest', 'broken', 'buttonbackground', 'buttonforeground', 'campaignid', 'campaigns',
  'challenges', 'clubid', 'clubname', 'clubtag', 'clubtagtimestamp', 'comment', 'competitionName',
  'competitionStage', 'competitionStageStep', 'competitionType', 'competitionid', 'competitionmaps', 'competitions',
  'competitionsmetadata', 'completed', 'cotds', 'counts', 'creationtime', 'creatorplayer', 'days', 'decal',
  'description', 'details', 'displayname', 'distribution', 'div', 'division_next', 'divrank', 'divwinstreak',
  'drivenAt', 'duration', 'echelon', 'enddate', 'endtime', 'exchangeid', 'excludedfromstats', 'file', 'gains',
  'gameMode', 'img16x9', 'img2x3', 'img64x10', 'img64x41', 'isOfficial', 'key', 'lastday', 'leave', 'leaver',
  'livebuttonbackground', 'livebuttonforeground', 'liveid', 'lockedLeaderboard', 'login', 'logourl', 'mapgroup',
  'mapname', 'mapuid', 'mastodon', 'matchmakingpoints', 'maxplayercount', 'maxplayers', 'maxpoints', 'maxwins',
  'media', 'mediae', 'mediaurl', 'meta', 'minpoints', 'minrank', 'minwins', 'monthoffset', 'mvp', 'nadeo', 'note',
  'numplayers', 'official', 'page', 'pageCount', 'page_max', 'parent', 'participanttype', 'playercount', 'playermax',
  'playlist', 'points', 'popup', 'popupbackground', 'progression', 'publishtime', 'qualificationrank', 'rankexact',
  'ranks', 'region', 'registrationend', 'registrationstart', 'removed', 'respawnCount', 'results', 'rooms', 'rounds',
  'rule', 'rulesurl', 'script', 'scriptSettings', 'scriptsettings', 'seasonId', 'seasonal', 'serverinfo', 'servers',
  'sponsor', 'sponsorlevel', 'startdate', 'stats', 'statsprimary', 'streamurl', 'submitterplayer', 'tag', 'team',
  'timeDiff', 'total', 'totalactive', 'totaldivwins', 'totalplayers', 'totalwins', 'tracked', 'trophyAchievementId',
  'trophyAchievementType', 'trophySoloMedalAchievementType', 'trophySoloRankingAchievementType', 'twitch', 'twitter',
  'type', 'typeid', 'typename', 'url', 'value', 'vanity', 'websiteurl', 'weekly', 'win', 'youtube', 'zone',
  'zonepositions',
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
