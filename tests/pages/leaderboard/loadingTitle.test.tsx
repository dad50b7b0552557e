// A map's leaderboard opened from a list that already shows the map's name is titled with it while the map loads:
// the title does not read "Map leaderboard" and then change.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { deferred } from '../../deferred';

beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
  await import('../../../src/pages/campaign/CampaignPage');
  await import('../../../src/pages/leaderboard/LeaderboardPage');
}, 60_000);

/** Holds every map answer back until the returned function is called. */
function holdMapAnswers(): () => void {
  const gate = deferred();
  server.use(
    http.get('/api/map/:uid', async () => {
      await gate.promise;
      return undefined;
    }),
  );
  return () => gate.resolve('');
}

describe('a map leaderboard’s title while its map loads', () => {
  it('is the map’s name when opened from the Track of the Day list', async () => {
    const release = holdMapAnswers();
    const { user } = renderRoute('/totd');
    await user.click(await screen.findByRole('link', { name: 'Leaderboards of Canyon Dirt #1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Canyon Dirt #1' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the map…' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Canyon Dirt #1 leaderboard'));
    expect(screen.queryByText('Map leaderboard')).not.toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading the map…' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Canyon Dirt #1' })).toBeInTheDocument();
  });

  it('is the map’s name when opened from a campaign’s maps', async () => {
    const release = holdMapAnswers();
    const { user } = renderRoute('/campaigns/seasonal/1000');
    const links = await screen.findAllByRole('link', { name: /^Leaderboards of / });
    const name = (links[0]?.getAttribute('aria-label') ?? '').replace(/^Leaderboards of /, '');
    expect(name).not.toBe('');
    await user.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the map…' })).toBeInTheDocument();
    release();
  });

  it('stays "Map leaderboard" for an address opened on its own', async () => {
    const release = holdMapAnswers();
    renderRoute('/leaderboard/TOTD20261117D6w8wXPZyaBpUi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Map leaderboard' })).toBeInTheDocument();
    release();
  });
});
