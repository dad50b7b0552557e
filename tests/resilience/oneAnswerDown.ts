// What each route example shows with one of its API answers down (500 {"error": DOWN}), word for word, read from the
// pages as they are: its alerts (each one's blocks in order: title, the API's message, the hint under it), a quieter
// note when a part says so in its own place instead, and one value from another answer that must still show (a name, a
// count, a time). A route with no key here asks the API nothing when rendered signed out. Used by oneEndpointWalk.tsx.

export const DOWN = 'Endpoint down for this test';
const API_HINT = 'The game’s data API might be down right now. Please try again in a few minutes.';
// The answers whose failure is quiet by design, and why.
const CLUB_BACK_LINK =
  'the back link of a club activity names the club when it can, and reads "Back to the club" otherwise';
const TEAMS_TAB =
  'the teams are only read on the Teams tab, which stays and says why (tests/pages/competitions/teamsFailing.test.tsx)';

export interface OneAnswerDown {
  /** The alerts of the main area, each as its blocks' texts. */
  alerts: readonly (readonly string[])[];
  /** A part's own note (not an alert), when that is how it says so. */
  note?: string;
  /** Why a failure says nothing at all (no alert, no note). */
  quiet?: string;
  /** A text from another answer that still shows: an element's own text, or a heading's or link's whole text. */
  keeps?: string | { role: 'heading' | 'link'; name: string };
}

export const ONE_ANSWER_DOWN: Readonly<Record<string, Readonly<Record<string, OneAnswerDown>>>> = {
  '/privacy': {},
  '/user/edit': {
    '/api/totd/0': { alerts: [['Could not load the Track of the Day', DOWN, API_HINT]] },
  },
  '/me': {},
  '/records': {},
  '/following': {},
  '/totd': {
    '/api/totd/0': { alerts: [['Could not load the Track of the Day', DOWN, API_HINT]] },
  },
  '/totd/2024-3': {
    '/api/totd/32': { alerts: [['Could not load the Track of the Day', DOWN, API_HINT]] },
  },
  '/totd/leaderboard/today': {
    '/api/totd/today': { alerts: [['Could not find today’s map', DOWN, API_HINT]] },
    // Without the map, its positions still show.
    '/api/map/TOTD20261117D6w8wXPZyaBpUi': { alerts: [['Could not load this map', DOWN]], keeps: 'Stodrodro44' },
    '/api/leaderboard/a08018ea-2160-42e0-a2eb-726b22fd8450/TOTD20261117D6w8wXPZyaBpUi': {
      alerts: [['Could not load the leaderboard', DOWN]],
      keeps: 'Canyon Dirt #1',
    },
  },
  '/totd/leaderboard/Personal_Best/StuntDemoMapUid0000000001': {
    // Without the map, its positions still show (read as a race's: its kind is the map's).
    '/api/map/StuntDemoMapUid0000000001': { alerts: [['Could not load this map', DOWN]], keeps: 'Nevixki_Vo' },
    '/api/leaderboard/map/StuntDemoMapUid0000000001': {
      alerts: [['Could not load the leaderboard', DOWN]],
      keeps: '68,000 pts',
    },
  },
  '/cotd': {
    '/api/cotd/players/0/totalplayed': {
      alerts: [['⚠', 'The player ranking is not available. Endpoint down for this test']],
      keeps: 'Cup of the Day 2026-11-18 #1',
    },
    '/api/cotd/0': {
      alerts: [],
      note: 'The cup list could not be loaded just now: Endpoint down for this test. Refresh to try again.',
      keeps: 'Felraki',
    },
  },
  '/cotd/200': {
    '/api/comp/200': { alerts: [['Could not load this cup', DOWN]] },
    '/api/totd/72': {
      alerts: [],
      note: 'The map of this cup could not be loaded (Endpoint down for this test).',
      keeps: '2,007',
    },
    '/api/comp/200/challenge/900200/0': {
      alerts: [['Could not load the results of the qualification', DOWN]],
      note: 'The cut-offs need the qualification results, which could not be loaded.',
      keeps: 'Canyon Jump',
    },
    '/api/comp/200/match/20001/0': {
      alerts: [['Could not load the results of Division 1', DOWN]],
      keeps: 'Canyon Jump',
    },
  },
  '/campaigns': {
    '/api/campaigns/seasonal/0': {
      alerts: [['The campaigns could not be loaded right now. Refresh tries again.', DOWN]],
    },
  },
  '/campaigns/club': {
    '/api/campaigns/club/0': { alerts: [['The campaigns could not be loaded right now. Refresh tries again.', DOWN]] },
  },
  '/campaigns/activity': {
    '/api/leaderboard/activity/0': { alerts: [['Could not load the campaign activity', DOWN]] },
  },
  '/campaigns/leaderboard/Personal_Best/StuntDemoMapUid0000000001': {
    // Without the map, its positions still show (read as a race's: its kind is the map's).
    '/api/map/StuntDemoMapUid0000000001': { alerts: [['Could not load this map', DOWN]], keeps: 'Nevixki_Vo' },
    '/api/leaderboard/map/StuntDemoMapUid0000000001': {
      alerts: [['Could not load the leaderboard', DOWN]],
      keeps: '68,000 pts',
    },
  },
  '/campaigns/seasonal/1000': {
    '/api/campaign/seasonal/1000': { alerts: [['Could not load this campaign', DOWN]] },
    '/api/leaderboard/2f678b8d-8c44-446d-b75c-0000000003e8': {
      alerts: [['Could not load the campaign leaderboard', DOWN]],
      keeps: '1:26.857',
    },
    '/api/leaderboard/track/2f678b8d-8c44-446d-b75c-0000000003e8': {
      alerts: [['Could not load the recent world records', DOWN]],
      keeps: 'Summer 2020 - 01',
    },
  },
  '/leaderboard/StuntDemoMapUid0000000001': {
    // Without the map, its positions still show (read as a race's: its kind is the map's).
    '/api/map/StuntDemoMapUid0000000001': { alerts: [['Could not load this map', DOWN]], keeps: 'Nevixki_Vo' },
    '/api/leaderboard/map/StuntDemoMapUid0000000001': {
      alerts: [['Could not load the leaderboard', DOWN]],
      keeps: '68,000 pts',
    },
  },
  '/leaderboard/Personal_Best/HiddenDemoMapUid000000001': {
    // Without the map, its positions still show.
    '/api/map/HiddenDemoMapUid000000001': { alerts: [['Could not load this map', DOWN]], keeps: 'Torne50' },
    '/api/leaderboard/map/HiddenDemoMapUid000000001': {
      alerts: [['Could not load the leaderboard', DOWN]],
      keeps: 'Droraar',
    },
  },
  '/rooms': {
    '/api/rooms/0': { alerts: [['Could not load the rooms', DOWN, API_HINT]] },
  },
  '/rooms/leaderboard/StuntDemoMapUid0000000001': {
    '/api/map/StuntDemoMapUid0000000001': {
      alerts: [['Could not load this map', DOWN, 'The map may not exist. Its leaderboard may still answer.']],
    },
  },
  '/rooms/10000/1': {
    '/api/room/10000/1': {
      alerts: [
        [
          'Could not load room 1 of club 10000',
          DOWN,
          'Check the address: the room may have been removed. The game’s data API might be down right now. Please try again in a few minutes.',
        ],
      ],
    },
  },
  '/clubs': {
    '/api/clubs/0': { alerts: [['Could not load the clubs', DOWN]] },
  },
  '/clubs/10000': {
    '/api/club/10000': { alerts: [['Could not load club 10000', DOWN, 'Back to the club list']] },
  },
  '/clubs/10000/activities': {
    '/api/club/10000': { alerts: [['Could not load club 10000', DOWN, 'Back to the club list']] },
    '/api/club/10000/activities/0': {
      alerts: [['Could not load the activities', DOWN]],
      keeps: { role: 'heading', name: '[OP] Jump Drift' },
    },
  },
  '/clubs/10000/members': {
    '/api/club/10000': { alerts: [['Could not load club 10000', DOWN, 'Back to the club list']] },
    '/api/club/10000/members/0': {
      alerts: [['Could not load the members', DOWN]],
      keeps: { role: 'heading', name: '[OP] Jump Drift' },
    },
  },
  '/clubs/10000/news/100000': {
    '/api/club/10000': { alerts: [], quiet: CLUB_BACK_LINK, keeps: 'Mivoki' },
    '/api/club/10000/news/100000': {
      alerts: [['Could not load this news post', DOWN]],
      keeps: { role: 'link', name: '← Back to Jump Drift' },
    },
  },
  '/clubs/10000/skins/100001': {
    '/api/club/10000': { alerts: [], quiet: CLUB_BACK_LINK, keeps: '15,902' },
    '/api/club/10000/skins/100001/0': {
      alerts: [['Could not load this skin pack', DOWN]],
      keeps: { role: 'link', name: '← Back to Jump Drift' },
    },
  },
  '/clubs/10000/items/100002': {
    '/api/club/10000': { alerts: [], quiet: CLUB_BACK_LINK, keeps: 'Vixar' },
    '/api/club/10000/items/100002': {
      alerts: [['Could not load this item pack', DOWN]],
      keeps: { role: 'link', name: '← Back to Jump Drift' },
    },
  },
  '/clubs/10000/maps/100003': {
    '/api/club/10000': { alerts: [], quiet: CLUB_BACK_LINK, keeps: 'Volux' },
    '/api/club/10000/maps/100003/0': {
      alerts: [['Could not load these maps', DOWN]],
      keeps: { role: 'link', name: '← Back to Jump Drift' },
    },
  },
  '/clubs/10000/folder/100005': {
    '/api/club/10000': { alerts: [], quiet: CLUB_BACK_LINK, keeps: 'Flow Bob #5' },
    '/api/club/10000/folder/100005/0': {
      alerts: [['Could not load this folder', DOWN]],
      keeps: { role: 'link', name: '← Back to Jump Drift' },
    },
  },
  '/competitions': {
    '/api/competitions/0': { alerts: [['The events could not be loaded.', DOWN]] },
  },
  '/competitions/comp/90997': {
    '/api/comp/90997': { alerts: [['Could not load this event', DOWN, 'Try again']] },
    '/api/comp/90997/teams': { alerts: [], quiet: TEAMS_TAB, keeps: 'Ranequa' },
  },
  '/competitions/comp/90997?tab=teams': {
    '/api/comp/90997': { alerts: [['Could not load this event', DOWN, 'Try again']] },
    '/api/comp/90997/teams': { alerts: [['Could not load the teams', DOWN]], keeps: 'Ranequa' },
  },
  '/competitions/comp/90997?round=909971': {
    '/api/comp/90997': { alerts: [['Could not load this event', DOWN, 'Try again']] },
    '/api/comp/90997/challenge/51819940': {
      alerts: [["Could not load this challenge's details", DOWN]],
      keeps: 'Ranequa',
    },
    '/api/comp/90997/challenge/51819940/0': {
      alerts: [['Could not load the results of Grand League - Qualifier A', DOWN, 'Try again']],
      keeps: 'Ranequa',
    },
    '/api/comp/90997/challenge/51819941': {
      alerts: [["Could not load this challenge's details", DOWN]],
      keeps: 'Ranequa',
    },
    '/api/comp/90997/challenge/51819941/0': {
      alerts: [['Could not load the results of Grand League - Qualifier B', DOWN, 'Try again']],
      keeps: 'Ranequa',
    },
    '/api/comp/90997/teams': { alerts: [], quiet: TEAMS_TAB, keeps: 'Ranequa' },
  },
  '/competitions/3120': {
    '/api/competition/3120': { alerts: [['Could not load this event', DOWN, 'Try again']] },
    '/api/competition/3120/leaderboard/0': {
      alerts: [['Could not load the results of the leaderboard', DOWN, 'Try again']],
      keeps: '288 / 320',
    },
  },
  '/player/mockpilot': {
    '/api/player/mockpilot': { alerts: [['Could not load this player', DOWN, API_HINT]] },
  },
  '/player/mockpilot/2v2': {
    '/api/player/mockpilot': { alerts: [['Could not load this player', DOWN, API_HINT]] },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/matches/5/0': {
      alerts: [['Could not load the matches', DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
  },
  '/player/mockpilot/royal': {
    '/api/player/mockpilot': { alerts: [['Could not load this player', DOWN, API_HINT]] },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/matches/3/0': {
      alerts: [['Could not load the matches', DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
  },
  '/player/mockpilot/trophies': {
    '/api/player/mockpilot': { alerts: [['Could not load this player', DOWN, API_HINT]] },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/trophies/0': {
      alerts: [['Could not load the trophy gains', DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
  },
  '/player/mockpilot/cotd': {
    '/api/player/mockpilot': { alerts: [['Could not load this player', DOWN, API_HINT]] },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/cotd/0': {
      alerts: [['Could not load the Cup of the Day results', DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
  },
  // The recap reads the first page of each history to say what the rest costs; one failing stops that, with Try again.
  '/player/mockpilot/recap/2026': {
    '/api/player/mockpilot': { alerts: [['Could not load this player', DOWN, API_HINT]] },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/trophies/0': {
      alerts: [["Could not look at the player's histories", DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/cotd/0': {
      alerts: [["Could not look at the player's histories", DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/matches/2/0': {
      alerts: [["Could not look at the player's histories", DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/matches/3/0': {
      alerts: [["Could not look at the player's histories", DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/matches/5/0': {
      alerts: [["Could not look at the player's histories", DOWN, API_HINT]],
      keeps: 'MockPilot',
    },
  },
  '/compare/demo-team/mockpilot': {
    // One player missing: the comparison needs both, so the other player shows alone beside the failed one's alert.
    '/api/player/demo-team': { alerts: [['Could not load player “demo-team”.', DOWN, API_HINT]], keeps: '371,074' },
    '/api/player/mockpilot': { alerts: [['Could not load player “mockpilot”.', DOWN, API_HINT]], keeps: '1,443,660' },
    '/api/player/600885f2-684a-44a8-8c7a-b9d0107c7d4a/cotd/0': {
      alerts: [
        ['Could not load the Cup of the Day results of Ulstoar34', DOWN],
        ['The head-to-head needs the Cup of the Day results of Ulstoar34, which could not be loaded', DOWN, API_HINT],
      ],
      keeps: '371,074',
    },
    '/api/player/5b4d42f4-c2de-407d-b367-cbff3fe817bc/cotd/0': {
      alerts: [
        ['Could not load the Cup of the Day results of MockPilot', DOWN],
        ['The head-to-head needs the Cup of the Day results of MockPilot, which could not be loaded', DOWN, API_HINT],
      ],
      keeps: '371,074',
    },
  },
  '/players?search=mockpilot': {
    '/api/players/find': { alerts: [['Could not search the players', DOWN, API_HINT]] },
  },
  '/players/team': {
    '/api/players/group/team': { alerts: [['Could not load the players', DOWN, API_HINT]] },
  },
  '/top': {
    // The zones answered, but they show only in the picker's list, once a zone is typed.
    '/api/top/trophies/0': { alerts: [['Could not load the ranking', DOWN, API_HINT]] },
    '/api/zones': { alerts: [['Could not load the zones', DOWN]], keeps: '8,335,121' },
  },
  '/top/trophies/z-fra': {
    '/api/zones': { alerts: [['Could not load the zones', DOWN]], keeps: '6,670,466' },
    '/api/top/trophies/0/z-fra': {
      alerts: [['Could not load the ranking', DOWN, API_HINT]],
      keeps: 'Trophy ranking: France',
    },
  },
  '/top/royal': {
    '/api/top/matchmaking/3/0': { alerts: [['Could not load the ranking', DOWN, API_HINT]] },
  },
  '/matchmaking': {
    '/api/top/matchmaking/5/0': { alerts: [['Could not load the ranking', DOWN, API_HINT]] },
  },
  '/matchmaking/royal': {
    '/api/top/matchmaking/3/0': { alerts: [['Could not load the ranking', DOWN, API_HINT]] },
  },
  '/matches': {
    '/api/matches/5/0': { alerts: [['Could not load the matches', DOWN, API_HINT]] },
  },
  '/matches/3v3': {
    '/api/matches/2/0': { alerts: [['Could not load the matches', DOWN, API_HINT]] },
  },
  '/match/LID-MTCH-team2v2complete': {
    '/api/match/LID-MTCH-team2v2complete': {
      alerts: [
        [
          'Could not load the match LID-MTCH-team2v2complete',
          DOWN,
          'Check the match id, or try again in a few minutes: the game’s data API might be down right now.',
        ],
      ],
    },
  },
  '/ads': {
    '/api/ads': { alerts: [['Could not load the in-game ads', DOWN, API_HINT]] },
  },
};
