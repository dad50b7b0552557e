import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { UNKNOWN_ACCOUNT_TOOLTIP } from '../../../src/components/PlayerName';
import { demo, playerAt, preloadPlayerPage, profileAt, zoneNames } from './helpers';

beforeAll(preloadPlayerPage);

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the player header', () => {
  it('shows the styled name with the club tag, badges, alpha player, zones, vanity link and echelon', async () => {
    const player = playerAt(demo.team.index);
    const profile = profileAt(demo.team.index);
    renderRoute('/player/demo-team');
    const title = await heading();
    expect(title).toHaveTextContent(player.name ?? '');
    // Team members' names are styled in the team colour, with the badge in words for screen readers.
    expect(within(title).getByText(player.name ?? '', { exact: false })).toHaveClass('player-team');
    expect(within(title).getByText('(Team member)')).toBeInTheDocument();
    expect(title.querySelector('.player-tag')).not.toBeNull();
    expect(screen.getByText('Team member', { selector: '.tag' })).toBeInTheDocument();
    expect(screen.getByText('Alpha player')).toHaveAttribute('title', expect.stringContaining('before 1 July 2020'));
    const zones = screen.getByRole('list', { name: 'Zone' });
    const names = zoneNames(profile.trophies.zone);
    expect(
      within(zones)
        .getAllByRole('listitem')
        .map((item) => item.textContent.trim()),
    ).toEqual(names);
    // Each zone's name is written beside its flag, so screen readers hear it once: the flags are decorative.
    expect(within(zones).queryByRole('img', { name: 'World' })).not.toBeInTheDocument();
    expect(zones.querySelector('img[src="/img/flags/WOR.jpg"]')).toHaveAttribute('alt', '');
    const socials = screen.getByRole('list', { name: 'Links' });
    expect(within(socials).getByRole('link', { name: /#\/player\/demo-team$/ })).toBeInTheDocument();
    expect(within(socials).getByRole('button', { name: 'Copy vanity URL' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: `Echelon ${profile.trophies.echelon}` }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${player.name ?? ''}`));
  });

  it('styles sponsors and the makers’ staff, and links socials by the spec’s rules', async () => {
    renderRoute('/player/demo-staff');
    const title = await heading();
    expect(within(title).getByText('(Nadeo employee)')).toBeInTheDocument();
    expect(screen.queryByText('Alpha player')).not.toBeInTheDocument();
    const twitter = playerAt(demo.staff.index).meta?.twitter ?? '';
    expect(screen.getByRole('link', { name: `Twitter: ${twitter}` })).toHaveAttribute(
      'href',
      `https://twitter.com/${twitter}`,
    );

    renderRoute('/player/demo-sponsor');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1 }).some((h) => h.textContent.includes('(Sponsor)'))).toBe(true),
    );
  });

  it('links YouTube handles and channels, Mastodon only as user@host, and shows Twitch', async () => {
    server.use(
      http.get('/api/player/:id', () =>
        HttpResponse.json({
          ...profileAt(10),
          meta: { twitch: 'streamer', youtube: 'UCabc', mastodon: '@bad', twitter: '@bird' },
        }),
      ),
    );
    renderRoute('/player/whoever');
    await heading();
    expect(screen.getByRole('link', { name: 'Twitch: streamer' })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/streamer',
    );
    expect(screen.getByRole('link', { name: 'YouTube: UCabc' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/channel/UCabc',
    );
    expect(screen.getByRole('link', { name: 'Twitter: @bird' })).toHaveAttribute('href', 'https://twitter.com/bird');
    // No user@host form: the value shows without a link.
    expect(screen.getByText('@bad')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Mastodon/ })).not.toBeInTheDocument();
  });

  it('shows Edit profile and the patron button on the own profile only', async () => {
    renderRoute('/player/mockpilot', { signedIn: true });
    await heading();
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/edit');
    expect(screen.getByRole('link', { name: 'Become a patron' })).toHaveAttribute(
      'href',
      'https://www.patreon.com/openplanet',
    );
  });

  it('shows neither to a visitor, nor on someone else’s profile', async () => {
    renderRoute('/player/mockpilot');
    await heading();
    expect(screen.queryByText('Edit profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a patron' })).not.toBeInTheDocument();
  });

  it('leaves the patron button out for a signed-in sponsor', async () => {
    server.use(
      http.get('/api/player/:id', () =>
        HttpResponse.json({ ...profileAt(0), meta: { sponsor: true, vanity: MOCK_USER.vanity } }),
      ),
    );
    renderRoute(`/player/${MOCK_USER.accountid}`, { signedIn: true });
    await heading();
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become a patron' })).not.toBeInTheDocument();
  });

  it('shows the socials saved on /user/edit on the own profile', async () => {
    const { user } = renderRoute('/user/edit', { signedIn: true });
    await user.type(await screen.findByRole('textbox', { name: 'YouTube' }), '@mockpilot');
    await user.type(screen.getByRole('textbox', { name: 'Mastodon' }), 'mockpilot@mastodon.social');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved!');
    await user.click(screen.getByRole('link', { name: 'Back to profile' }));
    expect(await screen.findByRole('link', { name: 'YouTube: @mockpilot' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@mockpilot',
    );
    expect(screen.getByRole('link', { name: 'Mastodon: mockpilot@mastodon.social' })).toHaveAttribute(
      'href',
      'https://mastodon.social/@mockpilot',
    );
  });

  it('shows the raw id with the unknown-account tooltip when the profile has no name', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json({ ...profileAt(10), displayname: '' })));
    renderRoute('/player/0000');
    const title = await heading();
    expect(within(title).getByText(profileAt(10).accountid)).toHaveAttribute('title', UNKNOWN_ACCOUNT_TOOLTIP);
  });

  it('explains an unknown or new account, and offers the player search', async () => {
    renderRoute('/player/11111111-2222-4333-8444-555555555555');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This player could not be found');
    expect(alert).toHaveTextContent('Player not found.');
    expect(alert).toHaveTextContent('a new account the site has not seen yet');
    expect(screen.getByRole('link', { name: 'Search for a player' })).toHaveAttribute('href', '/players');
  });

  it.each([200, 500])(
    'says what happened for an {error} answer that is not "not found" (HTTP %d), never that the player is unknown',
    async (status) => {
      server.use(
        http.get('/api/player/:id', () => HttpResponse.json({ error: 'Too many requests, slow down' }, { status })),
      );
      renderRoute('/player/mockpilot');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Could not load this player');
      expect(alert).toHaveTextContent('Too many requests, slow down');
      expect(alert).not.toHaveTextContent('could not be found');
      expect(alert).not.toHaveTextContent('No account is known as');
    },
  );

  it('takes the API’s own words for an unknown account, "account not found", for what they say, even with a 500', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json({ error: 'account not found' }, { status: 500 })));
    renderRoute('/player/nobody-at-all');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This player could not be found');
    expect(alert).toHaveTextContent('No account is known as nobody-at-all');
  });

  it('says when the API is down', async () => {
    setScenario('error');
    renderRoute('/player/mockpilot');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this player');
    expect(alert).toHaveTextContent('might be down right now');
  });

  it('says when the network fails', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.error()));
    renderRoute('/player/mockpilot');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server');
  });

  it('survives an HTML answer', async () => {
    server.use(
      http.get(
        '/api/player/:id',
        () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderRoute('/player/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('not JSON');
  });

  it('renders a bare profile: no meta, no trophies, no matchmaking', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json({ accountid: 'a-b-c', displayname: 'Bare' })));
    renderRoute('/player/a-b-c');
    expect(await heading()).toHaveTextContent('Bare');
    expect(screen.getByText('This player has no trophies yet.')).toBeInTheDocument();
    expect(screen.getByText('This player has not played any official matches yet.')).toBeInTheDocument();
  });
});

describe('the player tabs', () => {
  it('link every section under the id or vanity the page was opened with', async () => {
    renderRoute('/player/demo-team');
    const tabs = await screen.findByRole('navigation', { name: 'Player sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Summary', '/player/demo-team'],
      ['2v2 Matches', '/player/demo-team/2v2'],
      ['3v3 Matches', '/player/demo-team/3v3'],
      ['Royal Matches', '/player/demo-team/royal'],
      ['Trophy Gains', '/player/demo-team/trophies'],
      ['Cup of the Day', '/player/demo-team/cotd'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown tab says so and offers the sections', async () => {
    renderRoute('/player/demo-team/4v4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“4v4” is not a section of the player page');
    expect(within(alert).getByRole('link', { name: 'Trophy Gains' })).toHaveAttribute(
      'href',
      '/player/demo-team/trophies',
    );
  });
});
