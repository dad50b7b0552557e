// The 2026 shapes of API-NOTES.md ("What changed by 2026"), fed as hand-written answers: what a person reads is
// written out here. The 2024 shapes are in tests/pages/player/answers2024.test.tsx, the 2022 captures in
// tests/pages/realAnswers.test.tsx.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setViewportWidth } from '../../viewport';
import { preloadPlayerPage } from '../player/helpers';

beforeAll(async () => {
  await preloadPlayerPage();
  await import('../../../src/pages/players/PlayersPage');
  await import('../../../src/pages/campaigns/CampaignsPage');
  await import('../../../src/pages/competitions/CompetitionPage');
  await import('../../../src/pages/leaderboard/LeaderboardPage');
  await import('../../../src/pages/campaign/CampaignPage');
});

const ACCOUNT = '0c4a1b2e-5f6d-4e8a-9b1c-2d3e4f5a6b7c';
const zone = { name: 'Europe', flag: 'europe', id: 'z-eu' };

/** A 2026 player reference: the links under meta.profile, the rest where it always was. */
const player2026 = {
  id: ACCOUNT,
  name: 'Kivotor',
  zone,
  meta: {
    profile: { twitch: 'kivotor', youtube: '@kivotor', twitter: 'kivo_tm' },
    vanity: 'kivo',
    sponsor: true,
    comment: 'Mapper since 2020',
  },
};

describe('a player as 2026 answers send them', () => {
  it('shows the social links nested under meta.profile, the vanity address and the sponsor badge on the player page', async () => {
    server.use(
      http.get('/api/player/:id', () =>
        HttpResponse.json({ accountid: ACCOUNT, displayname: 'Kivotor', meta: player2026.meta }),
      ),
    );
    renderRoute(`/player/${ACCOUNT}`);
    const links = await screen.findByRole('list', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'Twitch: kivotor' })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/kivotor',
    );
    expect(within(links).getByRole('link', { name: 'YouTube: @kivotor' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@kivotor',
    );
    expect(within(links).getByRole('link', { name: 'Twitter: kivo_tm' })).toHaveAttribute(
      'href',
      'https://twitter.com/kivo_tm',
    );
    expect(within(links).getByText('http://localhost:3000/#/player/kivo')).toBeInTheDocument();
    expect(screen.getByText('Sponsor')).toBeInTheDocument();
    expect(screen.getByText('Mapper since 2020')).toBeInTheDocument();
  });

  it('reads any key nested under profile first: a vanity and a comment there win over the flat ones', async () => {
    const meta = {
      profile: { vanity: 'kivo', comment: 'Nested comment' },
      vanity: 'old-vanity',
      comment: 'Flat comment',
    };
    server.use(
      http.get('/api/player/:id', () => HttpResponse.json({ accountid: ACCOUNT, displayname: 'Kivotor', meta })),
    );
    renderRoute(`/player/${ACCOUNT}`);
    expect(await screen.findByText('Nested comment')).toBeInTheDocument();
    expect(screen.queryByText('Flat comment')).not.toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/#/player/kivo')).toBeInTheDocument();
  });

  it('shows no links and no error for meta: {profile: {}}', async () => {
    server.use(
      http.get('/api/player/:id', () =>
        HttpResponse.json({ accountid: ACCOUNT, displayname: 'Kivotor', meta: { profile: {} } }),
      ),
    );
    renderRoute(`/player/${ACCOUNT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kivotor' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the nested links in the players search details', async () => {
    setViewportWidth(1100);
    server.use(http.get('/api/players/find', () => HttpResponse.json([{ player: player2026, matchmaking: [] }])));
    renderRoute('/players?search=kivo');
    expect(await screen.findByRole('link', { name: 'Twitch: kivotor' })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/kivotor',
    );
    expect(screen.getByRole('link', { name: 'Twitter: kivo_tm' })).toHaveAttribute(
      'href',
      'https://twitter.com/kivo_tm',
    );
    expect(screen.getByText('Vanity: kivo')).toBeInTheDocument();
  });
});

describe('the club tab of the campaign list as 2026 answers send it', () => {
  const campaign = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
    official: false,
    seasonal: false,
    weekly: false,
    id,
    clubid: 55,
    clubname: '$o$f80Winter $fffClub',
    name,
    timestamp: 1_756_000_000,
    mapcount: 10,
    tracked: true,
    creatorplayer: player2026,
    latesteditorplayer: player2026,
    ...extra,
  });

  it('pages by pageCount, frames a campaign without mediaurl quietly, and links its creator by the nested vanity', async () => {
    setViewportWidth(1100);
    const answer = {
      campaigns: [
        campaign(7001, 'Winter Cup 2026'),
        campaign(7002, 'Ice Week', { mediaurl: 'https://images.example/ice.jpg' }),
      ],
      page: 0,
      pageCount: 3,
    };
    server.use(http.get('/api/campaigns/club/:page', () => HttpResponse.json(answer)));
    renderRoute('/campaigns/club');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const [winter, ice] = within(table).getAllByRole('row').slice(1);
    // A faint frame, hidden from assistive technology, instead of a broken image.
    expect(within(winter as HTMLElement).getByRole('img', { hidden: true })).toBeVisible();
    expect(within(winter as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect(within(ice as HTMLElement).getByRole('img', { name: 'Image of Ice Week' })).toHaveAttribute(
      'src',
      'https://images.example/ice.jpg',
    );
    const creator = within(winter as HTMLElement).getByRole('link', { name: /Kivotor/ });
    expect(creator).toHaveAttribute('href', '/player/kivo');
    expect(screen.getByRole('button', { name: /Load more/ })).toBeInTheDocument();
    // The hover card reads the comment and the badge from the same meta.
    fireEvent.mouseEnter(creator);
    const card = await screen.findByRole('dialog', { name: /^Player details for / }, { timeout: 2000 });
    expect(card).toHaveTextContent('Mapper since 2020');
    expect(card).toHaveTextContent('Sponsor');
  });

  it('offers no Load more on the last page that pageCount names', async () => {
    setViewportWidth(1100);
    server.use(
      http.get('/api/campaigns/club/:page', () =>
        HttpResponse.json({ campaigns: [campaign(7001, 'Winter Cup 2026')], page: 0, pageCount: 1 }),
      ),
    );
    renderRoute('/campaigns/club');
    expect(await screen.findByRole('table', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });
});

describe('a running competition as 2026 answers send it', () => {
  it('says "No results yet." for a leaderboard whose participants are null', async () => {
    server.use(http.get('/api/comp/:id/leaderboard/:page', () => HttpResponse.json({ page: 0, participants: null })));
    renderRoute('/competitions/comp/90997?tab=leaderboard');
    expect(await screen.findByText('No results yet.')).toBeInTheDocument();
    expect(screen.queryByText('No results available.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('keeps "No results available." for an empty list', async () => {
    server.use(http.get('/api/comp/:id/leaderboard/:page', () => HttpResponse.json({ page: 0, participants: [] })));
    renderRoute('/competitions/comp/90997?tab=leaderboard');
    expect(await screen.findByText('No results available.')).toBeInTheDocument();
  });
});

describe('a map as 2026 answers send it', () => {
  it('reads a map with hasClones, an empty competitionsmetadata and a BlueBay collection, and reports nothing', async () => {
    setViewportWidth(1100);
    const warn = vi.spyOn(console, 'warn');
    const uid = 'Bq2rV1sFj3m0aZ7kLw9pXyTe4Hd';
    const map = {
      author: ACCOUNT,
      name: '$s$0f0Bay $fffRun',
      mapType: 'TrackMania\\TM_Race',
      mapStyle: '',
      authorScore: 41_250,
      goldScore: 44_000,
      silverScore: 50_000,
      bronzeScore: 62_000,
      collectionName: 'BlueBay',
      filename: 'Bay Run.Map.Gbx',
      isPlayable: true,
      mapId: 'f1e2d3c4-0000-4000-8000-000000000001',
      mapUid: uid,
      submitter: ACCOUNT,
      timestamp: '2026-08-21T10:00:00+00:00',
      fileUrl: 'https://files.example/bay.gbx',
      thumbnailUrl: 'https://images.example/bay.jpg',
      authorplayer: player2026,
      submitterplayer: player2026,
      exchangeid: 0,
      hasClones: false,
      competitionsmetadata: [],
    };
    server.use(http.get('/api/map/:uid', () => HttpResponse.json(map)));
    renderRoute(`/leaderboard/${uid}`);
    const facts = await screen.findByRole('table', { name: 'Map information' });
    expect(within(facts).getByRole('row', { name: /Collection/ })).toHaveTextContent('BlueBay');
    expect(within(facts).getByRole('row', { name: /Author/ })).toHaveTextContent('Kivotor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bay Run');
    expect(warn.mock.calls.filter(([line]) => String(line).startsWith('[api-drift]'))).toEqual([]);
    warn.mockRestore();
  });
});

describe('a club campaign as 2026 answers send it', () => {
  it('shows a campaign whose media is "" with no club image, and reports nothing', async () => {
    setViewportWidth(1100);
    const warn = vi.spyOn(console, 'warn');
    const empty = {
      buttonbackground: '',
      buttonforeground: '',
      decal: '',
      popupbackground: '',
      popup: '',
      liveButtonBackground: '',
      liveButtonForeground: '',
    };
    const campaign = {
      id: 7001,
      name: 'Winter Cup 2026',
      media: '',
      creationtime: 1_756_000_000,
      publishtime: 1_756_000_000,
      clubid: 55,
      clubname: '$o$f80Winter $fffClub',
      leaderboarduid: 'e3b0c442-98fc-4c14-9afb-f4c8996fb924',
      playlist: [],
      mediae: empty,
      tracked: true,
    };
    server.use(http.get('/api/campaign/:club/:id', () => HttpResponse.json(campaign)));
    renderRoute('/campaigns/55/7001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Cup 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Club media/ })).not.toBeInTheDocument();
    expect(warn.mock.calls.filter(([line]) => String(line).startsWith('[api-drift]'))).toEqual([]);
    warn.mockRestore();
  });
});
