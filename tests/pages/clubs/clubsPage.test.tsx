import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { CLUBS_PAGE_SIZE, mockClub, mockClubPage, type MockClub } from '../../../src/mocks/data/clubs';
import { CLUB_COUNT } from '../../../src/mocks/data/clubRefs';
import { playerPath } from '../../../src/components/PlayerLink';
import { linkWithText, rows, timeTexts, watchRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubsPage');
});

const firstPage = () => mockClubPage(0).clubs;
const authorOf = (club: MockClub) => club.authorplayer ?? club.creatorplayer;

describe('the club list', () => {
  it('shows the six columns and the first page, most popular first', async () => {
    const requests = watchRequests('/api/clubs');
    renderRoute('/clubs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs' })).toBeInTheDocument();
    const list = await rows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Icon',
      'Tag',
      'Name',
      'Author',
      'Created',
      'Members',
    ]);
    expect(list).toHaveLength(CLUBS_PAGE_SIZE);
    expect(list.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Jump Drift',
      'Flow Tech Crew',
      'Neon Flow Academy',
      'Neon Zendro',
      'Turbo Speed League',
      'Rally Felki',
      'Ice Ride Team',
      'Canyon Tech #5',
      'Speed Drift',
      'Speed Canyon 夜明け Gaming',
      'Wall Canyon Gaming',
      'Ride Ice Crew',
      'Turbo Arstora',
      'Ice Turbo Academy',
      'Ride Wall Дорога',
      'Canyon Torsto Esports',
      'Rally Jump League',
      'Canyon Miluxvo Academy',
      'Ride Loop',
      'Flow Wall Club',
      'Neon Spiral #3 Team',
      'Bob Neon Academy',
      'Dirt Sky #3',
      'Neon Ice',
      'Canyon Kineka Club',
    ]);
    expect(requests).toEqual(['/api/clubs/0']);
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Clubs'));
  });

  it('fills a row: icon, tag as game text, name linking to the club, author link, created time, members', async () => {
    renderRoute('/clubs');
    const list = await rows();
    const index = firstPage().findIndex((club) => club.iconUrl && club.tag.includes('$') && club.authorplayer?.name);
    const club = firstPage()[index] as MockClub;
    const row = list[index] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(within(row).getByAltText('Icon of Jump Drift')).toHaveAttribute('src', club.iconUrl);
    expect(cells[1]?.textContent).toBe('OP');
    expect(cells[1]?.querySelector('[style]')).not.toBeNull();
    expect(linkWithText(row, 'Jump Drift')).toHaveAttribute('href', `/clubs/${club.id}`);
    const author = authorOf(club);
    expect(within(row).getByRole('link', { name: author?.name ?? '' })).toHaveAttribute(
      'href',
      playerPath(author ?? { id: '' }),
    );
    const { relative, absolute } = timeTexts(club.creationTimestamp);
    expect(within(cells[4] as HTMLElement).getByText(relative)).toHaveAttribute('title', absolute);
    expect(cells[5]?.textContent).toBe(club.membercount.toLocaleString('en-US'));
  });

  it('reads the older creatorplayer as the author', async () => {
    renderRoute('/clubs');
    const list = await rows();
    const index = firstPage().findIndex((club) => club.creatorplayer && !club.authorplayer);
    const club = firstPage()[index] as MockClub;
    expect(
      within(list[index] as HTMLElement).getByRole('link', { name: club.creatorplayer?.name ?? '' }),
    ).toBeInTheDocument();
  });

  it('leaves the icon cell empty, without a broken image, when a club has no icon or it fails to load', async () => {
    const club = mockClub(0);
    server.use(
      http.get('/api/clubs/:page', () =>
        HttpResponse.json({
          clubs: [
            { ...club, iconUrl: '' },
            { ...mockClub(1), iconUrl: '/mock-img/clubs/missing.png' },
          ],
          page: 0,
          pageCount: 1,
        }),
      ),
    );
    renderRoute('/clubs');
    const [first, second] = await rows();
    expect(within(first as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    const image = within(second as HTMLElement).getByRole('img');
    // Through fireEvent: the page's state change it causes is then inside act.
    fireEvent.error(image);
    await waitFor(() => expect(within(second as HTMLElement).queryByRole('img')).not.toBeInTheDocument());
  });

  it('loads the next page on Load more', async () => {
    const requests = watchRequests('/api/clubs');
    const { user } = renderRoute('/clubs');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(2 * CLUBS_PAGE_SIZE));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
    expect(requests).toEqual(['/api/clubs/0', '/api/clubs/1']);
  });

  it('hides Load more on the last page that pageCount announces', async () => {
    const pageCount = Math.ceil(CLUB_COUNT / CLUBS_PAGE_SIZE);
    // The answer of the real last page, whatever page is asked: one click reaches the end.
    server.use(
      http.get('/api/clubs/:page', ({ params }) =>
        HttpResponse.json({ ...mockClubPage(params.page === '0' ? 0 : pageCount - 1), pageCount: 2 }),
      ),
    );
    const { user } = renderRoute('/clubs');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () =>
      expect(await rows()).toHaveLength(CLUBS_PAGE_SIZE + (CLUB_COUNT % CLUBS_PAGE_SIZE || CLUBS_PAGE_SIZE)),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the club search', () => {
  it('searches once the typing pauses (500 ms), keeping the text in ?search=', async () => {
    const requests = watchRequests('/api/clubs');
    const { user, router } = renderRoute('/clubs');
    await rows();
    const needle = 'Turbo Speed League'.slice(0, 5);
    await user.type(screen.getByRole('searchbox', { name: 'Search clubs' }), needle);
    // Typing alone asks nothing: only the pause does, once.
    expect(requests).toEqual(['/api/clubs/0']);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?search=${encodeURIComponent(needle).replace(/%20/g, '+')}`),
    );
    const expected = [
      'Turbo Speed League',
      'Turbo Arstora',
      'Ice Turbo Academy',
      'Turbo Vixka Collective',
      'Tech Turbo Society',
      'Turbo Droqua Collective',
      'Bob Turbo League',
      'Bob Turbo',
      'Turbo Grass Academy',
      'Turbo Ride Academy',
      'Rally Turbo',
      'Turbo Vixlux Academy',
      'Turbo Mine Society',
    ];
    await waitFor(async () =>
      expect((await rows()).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(expected),
    );
    expect(requests).toEqual(['/api/clubs/0', `/api/clubs/0?search=${encodeURIComponent(needle)}`]);
  });

  it('shows the search of the address on load, and Clear brings the whole list back', async () => {
    const needle = 'Neon Flow Academy'.slice(0, 4);
    const { user, router } = renderRoute(`/clubs?search=${encodeURIComponent(needle)}`);
    expect(screen.getByRole('searchbox', { name: 'Search clubs' })).toHaveValue(needle);
    const expected = mockClubPage(0, needle).clubs;
    await waitFor(async () => expect(await rows()).toHaveLength(expected.length));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await rows()).toHaveLength(CLUBS_PAGE_SIZE));
  });

  it('says when no club matches', async () => {
    renderRoute('/clubs?search=qqqqqqqq');
    expect(await screen.findByRole('status')).toHaveTextContent('No club matches “qqqqqqqq”.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the club list when the API misbehaves', () => {
  it('shows a progress bar while loading', async () => {
    setScenario('slow');
    renderRoute('/clubs');
    expect(await screen.findByRole('progressbar', { name: 'Loading clubs…' })).toBeInTheDocument();
  });

  it('says so when there are no clubs at all', async () => {
    setScenario('empty');
    renderRoute('/clubs');
    expect(await screen.findByRole('status')).toHaveTextContent('There are no clubs to show.');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the error text of an {error} answer', async () => {
    setScenario('error');
    renderRoute('/clubs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the clubs');
    expect(alert).toHaveTextContent('error scenario');
  });

  it('explains an HTML answer instead of a list', async () => {
    server.use(
      http.get(
        '/api/clubs/:page',
        () => new HttpResponse('<!doctype html><p>site</p>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderRoute('/clubs');
    expect(await screen.findByRole('alert')).toHaveTextContent('not JSON');
  });

  it('survives clubs with keys left out', async () => {
    server.use(
      http.get('/api/clubs/:page', () => HttpResponse.json({ clubs: [{ id: 10_000 }, { id: 10_037, name: '' }] })),
    );
    renderRoute('/clubs');
    const list = await rows();
    expect(list).toHaveLength(2);
    expect(within(list[0] as HTMLElement).getByRole('link', { name: 'Club 10000' })).toHaveAttribute(
      'href',
      '/clubs/10000',
    );
    expect(
      within(list[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '-', 'Club 10037', '-', '-', '-']);
    // No page count and a short page: the list ends after one more empty answer at most, never loops.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
