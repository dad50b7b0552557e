import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { BARE_CLUB_INDEX, mockClub, UNKNOWN_CLUB_ID } from '../../../src/mocks/data/clubs';
import { playerPath } from '../../../src/components/PlayerLink';
import { showcase, watchRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubPage');
});

const tabs = () => screen.getByRole('navigation', { name: 'Club sections' });
/** The club has loaded once its tabs show (the loading state has a plain "Club" heading). */
const loaded = () => screen.findByRole('navigation', { name: 'Club sections' });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the club page: header and tabs', () => {
  it('shows the name and tag as game text, the state tags and the three tabs as links, summary by default', async () => {
    renderRoute(`/clubs/${showcase.id}`);
    await loaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('[OP] Jump Drift');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Summary', `/clubs/${showcase.id}/summary`],
      ['Members', `/clubs/${showcase.id}/members`],
      ['Activities', `/clubs/${showcase.id}/activities`],
    ]);
    expect(within(tabs()).getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Jump Drift'));
  });

  it('moves between the tabs through the address', async () => {
    const { user, router } = renderRoute(`/clubs/${showcase.id}`);
    await loaded();
    await user.click(within(tabs()).getByRole('link', { name: 'Members' }));
    expect(currentPath(router)).toBe(`/clubs/${showcase.id}/members`);
    expect(await screen.findByRole('table', { name: 'Members' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Jump Drift - Members'));
    await user.click(within(tabs()).getByRole('link', { name: 'Activities' }));
    expect(await screen.findByRole('table', { name: 'Activities' })).toBeInTheDocument();
    await user.click(within(tabs()).getByRole('link', { name: 'Summary' }));
    expect(await screen.findByRole('list', { name: 'Club images' })).toBeInTheDocument();
  });

  it('explains an unknown tab and links to the real ones', async () => {
    const { user, router } = renderRoute(`/clubs/${showcase.id}/trophies`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“trophies” is not a section of a club.');
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/clubs/${showcase.id}/summary`, `/clubs/${showcase.id}/members`, `/clubs/${showcase.id}/activities`]);
    await user.click(within(alert).getByRole('link', { name: 'Activities' }));
    expect(currentPath(router)).toBe(`/clubs/${showcase.id}/activities`);
  });
});

describe('the club page: summary', () => {
  it('shows the description as game text, one paragraph per line, with live links', async () => {
    renderRoute(`/clubs/${showcase.id}`);
    await loaded();
    const lines = [
      'Welcome to the club! Weekly cups every Friday at 20:00 CET.',
      'We build tech and dirt maps and race them together.',
      'Join our Discord: discord.gg/trackmania',
    ];
    for (const line of lines)
      expect(
        screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === line),
      ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'discord.gg/trackmania' })).toHaveAttribute(
      'href',
      'https://discord.gg/trackmania',
    );
  });

  it('shows author, latest editor, member count and creation time', async () => {
    renderRoute(`/clubs/${showcase.id}`);
    await loaded();
    const author = showcase.authorplayer ?? showcase.creatorplayer;
    expect(within(fact('Author')).getByRole('link')).toHaveAttribute('href', playerPath(author ?? { id: '' }));
    expect(fact('Author')).toHaveTextContent(author?.name ?? '');
    expect(fact('Latest editor')).toHaveTextContent(showcase.latesteditorplayer?.name ?? '');
    expect(fact('Members')).toHaveTextContent(showcase.membercount.toLocaleString('en-US'));
    expect(fact('Created')).toHaveTextContent('17 Mar 2024, 00:20');
  });

  it('reads the author from creatorplayer when authorplayer is missing', async () => {
    const club = mockClub(3);
    expect(club.authorplayer).toBeUndefined();
    renderRoute(`/clubs/${club.id}`);
    await loaded();
    expect(fact('Author')).toHaveTextContent(club.creatorplayer?.name ?? 'missing');
  });

  it('shows every image the club has, and a “(download dds)” link for .dds textures', async () => {
    renderRoute(`/clubs/${showcase.id}`);
    const gallery = await screen.findByRole('list', { name: 'Club images' });
    const captions = within(gallery)
      .getAllByRole('figure')
      .map((figure) => figure.querySelector('figcaption')?.textContent);
    expect(captions).toEqual(
      expect.arrayContaining([
        'Icon',
        'Logo',
        'Decal',
        'Background',
        'Vertical',
        'Screen 16x9',
        'Screen 64x41',
        'Screen 8x1',
        'Screen 16x1',
        'Sponsor decal 4x1',
      ]),
    );
    expect(within(gallery).getByRole('button', { name: 'Icon' })).toBeInTheDocument();
    expect(within(gallery).getByAltText('Logo')).toHaveAttribute('src', showcase.logoUrl);
    const decal = within(gallery).getByTitle('Decal');
    expect(decal).toHaveTextContent('(download dds)');
    expect(decal).toHaveAttribute('href', showcase.decalUrl);
    expect(within(gallery).queryByAltText('Decal')).not.toBeInTheDocument();
  });

  it('says so, quietly, when a club has no description and no images', async () => {
    const bare = mockClub(BARE_CLUB_INDEX);
    renderRoute(`/clubs/${bare.id}`);
    expect(await screen.findByText('This club has no description.')).toBeInTheDocument();
    expect(screen.getByText('This club has no images.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Club images' })).not.toBeInTheDocument();
  });

  it('survives a club answer with every optional key left out', async () => {
    server.use(http.get('/api/club/:id', () => HttpResponse.json({ id: 10_000 })));
    renderRoute('/clubs/10000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Club 10000' })).toBeInTheDocument();
    expect(fact('Author')).toHaveTextContent('Unknown');
    expect(fact('Members')).toHaveTextContent('-');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });
});

describe('the club page: errors and bad addresses', () => {
  it('says an unknown club was not found, with a way back to the list', async () => {
    renderRoute(`/clubs/${UNKNOWN_CLUB_ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Could not load club ${UNKNOWN_CLUB_ID}`);
    expect(alert).toHaveTextContent('Club not found.');
    expect(within(alert).getByRole('link', { name: 'Back to the club list' })).toHaveAttribute('href', '/clubs');
  });

  it.each(['abc', '12x', '-5', '0'])('refuses the club id “%s” without asking the API', async (id) => {
    const requests = watchRequests();
    renderRoute(`/clubs/${id}/members`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`“${id}” is not a valid club id`);
    expect(within(alert).getByRole('link', { name: 'Back to the club list' })).toHaveAttribute('href', '/clubs');
    expect(requests).toEqual([]);
  });

  it('shows the error scenario’s text and a progress bar while slow', async () => {
    setScenario('error');
    renderRoute(`/clubs/${showcase.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('error scenario');
  });

  it('shows a progress bar while the club loads', async () => {
    setScenario('slow');
    renderRoute(`/clubs/${showcase.id}`);
    expect(await screen.findByRole('progressbar', { name: 'Loading the club…' })).toBeInTheDocument();
  });
});
