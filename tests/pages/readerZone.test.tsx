import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../render';
import { inReaderZone } from '../timeZones';
import { preloadCotdPages, pastMainCup } from './cotd/cotdTestData';

// Pages show the API's moments in the reader's zone. Run in UTC, New York and Kolkata (tests/timeZones.ts): each zone's
// expectation is written out, so a page that showed UTC (or Paris) time fails in the other two. The page tests of
// each area read these moments in UTC.

beforeAll(async () => {
  await preloadCotdPages();
  await import('../../src/pages/clubs/ClubNewsPage');
}, 60_000);

/** The value of a fact of a page's header (Start, End). */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('times on a page, in the reader’s zone', () => {
  it('a cup’s start and end (16 November 2026, 18:00 to 20:00 UTC), the end past midnight in Kolkata', async () => {
    renderRoute(`/cotd/${pastMainCup().id}`);
    await screen.findByRole('heading', { level: 1, name: 'Cup of the Day 2026-11-16 #1' });
    expect(fact('Start')).toHaveTextContent(
      inReaderZone({
        UTC: '16 Nov 2026, 18:00 (2 days ago)',
        'America/New_York': '16 Nov 2026, 13:00 (2 days ago)',
        'Asia/Kolkata': '16 Nov 2026, 23:30 (2 days ago)',
      }),
    );
    expect(fact('End')).toHaveTextContent(
      inReaderZone({
        UTC: '16 Nov 2026, 20:00',
        'America/New_York': '16 Nov 2026, 15:00',
        'Asia/Kolkata': '17 Nov 2026, 01:30',
      }),
    );
  });

  it('a club post’s time (6 October 2026, 11:56 UTC), in New York’s summer time', async () => {
    renderRoute('/clubs/10000/news/100000');
    expect(await screen.findByText(/^Posted/)).toHaveTextContent(
      inReaderZone({
        UTC: 'Posted 6 Oct 2026, 11:56',
        'America/New_York': 'Posted 6 Oct 2026, 07:56',
        'Asia/Kolkata': 'Posted 6 Oct 2026, 17:26',
      }),
    );
  });
});
