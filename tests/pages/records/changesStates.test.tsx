import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { KEY, keep, kept, LAST_VISIT, row, seen, serveCampaign, TODAY, TUESDAY } from './changesHelpers';

// "What moved since the last visit" before anything is kept, with a damaged store, a partly loaded grid, and records
// that could not be refreshed.

beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
  await import('../../../src/pages/records/CampaignRecords');
});

const MONDAY = Date.parse('2026-11-16T21:04:00Z');

async function openCampaign() {
  renderRoute('/campaigns/seasonal/1000', { signedIn: true });
  const section = await screen.findByRole('region', { name: 'My records' });
  await within(section).findByRole('table', { name: 'Your records on this campaign' });
  return section;
}

describe('what moved, when there is nothing to compare with', () => {
  it('says changes show from the next visit on a first one, and keeps what it saw', async () => {
    serveCampaign();
    const section = await openCampaign();
    expect(within(section).getByText('Changes show from your next visit.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Since last visit' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('checkbox', { name: 'Only changed maps' })).not.toBeInTheDocument();
    await waitFor(() => expect(Object.keys(kept()).sort()).toEqual(['uidA', 'uidB', 'uidC', 'uidD']), {
      timeout: 8000,
    });
    expect(kept().uidB?.seen).toMatchObject({
      name: 'Bravo',
      score: 44_231,
      rank: 250,
      medal: 'silver',
      band: 25,
      wr: { score: 43_000, holder: 'Carol' },
    });
    expect(kept().uidB?.base).toBeUndefined();
  });

  it('compares another account, named by the session check once the grid is shown, with nothing of the first one’s', async () => {
    const other = '0c1d2e3f-0000-4000-8000-000000000002';
    let answer: () => void = () => undefined;
    const checked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post('/api/user/session', async () => {
        await checked;
        return HttpResponse.json({ accountid: other, displayname: 'OtherPilot', vanity: '' });
      }),
    );
    serveCampaign();
    keep(LAST_VISIT);
    const section = await openCampaign();
    expect(await within(section).findByText(/^Since Tuesday 21:04: /, {}, { timeout: 8000 })).toBeInTheDocument();
    answer();
    expect(
      await within(section).findByText('Changes show from your next visit.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(section).queryByText(/^Since Tuesday 21:04: /)).not.toBeInTheDocument();
  });

  it('reads a damaged store as nothing kept, and replaces it', async () => {
    serveCampaign();
    localStorage.setItem(KEY, '{"v":1,"sections":{"campaign:changes-test-group":{"maps":{"uidA":{"seen":"broken"}}}}');
    const section = await openCampaign();
    expect(within(section).getByText('Changes show from your next visit.')).toBeInTheDocument();
    await waitFor(() => expect(kept().uidA?.seen).toMatchObject({ rank: 137 }), { timeout: 8000 });
  });
});

describe('what moved, with a grid partly loaded or not refreshed', () => {
  it('compares and keeps the maps that loaded; a map that failed keeps its last figures', async () => {
    serveCampaign({ ...TODAY, uidB: 'fail' });
    keep(LAST_VISIT);
    const section = await openCampaign();
    expect(await within(section).findByText(/^1 map could not be loaded/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      await within(section).findByText(
        'Since Tuesday 21:04: 1 map lost positions, 1 map gained positions, 1 new personal best, 1 new medal, 1 new world record on Alpha, 1 map removed from the campaign (Fall 2026 - 25)',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(row('Bravo')).toHaveTextContent('Could not load');
    await waitFor(() => expect(kept().uidD?.seen).toMatchObject({ rank: 880 }));
    expect(kept().uidB).toEqual(LAST_VISIT.uidB);
  });

  it('shows what the last visit saw, marked as such, when the records cannot be refreshed', async () => {
    serveCampaign({ uidA: 'fail', uidB: 'fail', uidC: 'fail', uidD: 'fail' });
    keep({
      uidA: {
        base: seen('Alpha', { score: 40_500, rank: 100 }, MONDAY),
        seen: seen('Alpha', { score: 40_500, rank: 137 }),
      },
      uidB: {
        base: seen('Bravo', { score: 44_643, rank: 300 }, MONDAY),
        seen: seen('Bravo', { score: 44_231, rank: 250 }),
      },
    });
    const section = await openCampaign();
    expect(
      await within(section).findByText(
        'Since Monday 21:04: 1 map lost positions, 1 map gained positions, 1 new personal best',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        'Not refreshed: your records could not be loaded just now, so this shows what your last visit saw, as of 17 Nov 2026, 21:04.',
      ),
    ).toBeInTheDocument();
    expect(row('Alpha')).toHaveTextContent('▼ lost 37 places since Mon');
    expect(row('Bravo')).toHaveTextContent('▲ gained 50 places since Mon · PB −0.412 s');
    // Nothing new was seen: what is kept stays as it was.
    expect(kept().uidA?.seen).toMatchObject({ rank: 137, at: TUESDAY });
  });
});
