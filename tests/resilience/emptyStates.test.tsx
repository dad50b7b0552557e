import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../render';
import { setScenario } from '../../src/mocks/scenarios';

// Every list of the site with nothing in it (the mocked API's "empty" scenario: lists empty, leaderboards without
// rows, counts 0) says so in words: the exact text each page must show, written here from the spec and the pages'
// own wording, not read from the code.

const EMPTY_STATES: readonly { path: string; texts: readonly string[] }[] = [
  { path: '/totd', texts: ['No map has been released for this month yet. The first one arrives at 7 PM Paris time.'] },
  {
    path: '/totd/2024-3',
    texts: ['No map has been released for this month yet. The first one arrives at 7 PM Paris time.'],
  },
  { path: '/totd/leaderboard/today', texts: ['This leaderboard is empty.'] },
  { path: '/leaderboard/StuntDemoMapUid0000000001', texts: ['This leaderboard is empty.'] },
  { path: '/campaigns/leaderboard/Personal_Best/StuntDemoMapUid0000000001', texts: ['This leaderboard is empty.'] },
  { path: '/cotd', texts: ['No players are ranked yet.', 'No cups found.'] },
  { path: '/cotd/200', texts: ['No rounds information available.'] },
  { path: '/campaigns', texts: ['There are no campaigns in this list yet.'] },
  { path: '/campaigns/club', texts: ['There are no campaigns in this list yet.'] },
  { path: '/campaigns/activity', texts: ['No activities found.'] },
  { path: '/campaigns/seasonal/1000', texts: ['This campaign has no maps.', 'No campaign leaderboard available'] },
  { path: '/rooms', texts: ['No rooms found.'] },
  { path: '/rooms/10000/1', texts: ['This room has no script settings.'] },
  { path: '/clubs', texts: ['There are no clubs to show.'] },
  { path: '/clubs/10000/activities', texts: ['No activities found.'] },
  { path: '/clubs/10000/members', texts: ['This club has no members to show.'] },
  { path: '/clubs/10000/skins/100001', texts: ['This skin pack has no skins.'] },
  { path: '/clubs/10000/items/100002', texts: ['This item pack has no versions to download.'] },
  { path: '/clubs/10000/maps/100003', texts: ['No maps found.'] },
  { path: '/clubs/10000/folder/100005', texts: ['No activities found.'] },
  { path: '/competitions', texts: ['No events found.'] },
  { path: '/competitions/comp/90997', texts: ['No rounds information available.'] },
  { path: '/competitions/comp/90997?tab=teams', texts: ['This event has no teams.'] },
  { path: '/competitions/3120', texts: ['No results available.'] },
  { path: '/player/mockpilot/2v2', texts: ['No matches found.'] },
  { path: '/player/mockpilot/trophies', texts: ['This player has not gained any trophies yet.'] },
  { path: '/player/mockpilot/cotd', texts: ["This player hasn't participated in any Cups of the Day yet."] },
  { path: '/players?search=mockpilot', texts: ['No players found for “mockpilot”.'] },
  { path: '/players/team', texts: ['There are no players in this list.'] },
  { path: '/top', texts: ['The trophy ranking is empty right now.'] },
  { path: '/top/royal', texts: ['Nobody is ranked yet this season.'] },
  { path: '/matches', texts: ['No matches found.'] },
  { path: '/ads', texts: ['There are no in-game ads right now.'] },
  { path: '/following', texts: ['You do not follow anyone yet.'] },
];

describe.each(EMPTY_STATES)('$path with nothing to list', ({ path, texts }) => {
  it(`says so: ${texts.join(' / ')}`, async () => {
    setScenario('empty');
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
    await waitFor(() => expect(screen.queryAllByRole('progressbar', { name: /^Loading/ })).toEqual([]), {
      timeout: 8000,
    });
    for (const text of texts) expect(await screen.findByText(text)).toBeVisible();
    // An empty list is not an error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
