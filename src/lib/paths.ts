// Every in-app path is built here, never concatenated in JSX. Segments are URI-encoded.
const seg = (value: string | number): string => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  privacy: () => '/privacy',
  userEdit: () => '/user/edit',
  totd: (month?: string) => (month ? `/totd/${seg(month)}` : '/totd'),
  totdToday: () => '/totd/today',
  totdLeaderboard: (group: string, mapUid: string) => `/totd/leaderboard/${seg(group)}/${seg(mapUid)}`,
  cotd: (id?: number) => (id === undefined ? '/cotd' : `/cotd/${seg(id)}`),
  campaigns: (tab?: string) => (tab ? `/campaigns/${seg(tab)}` : '/campaigns'),
  campaign: (clubOrTab: string | number, campaignId: number) => `/campaigns/${seg(clubOrTab)}/${seg(campaignId)}`,
  campaignLeaderboard: (group: string, mapUid: string) => `/campaigns/leaderboard/${seg(group)}/${seg(mapUid)}`,
  campaignActivity: (group?: string) => (group ? `/campaigns/activity/${seg(group)}` : '/campaigns/activity'),
  mapLeaderboard: (group: string | undefined, mapUid: string) =>
    group ? `/leaderboard/${seg(group)}/${seg(mapUid)}` : `/leaderboard/${seg(mapUid)}`,
  rooms: () => '/rooms',
  room: (clubId: number, roomId: number) => `/rooms/${seg(clubId)}/${seg(roomId)}`,
  roomLeaderboard: (mapUid: string) => `/rooms/leaderboard/${seg(mapUid)}`,
  clubs: () => '/clubs',
  club: (id: number, tab?: string) => (tab ? `/clubs/${seg(id)}/${seg(tab)}` : `/clubs/${seg(id)}`),
  clubNews: (clubId: number, activityId: number) => `/clubs/${seg(clubId)}/news/${seg(activityId)}`,
  clubSkins: (clubId: number, activityId: number) => `/clubs/${seg(clubId)}/skins/${seg(activityId)}`,
  clubItems: (clubId: number, activityId: number) => `/clubs/${seg(clubId)}/items/${seg(activityId)}`,
  clubMaps: (clubId: number, activityId: number) => `/clubs/${seg(clubId)}/maps/${seg(activityId)}`,
  clubFolder: (clubId: number, folderId: number) => `/clubs/${seg(clubId)}/folder/${seg(folderId)}`,
  competitions: () => '/competitions',
  competition: (id: number) => `/competitions/comp/${seg(id)}`,
  legacyCompetition: (id: number) => `/competitions/${seg(id)}`,
  player: (idOrVanity: string, tab?: string) =>
    tab ? `/player/${seg(idOrVanity)}/${seg(tab)}` : `/player/${seg(idOrVanity)}`,
  players: (group?: string) => (group ? `/players/${seg(group)}` : '/players'),
  top: (tab?: string, zoneId?: string) => `/top${tab ? `/${seg(tab)}` : ''}${tab && zoneId ? `/${seg(zoneId)}` : ''}`,
  matchmaking: (tab?: string) => (tab ? `/matchmaking/${seg(tab)}` : '/matchmaking'),
  matches: (tab?: string) => (tab ? `/matches/${seg(tab)}` : '/matches'),
  match: (lid: string) => `/match/${seg(lid)}`,
  ads: () => '/ads',
} as const;
