import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { BOARDS, keep, kept, LAST_VISIT, row, seen, serveCampaign, TODAY, table } from './changesHelpers';

// What moved on each map since the last visit, on a campaign's My records, from hand-written answers and a
// hand-written last visit (Tuesday 21:04; the tests run on Wednesday 18 November 2026, 10:30 UTC).

beforeAll(async () => {
  await import('../../../src/pages/campaign/CampaignPage');
  await import('../../../src/pages/records/CampaignRecords');
});

const SUMMARY =
  'Since Tuesday 21:04: 1 map lost positions, 2 maps gained positions, 2 new personal bests, 1 new medal, 1 new world record on Alpha, 1 map removed from the campaign (Fall 2026 - 25)';

async function openCampaign(path = '/campaigns/seasonal/1000') {
  const view = renderRoute(path, { signedIn: true });
  const section = await screen.findByRole('region', { name: 'My records' });
  return { ...view, section };
}

describe('what moved since the last visit', () => {
  it('says per map a rank lost or gained, a new PB, a medal gained and a new world record, and sums them up', async () => {
    serveCampaign();
    keep(LAST_VISIT);
    const { section } = await openCampaign();
    expect(await within(section).findByText(SUMMARY, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Since last visit' })).toBeInTheDocument();
    // The arrow is not read: the word beside it is (visually hidden).
    expect(row('Alpha')).toHaveTextContent(
      '▼ lost 37 places since Tue · WR 0:40.863 by Bravo Player (was 0:41.000 by Alpha Player)',
    );
    expect(within(row('Alpha')).getByText('▼')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row('Alpha')).getByText('lost')).toHaveClass('is-sr-only');
    expect(row('Bravo')).toHaveTextContent('▲ gained 50 places since Tue · PB −0.412 s');
    // Nothing moved on Charlie: an empty cell to the eye, "No change" to a screen reader.
    expect(within(row('Charlie')).getByText('No change')).toHaveClass('is-sr-only');
    // Good news in green chips, bad news in red ones; a world record by someone else in neither.
    expect(within(row('Bravo')).getByText('PB −0.412 s')).toHaveClass('change-chip', 'is-good');
    expect(
      within(row('Alpha'))
        .getByText(/37 places since Tue/)
        .closest('.change-chip'),
    ).toHaveClass('is-bad');
    expect(within(row('Alpha')).getByText(/^WR /)).toHaveClass('is-neutral');
    expect(row('Delta')).toHaveTextContent('▲ gained 20 places since Tue · PB −1.100 s · new silver medal');
  });

  it('keeps what this visit saw for the next one, and compares a reload with the same last visit', async () => {
    serveCampaign();
    keep(LAST_VISIT);
    const first = await openCampaign();
    await within(first.section).findByText(/^Since Tuesday 21:04: /, {}, { timeout: 8000 });
    await waitFor(() =>
      expect(kept().uidA?.seen).toMatchObject({ rank: 137, band: 25, wr: { score: 40_863, holder: 'Bravo Player' } }),
    );
    expect(kept().uidA?.base).toMatchObject({ rank: 100, at: Date.parse('2026-11-17T21:04:00Z') });
    expect(kept().uidD?.seen).toMatchObject({ score: 49_900, rank: 880, medal: 'silver', band: 100 });
    first.unmount();
    // A reload minutes later is the same visit: the same changes, not "nothing changed".
    const again = await openCampaign();
    expect(
      await within(again.section).findByText(
        /^Since Tuesday 21:04: 1 map lost positions, 2 maps gained positions/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it('says nothing changed, map by map and in the summary', async () => {
    serveCampaign();
    keep({
      uidA: {
        seen: seen('Alpha', {
          score: 40_500,
          rank: 137,
          medal: 'author',
          wr: { score: 40_863, holder: 'Bravo Player' },
        }),
      },
      uidB: { seen: seen('Bravo', { score: 44_231, rank: 250, medal: 'silver' }) },
      uidC: { seen: seen('Charlie', {}) },
      uidD: { seen: seen('Delta', { score: 49_900, rank: 880, medal: 'silver' }) },
    });
    const { section } = await openCampaign();
    expect(
      await within(section).findByText('Since Tuesday 21:04: nothing changed', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
      expect(within(row(name)).getByText('No change')).toHaveClass('is-sr-only');
  });

  it('names a map removed from the campaign since', async () => {
    keep({
      ...LAST_VISIT,
      uidA: { seen: seen('Alpha', { score: 40_500, rank: 137, medal: 'author' }) },
      uidB: { seen: seen('Bravo', {}) },
      uidD: { seen: seen('Delta', {}) },
    });
    serveCampaign({ ...TODAY, uidB: {}, uidD: {} }, BOARDS);
    const { section } = await openCampaign();
    expect(
      await within(section).findByText(
        'Since Tuesday 21:04: 1 map removed from the campaign (Fall 2026 - 25)',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows only the changed maps on request, kept in the address', async () => {
    serveCampaign();
    keep(LAST_VISIT);
    const { section, router, user } = await openCampaign();
    await within(section).findByText(SUMMARY, {}, { timeout: 8000 });
    await act(async () => {
      await user.click(within(section).getByRole('checkbox', { name: 'Only changed maps' }));
    });
    expect(router.state.location.search).toBe('?changed=1');
    await waitFor(() =>
      expect(
        within(table())
          .getAllByRole('row')
          .slice(1)
          .map((each) => within(each).getByRole('link').textContent),
      ).toEqual(['01 Alpha', '02 Bravo', '04 Delta']),
    );
  });

  it('says when no map changed under the filter', async () => {
    serveCampaign();
    keep({ uidA: { seen: seen('Alpha', { score: 40_500, rank: 137, medal: 'author' }) } });
    const { section } = await openCampaign('/campaigns/seasonal/1000?changed=1');
    expect(
      await within(section).findByText('No map changed since your last visit.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'Only changed maps' })).toBeChecked();
  });
});
