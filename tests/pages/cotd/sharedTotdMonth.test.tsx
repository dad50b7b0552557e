import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { pastMainCup, preloadCotdPages } from './cotdTestData';

beforeAll(preloadCotdPages, 60_000);

describe('a cup page after the Track of the Day page', () => {
  it('reuses the TOTD month already loaded instead of asking for it again', async () => {
    const cup = pastMainCup();
    const totdRequests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.startsWith('/api/totd/')) totdRequests.push(path);
    });
    const { router } = renderRoute(`/totd/${cup.date.year}-${cup.date.month}`);
    await screen.findByRole('table');
    expect(totdRequests).toHaveLength(1);

    await act(() => router.navigate(`/cotd/${cup.id}`));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Map' });
    const section = heading.closest('section') as HTMLElement;
    await waitFor(() => expect(section).toHaveTextContent('Turbo Stoquane #7'));
    expect(totdRequests).toHaveLength(1);
    server.events.removeAllListeners();
  });
});
