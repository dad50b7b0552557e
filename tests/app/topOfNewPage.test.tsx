// A link to another page opens it at its top; a change of the same page's address keeps the reader where they are.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderRoute } from '../render';

beforeAll(async () => {
  await import('../../src/pages/campaigns/CampaignsPage');
});

describe('the scroll position on a move', () => {
  it('opens a page reached by a link at its top, from anywhere down the page before', async () => {
    const { user } = renderRoute('/campaigns');
    const link = (await screen.findAllByRole('link', { name: /Season|Summer|Winter|Spring|Fall|Training/ }))[0];
    if (!link) throw new Error('no campaign link');
    window.scrollTo(0, 265);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
  });

  it('keeps the position when only the page’s own address changes (a search, an offset)', async () => {
    const { router } = renderRoute('/campaigns');
    await screen.findByRole('heading', { level: 1 });
    window.scrollTo(0, 400);
    await act(() => router.navigate('/campaigns?search=winter'));
    expect(window.scrollY).toBe(400);
    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: /Privacy/ });
    expect(window.scrollY).toBe(0);
  });
});
