// The Track of the Day table's thumbnails follow the .dds rule and fail quietly; authors' names are game text.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
}, 60_000);

const day = (monthday: number, thumbnailUrl: string, authorName: string) => ({
  monthday,
  weekday: (monthday + 3) % 7,
  leaderboarduid: `group-${monthday}`,
  map: {
    name: `Map ${monthday}`,
    author: `author-${monthday}`,
    mapUid: `uid-${monthday}`,
    thumbnailUrl,
    fileUrl: `https://files.example/map-${monthday}.Map.Gbx`,
    authorScore: 45_000,
    authorplayer: { id: `0000000${monthday}-0000-4000-8000-000000000000`, name: authorName },
  },
});

function serveMonth() {
  server.use(
    http.get('/api/totd/:offset', () =>
      HttpResponse.json({
        year: 2024,
        month: 3,
        monthcount: 50,
        days: [
          day(1, 'https://img.example/thumb-1.dds', 'Plain'),
          day(2, 'https://img.example/thumb-2.jpg', '$f00Red$zName'),
        ],
      }),
    ),
  );
}

describe('the Track of the Day table', () => {
  it('offers a .dds thumbnail as a download link', async () => {
    serveMonth();
    renderRoute('/totd/2024-3');
    const link = await screen.findByRole('link', { name: '(download dds)' });
    expect(link).toHaveAttribute('href', 'https://img.example/thumb-1.dds');
    expect(screen.queryByRole('img', { name: /Map 1/ })).not.toBeInTheDocument();
  });

  it('shows a quiet box instead of a thumbnail that fails to load', async () => {
    serveMonth();
    renderRoute('/totd/2024-3');
    const image = await screen.findByRole('img', { name: 'Thumbnail of Map 2' });
    fireEvent.error(image);
    expect(await screen.findByRole('img', { name: 'Thumbnail of Map 2 (not available)' })).toBeEmptyDOMElement();
  });

  it("styles an author's name written with $ codes", async () => {
    serveMonth();
    renderRoute('/totd/2024-3');
    const author = await screen.findByRole('link', { name: 'RedName' });
    expect(author).not.toHaveTextContent('$');
  });
});
