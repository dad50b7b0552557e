import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { playerAt, preloadPlayerPage, profileAt } from './helpers';

beforeAll(preloadPlayerPage);

// A second account's profile names its main one in meta.mainaccount (spec part 2, player meta), in either form of meta.
describe('a second account', () => {
  const profile = profileAt(10);
  const main = playerAt(11).id;

  it.each([
    ['flat', { mainaccount: main }],
    ['under profile (2026)', { profile: { mainaccount: main } }],
  ])('links its main account (meta %s)', async (_form, meta) => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json({ ...profile, meta })));
    renderRoute(`/player/${profile.accountid}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/A second account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the main account' })).toHaveAttribute('href', `/player/${main}`);
  });

  it('says nothing for a main account, or one naming itself', async () => {
    server.use(
      http.get('/api/player/:id', () => HttpResponse.json({ ...profile, meta: { mainaccount: profile.accountid } })),
    );
    renderRoute(`/player/${profile.accountid}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'the main account' })).not.toBeInTheDocument();
  });
});
