import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

beforeAll(async () => {
  await import('../../../src/pages/ads/AdsPage');
});

describe('in-game ads whose answer drifts', () => {
  it('shows the readable ads: the list as an object, a name sent as a number, an ad without uid dropped', async () => {
    server.use(
      http.get('/api/ads', () =>
        HttpResponse.json({
          ads: {
            a: { uid: 'u1', name: 4242, type: 'nadeo', url: 'https://example.org/', endtime: 'never' },
            b: { name: 'no uid' },
          },
        }),
      ),
    );
    renderRoute('/ads');
    await screen.findByRole('heading', { level: 1, name: 'In-game ads' });
    const boxes = await screen.findAllByRole('article');
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['4242']);
  });
});
