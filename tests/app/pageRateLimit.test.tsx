import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '../../src/app/App';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { routes } from '../../src/app/routes';
import { server } from '../../src/mocks/node';
import { memoryHistory } from '../render';

// A page whose own answer is refused by the API's rate limit: the site says it waits, asks again after the reset
// (the app's real retry policy, which page tests otherwise turn off), and the page then shows its data.

describe('a page answer refused by the rate limit', () => {
  it('says the page waits, then shows the page once the limit has reset', async () => {
    let calls = 0;
    server.use(
      http.get('/api/ads', () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json(
            { error: 'Too many requests' },
            { status: 429, headers: { 'X-Ratelimit-Reset': '1' } },
          );
        return HttpResponse.json({ ads: [] });
      }),
    );
    render(<AppProviders queryClient={createQueryClient()} history={memoryHistory('/ads')} routeTable={routes} />);
    const note = await screen.findByText(
      'The API asked this site to slow down: the page asks again in 1 second.',
      {},
      { timeout: 5000 },
    );
    expect(note).toHaveAttribute('role', 'status');
    expect(await screen.findByText('There are no in-game ads right now.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/asked this site to slow down/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
