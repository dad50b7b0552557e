import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { recordMap } from './recordFixtures';

// My records on a campaign page, from hand-written answers: medals, gaps, ranks and shares are literal.

beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
  await import('../../../src/pages/records/CampaignRecords');
});

const GROUP = 'records-test-group';
const RECORDS: Record<string, object> = {
  uidA: { time: 40_500, score: 40_500, rank: 12, rankexact: true },
  uidB: { time: 44_231, score: 44_231, rank: 250, rankexact: true },
  uidC: {},
  uidD: { time: 55_000, score: 55_000, rank: 900, rankexact: false, removed: true },
};

function serveCampaign() {
  const requests: string[] = [];
  server.use(
    http.get('/api/campaign/seasonal/1000', () =>
      HttpResponse.json({
        id: 1000,
        name: 'Records test campaign',
        leaderboarduid: GROUP,
        playlist: [
          recordMap('uidA', 'Alpha'),
          recordMap('uidB', 'Bravo'),
          recordMap('uidC', 'Charlie'),
          recordMap('uidD', 'Delta'),
        ],
      }),
    ),
    http.get('/api/leaderboard/personal/:group/:uid', ({ params }) => {
      requests.push(`personal ${String(params.uid)}`);
      return HttpResponse.json(RECORDS[String(params.uid)] ?? {});
    }),
    http.get(`/api/leaderboard/personal/${GROUP}`, () => HttpResponse.json({ position: 321, points: 4567 })),
    http.get(`/api/leaderboard/${GROUP}/:uid`, ({ params, request }) => {
      if (new URL(request.url).searchParams.get('length') === '1') requests.push(`count ${String(params.uid)}`);
      return HttpResponse.json({ tops: [], playercount: 1000 });
    }),
  );
  return requests;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Your records on this campaign' }))
    .getAllByRole('row')
    .slice(1);

describe('my records on a campaign', () => {
  it('shows a visitor what logging in shows, with the button, and asks nothing', async () => {
    const requests = serveCampaign();
    renderRoute('/campaigns/seasonal/1000');
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(section).toHaveTextContent(
      'Log in to see your time, medal, rank and the gap to the next medal on every map of this campaign.',
    );
    expect(within(section).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('asks a map’s player count only where the player has a ranked record, and only after that record', async () => {
    const requests = serveCampaign();
    renderRoute('/campaigns/seasonal/1000', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    await waitFor(() =>
      expect(section).toHaveTextContent('Author 1 · Gold 0 · Silver 1 · Bronze 1 · No medal 0 · Not driven 1'),
    );
    await waitFor(() => expect(rows()[0]).toHaveTextContent('top 1.2%'));
    await waitFor(() =>
      expect(requests.filter((request) => request.startsWith('count ')).sort()).toEqual([
        'count uidA',
        'count uidB',
        'count uidD',
      ]),
    );
    // Charlie, never driven, has no share of players to show.
    for (const uid of ['uidA', 'uidB', 'uidD'])
      expect(requests.indexOf(`count ${uid}`)).toBeGreaterThan(requests.indexOf(`personal ${uid}`));
  });

  it('shows each map’s medal, record, rank, share of players and gap to the next medal, with the summary', async () => {
    const requests = serveCampaign();
    renderRoute('/campaigns/seasonal/1000', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    await waitFor(() =>
      expect(section).toHaveTextContent('Author 1 · Gold 0 · Silver 1 · Bronze 1 · No medal 0 · Not driven 1'),
    );
    // A map counts under its best medal only: Gold leaves out the author medals, and the summary says so.
    expect(within(section).getByText('Each map counts once, under its best medal.')).toBeInTheDocument();
    expect(section).toHaveTextContent('Campaign position: 321');
    await waitFor(() => expect(rows()[0]).toHaveTextContent('top 1.2%'));
    const [a, b, c, d] = rows();
    expect(a).toHaveTextContent('01 Alpha');
    expect(within(a as HTMLElement).getByRole('img', { name: 'Author medal' })).toBeInTheDocument();
    expect(a).toHaveTextContent('0:40.500');
    expect(a).toHaveTextContent('12');
    expect(b).toHaveTextContent('0:44.231');
    expect(within(b as HTMLElement).getByRole('img', { name: 'Silver medal' })).toBeInTheDocument();
    // Signed as the game signs a time behind.
    expect(b).toHaveTextContent('+0.231 s to gold');
    expect(b).toHaveTextContent('top 25%');
    expect(c).toHaveTextContent('Not driven');
    expect(d).toHaveTextContent('Removed');
    expect(d).toHaveTextContent('About 900');
    expect(d).toHaveTextContent('+5.000 s to silver');
    expect(within(a as HTMLElement).getByRole('link', { name: /Alpha/ })).toHaveAttribute(
      'href',
      `/campaigns/leaderboard/${GROUP}/uidA`,
    );
    // One record per map, and one player count per ranked record (Charlie's has none), no more.
    expect([...requests].sort()).toEqual([
      'count uidA',
      'count uidB',
      'count uidD',
      'personal uidA',
      'personal uidB',
      'personal uidC',
      'personal uidD',
    ]);
  });

  it('counts and marks a map driven without a medal apart from a map never driven', async () => {
    serveCampaign();
    // Delta driven slower than bronze; Charlie never driven.
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', ({ params }) =>
        HttpResponse.json(
          params.uid === 'uidD' ? { time: 70_000, score: 70_000, rank: 990 } : (RECORDS[String(params.uid)] ?? {}),
        ),
      ),
    );
    renderRoute('/campaigns/seasonal/1000', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    await waitFor(() =>
      expect(section).toHaveTextContent('Author 1 · Gold 0 · Silver 1 · Bronze 0 · No medal 1 · Not driven 1'),
    );
    const [, , charlie, delta] = rows();
    expect(charlie?.textContent).toBe('03 CharlieNot driven---');
    expect(delta).toHaveTextContent('04 Delta–1:10.000');
    expect(within(delta as HTMLElement).getByRole('img', { name: 'No medal' })).toBeInTheDocument();
    expect(delta).not.toHaveTextContent('Not driven');
  });

  it('keeps the maps missing gold, sorted by the gap to the next medal, in the address', async () => {
    serveCampaign();
    const { router } = renderRoute('/campaigns/seasonal/1000', { signedIn: true });
    await screen.findByRole('table', { name: 'Your records on this campaign' });
    await waitFor(() => expect(rows()[1]).toHaveTextContent('0:44.231'));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Missing gold');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Closest to the next medal');
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      '02 Bravo',
      '04 Delta',
      '03 Charlie',
    ]);
    expect(router.state.location.search).toBe('?records=missing-gold&sort=next-medal');
  });

  it('says so when every map has gold or better and only the maps missing gold are asked for', async () => {
    serveCampaign();
    server.use(
      http.get('/api/leaderboard/personal/:group/:uid', () =>
        HttpResponse.json({ time: 42_000, score: 42_000, rank: 40 }),
      ),
    );
    renderRoute('/campaigns/seasonal/1000?records=missing-gold', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(await within(section).findByText('You have gold or better on every map.')).toBeInTheDocument();
    expect(section).toHaveTextContent('Author 0 · Gold 4 · Silver 0 · Bronze 0 · No medal 0 · Not driven 0');
  });

  it('offers a way to My records at the top of the page, before the playlist, that brings the section into view', async () => {
    serveCampaign();
    const { user } = renderRoute('/campaigns/seasonal/1000', { signedIn: true });
    const jump = await screen.findByRole('button', { name: 'My records on this campaign' });
    const playlist = await screen.findByRole('table', { name: /playlist/i });
    // Before the playlist in the page's order.
    expect(jump.compareDocumentPosition(playlist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'My records' });
    const scrolled = vi.fn();
    section.scrollIntoView = scrolled;
    await user.click(jump);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('heading', { name: 'My records' })).toHaveFocus();
  });

  it('says a campaign without a leaderboard holds no records', async () => {
    server.use(
      http.get('/api/campaign/seasonal/1000', () =>
        HttpResponse.json({ id: 1000, name: 'No board', playlist: [recordMap('uidA', 'Alpha')] }),
      ),
    );
    renderRoute('/campaigns/seasonal/1000', { signedIn: true });
    const section = await screen.findByRole('region', { name: 'My records' });
    expect(section).toHaveTextContent('This campaign has no leaderboard to hold records.');
  });
});
