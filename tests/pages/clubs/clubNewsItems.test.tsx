import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { mockItemPack, mockNews } from '../../../src/mocks/data/clubContents';
import { SHOWCASE_CLUB_INDEX } from '../../../src/mocks/data/clubs';
import { playerPath } from '../../../src/components/PlayerLink';
import { rows, showcase, showcaseActivity } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubNewsPage');
  await import('../../../src/pages/clubs/ClubItemsPage');
});

/** The back link; its text is matched whole because game text splits the club name into spans. */
async function backLink(): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name: /^← Back to/ });
  // “the club” until the club's name has loaded, then the name.
  await waitFor(() => expect(link.textContent).toBe('← Back to Jump Drift'));
  return link;
}
/** The page heading once loaded, by its visible text. */
const heading = async (text: string) => {
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text));
  return screen.getByRole('heading', { level: 1 });
};

describe('a news post', () => {
  const activity = showcaseActivity('news', (a) => a.public && a.media.endsWith('.dds'));
  const news = mockNews(SHOWCASE_CLUB_INDEX, activity);

  it('shows name, headline, time, image and the body as paragraphs of game text', async () => {
    renderRoute(`/clubs/${showcase.id}/news/${activity.id}`);
    await heading('Sky Bob');
    expect(news.headline).not.toBe('');
    expect(document.querySelector('.subtitle')?.textContent).toBe('Loop Mivoki');
    expect(screen.getByText(/^Posted/)).toHaveTextContent('Posted 6 Oct 2026, 11:56');
    // The media of this post is a game texture: a download link stands in for the image.
    expect(screen.getByRole('link', { name: '(download dds)' })).toHaveAttribute('href', news.media);
    const paragraphs = [
      'Thanks to everyone who joined the last cup, it was our biggest one yet!',
      'The new season starts this weekend: sign up in the club room before Friday.',
    ];
    const shown = Array.from(document.querySelectorAll('.club-news-paragraph')).map((p) => p.textContent);
    expect(shown).toEqual(paragraphs);
    expect(document.body.textContent).not.toContain('$o');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Sky Bob'));
  });

  it('has a back link to the club', async () => {
    renderRoute(`/clubs/${showcase.id}/news/${activity.id}`);
    expect(await backLink()).toHaveAttribute('href', `/clubs/${showcase.id}/activities`);
  });

  it('shows an image for picture media, and survives a post with keys left out', async () => {
    server.use(
      http.get('/api/club/:id/news/:activityId', () =>
        HttpResponse.json({ name: 'Plain', media: '/mock-img/activities/1.png' }),
      ),
    );
    renderRoute(`/clubs/${showcase.id}/news/${activity.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain' })).toBeInTheDocument();
    expect(screen.getByAltText('Image of Plain')).toHaveAttribute('src', '/mock-img/activities/1.png');
    expect(screen.getByText('This news post has no text.')).toBeInTheDocument();
    expect(screen.queryByText(/^Posted/)).not.toBeInTheDocument();
  });

  it('explains an activity of another type', async () => {
    renderRoute(`/clubs/${showcase.id}/news/${showcaseActivity('room').id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this news post');
    expect(alert).toHaveTextContent('This activity is not a news post.');
    expect(await backLink()).toBeInTheDocument();
  });

  it('explains an unknown activity and a private one', async () => {
    renderRoute(`/clubs/${showcase.id}/news/12345`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Activity not found.');
  });

  it('explains a private post', async () => {
    renderRoute(`/clubs/${showcase.id}/news/${showcaseActivity('news', (a) => !a.public).id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This activity is private.');
  });

  it('shows a progress bar while loading', async () => {
    setScenario('slow');
    renderRoute(`/clubs/${showcase.id}/news/${activity.id}`);
    expect(await screen.findByRole('progressbar', { name: 'Loading this news post…' })).toBeInTheDocument();
  });
});

describe('an item pack', () => {
  const activity = showcaseActivity('item-upload');
  const pack = mockItemPack(SHOWCASE_CLUB_INDEX, activity);
  const path = `/clubs/${showcase.id}/items/${activity.id}`;
  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it('shows name, description, creator, update time, current version and media', async () => {
    renderRoute(path);
    await heading('Canyon Drift');
    if (pack.description) expect(screen.getByText(pack.description)).toBeInTheDocument();
    expect(within(fact('Creator')).getByRole('link')).toHaveAttribute('href', playerPath(pack.creatorplayer));
    expect(fact('Updated')).toHaveTextContent('20 Oct 2026, 06:28');
    expect(fact('Current version')).toHaveTextContent(String(pack.currentversion));
    expect(screen.getByRole('button', { name: 'Image of Canyon Drift' })).toBeInTheDocument();
    expect(await backLink()).toHaveAttribute('href', `/clubs/${showcase.id}/activities`);
  });

  it('lists the versions, newest first, with time, checksum and a download renamed to .zip', async () => {
    renderRoute(path);
    const list = await rows('Versions');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Version',
      'Uploaded',
      'Checksum',
      'Download',
    ]);
    expect(list).toHaveLength(pack.versions.length);
    pack.versions.forEach((version, index) => {
      const number = pack.versions.length - index;
      const row = within(list[index] as HTMLElement);
      expect(row.getAllByRole('cell')[0]).toHaveTextContent(
        number === pack.currentversion ? `${number}Current` : String(number),
      );
      expect(row.getByText(version.checksum)).toBeInTheDocument();
      const link = row.getByRole('link', { name: `Download version ${number}` });
      expect(link).toHaveAttribute('href', version.url);
      expect(link).toHaveAttribute('download', `${'Canyon Drift'.trim()} v${number}.zip`);
    });
  });

  it('orders versions by time whatever order they come in, and names files without a pack name', async () => {
    server.use(
      http.get('/api/club/:id/items/:activityId', () =>
        HttpResponse.json({
          currentversion: 2,
          versions: [
            { checksum: 'aaa', timestamp: 1_600_000_000, url: '/mock-files/items/first' },
            { checksum: 'bbb', timestamp: 1_700_000_000, url: '/mock-files/items/second.Pack.Gbx' },
          ],
        }),
      ),
    );
    renderRoute(path);
    const list = await rows('Versions');
    expect(list.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['bbb', 'aaa']);
    expect(within(list[0] as HTMLElement).getByRole('link')).toHaveAttribute('download', 'second v2.zip');
    expect(within(list[1] as HTMLElement).getByRole('link')).toHaveAttribute('download', 'first v1.zip');
    expect(screen.getByRole('heading', { level: 1, name: 'Item pack' })).toBeInTheDocument();
    expect(fact('Creator')).toHaveTextContent('Unknown');
  });

  it('says so when a pack has no versions', async () => {
    setScenario('empty');
    renderRoute(path);
    expect(await screen.findByRole('status')).toHaveTextContent('This item pack has no versions to download.');
  });

  it('explains an activity of another type', async () => {
    renderRoute(`/clubs/${showcase.id}/items/${showcaseActivity('news').id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this item pack');
    expect(alert).toHaveTextContent('This activity is not an item pack.');
  });
});
