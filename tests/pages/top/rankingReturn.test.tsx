import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setTestNow, TEST_NOW } from '../../clock';
import { loadMore, rankingRows, watchTopRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

describe('a long ranking visited again', () => {
  it('read to its third page and opened again once stale: one request, for the first page, and Load more for the rest', async () => {
    const { user, router } = renderRoute('/top');
    await rankingRows();
    for (const rows of [100, 150]) {
      await user.click(await waitFor(() => loadMore() ?? Promise.reject(new Error('no Load more'))));
      await waitFor(async () => expect(await rankingRows()).toHaveLength(rows));
    }
    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: /Privacy/ });
    const seen = watchTopRequests();
    const trophyPages = () => seen.filter((path) => path.startsWith('/api/top/trophies/'));
    try {
      // A list stays fresh 5 minutes: ten minutes later it is stale.
      setTestNow(TEST_NOW + 10 * 60_000);
      await act(() => router.navigate('/top'));
      await waitFor(() => expect(trophyPages()).toEqual(['/api/top/trophies/0']));
      expect(await rankingRows()).toHaveLength(50);
      expect(loadMore()).toBeEnabled();
    } finally {
      setTestNow(TEST_NOW);
    }
    // Nothing more is asked once the first page is back.
    await new Promise((done) => setTimeout(done, 100));
    expect(trophyPages()).toEqual(['/api/top/trophies/0']);
  });
});
