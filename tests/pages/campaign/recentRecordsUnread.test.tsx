import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
}, 60_000);

const campaign = {
  id: 4244,
  name: 'Record Cup',
  clubid: 78,
  clubname: 'Recorders',
  leaderboarduid: 'record-group',
  playlist: [],
  mediae: [],
};
const record = (id: number, player: object, mapName: string) => ({
  id,
  group: 'record-group',
  map: { mapUid: `uid-${String(id)}`, name: mapName },
  player,
  time: 41_234,
  timeDiff: -120,
  drivenAt: '2024-05-01T10:00:00+00:00',
  type: 0,
});
/** The second record as the answer sends a player whose account id is missing: a name and a zone, no id. */
const records = [
  record(1, { id: 'acc-ana', name: 'AnaFast' }, 'Alpha'),
  record(2, { name: 'GhostPilot', zone: { name: 'France', flag: 'FRA' } }, 'Beta'),
  record(3, { id: 'acc-bo', name: 'BoQuick' }, 'Gamma'),
];

/** Serves the campaign with `sent` as its recent world records (and an empty leaderboard). */
function serve(sent: unknown[]) {
  server.use(
    http.get('/api/campaign/:club/:id', () => HttpResponse.json(campaign)),
    http.get('/api/leaderboard/track/:uid', () => HttpResponse.json(sent)),
    http.get('/api/leaderboard/:uid', () => HttpResponse.json({ tops: [] })),
  );
}

// Bug fixed: a recent world record whose player had no id was left out of the list without a word.
describe("a campaign's recent world records with a record whose player has no id", () => {
  it('shows the other records and says "1 world record could not be read."', async () => {
    serve(records);
    renderRoute('/campaigns/78/4244');
    const table = await screen.findByRole('table', { name: 'Recent world records' });
    const maps = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('link')[0]?.textContent);
    expect(maps).toEqual(['Alpha', 'Gamma']);
    expect(within(table).getByText('AnaFast')).toBeInTheDocument();
    expect(within(table).getByText('BoQuick')).toBeInTheDocument();
    expect(screen.queryByText('GhostPilot')).not.toBeInTheDocument();
    expect(screen.getByText('1 world record could not be read.')).toBeInTheDocument();
  });

  it('says only that, not "no records", when no record of those sent could be read', async () => {
    serve([records[1]]);
    renderRoute('/campaigns/78/4244');
    expect(await screen.findByText('1 world record could not be read.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent world records' })).not.toBeInTheDocument();
    expect(screen.queryByText('No world records have been set recently.')).not.toBeInTheDocument();
  });
});
