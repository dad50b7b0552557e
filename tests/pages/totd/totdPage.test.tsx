import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import {
  DST_DAY_1900_PARIS,
  FIRST_OF_MONTH_1859_PARIS,
  FIRST_OF_MONTH_1900_PARIS,
  NEW_YEAR_1900_PARIS,
  NEW_YEAR_PARIS,
  setTestNow,
  SPRING_DST_DAY_1900_PARIS,
} from '../../clock';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
}, 60_000);

async function rows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

// Every test starts at TEST_NOW, Wednesday 18 November 2026, 11:30 in Paris: the current Track of the Day is that
// of Tuesday 17 November (the next comes at 19:00), so the month shows 17 maps, and the expected texts below are
// written by hand from the mocked API's answer for that day.
describe('the Track of the Day page', () => {
  it('lists the current month’s maps, newest first, with their columns and links', async () => {
    renderRoute('/totd');
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
    const list = await rows();
    expect(list).toHaveLength(17);
    const first = within(list[0] as HTMLElement);
    expect(list[0]).toHaveTextContent(/^17Tuesday17\.Canyon Dirt #1by Tortorul_Ra0:44\.996/);
    expect(first.getByRole('link', { name: 'Leaderboards of Canyon Dirt #1' })).toHaveAttribute(
      'href',
      '/totd/leaderboard/a08018ea-2160-42e0-a2eb-726b22fd8450/TOTD20261117D6w8wXPZyaBpUi',
    );
    expect(first.getByRole('link', { name: 'Download Canyon Dirt #1' })).toHaveAttribute(
      'href',
      '/mock-files/maps/TOTD20261117D6w8wXPZyaBpUi.Map.Gbx',
    );
    expect(first.getByRole('link', { name: 'Tortorul_Ra' })).toHaveAttribute(
      'href',
      '/player/df4d3e91-a4ad-4fee-8581-49608d3ed894',
    );
    expect(first.getByAltText('Thumbnail of Canyon Dirt #1')).toBeInTheDocument();
    // The last row is the first day of the month, a Sunday.
    expect(list.at(-1)).toHaveTextContent(/^1Sunday1\.Sky Kaarby Miravix58/);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Image',
      'Day',
      'Map',
      'Author time',
      'Actions',
    ]);
  });

  it('shows the author time as m:ss.mmm', async () => {
    renderRoute('/totd');
    const first = within((await rows())[0] as HTMLElement);
    expect(first.getByText('0:44.996')).toBeInTheDocument();
  });

  it('has the month button, Today, Refresh and the 7 PM notice with the Paris zone', async () => {
    renderRoute('/totd');
    expect(await screen.findByRole('button', { name: 'Choose a month, shown: November 2026' })).toHaveTextContent(
      'November 2026',
    );
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/totd/today');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText(/A new map arrives every day at 7 PM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CET' })).toHaveAttribute('href', 'https://time.is/Paris');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Track of the Day'));
  });

  it('shows only the previous arrow on the current month', async () => {
    renderRoute('/totd');
    await rows();
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute('href', '/totd/2026-10');
    expect(screen.queryByRole('link', { name: 'Next month' })).not.toBeInTheDocument();
  });

  it('shows only the next arrow on July 2020, the first month', async () => {
    renderRoute('/totd/2020-7');
    expect(await screen.findByRole('button', { name: 'Choose a month, shown: July 2020' })).toBeInTheDocument();
    await rows();
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute('href', '/totd/2020-8');
    expect(screen.queryByRole('link', { name: 'Previous month' })).not.toBeInTheDocument();
    expect(await rows()).toHaveLength(31);
  });

  it('moves between months with the arrows and reloads the data', async () => {
    const { user, router } = renderRoute('/totd/2021-2');
    expect(await rows()).toHaveLength(28);
    await user.click(screen.getByRole('link', { name: 'Next month' }));
    expect(currentPath(router)).toBe('/totd/2021-3');
    expect(await screen.findByRole('button', { name: 'Choose a month, shown: March 2021' })).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(31));
  });

  it('shows the current month on /totd/today', async () => {
    renderRoute('/totd/today');
    expect(await screen.findByRole('button', { name: 'Choose a month, shown: November 2026' })).toBeInTheDocument();
    expect(await rows()).toHaveLength(17);
  });

  it.each([
    ['/totd/abc', /“abc” is not a month/],
    ['/totd/2024-13', /“2024-13” is not a month/],
    ['/totd/2024', /“2024” is not a month/],
    ['/totd/2020-6', /There is no Track of the Day for June 2020/],
    ['/totd/2999-1', /There is no Track of the Day for January 2999/],
  ])('explains a month it cannot show (%s) with a link to today', async (path, message) => {
    const { user, router } = renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Show this month' }));
    expect(currentPath(router)).toBe('/totd/today');
    expect(await rows()).toHaveLength(17);
  });

  it('asks again on Refresh', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/totd/0') calls += 1;
    });
    const { user } = renderRoute('/totd');
    await rows();
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
    server.events.removeAllListeners();
  });

  it('says when no map is out yet (empty month)', async () => {
    setScenario('empty');
    renderRoute('/totd');
    expect(await screen.findByRole('status')).toHaveTextContent('No map has been released for this month yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

// The month and its last map change at 19:00 in Paris, whatever the zone's offset that day (spec: Track of the Day).
describe('the Track of the Day page at the month’s and the year’s turns', () => {
  it.each([
    {
      when: '18:59 in Paris on 1 October (CEST)',
      moment: FIRST_OF_MONTH_1859_PARIS,
      param: '2026-9',
      month: 'September 2026',
      count: 30,
      newest: /^30Wednesday30\./,
      zone: 'CEST',
    },
    {
      when: '19:00 in Paris on 1 October (CEST)',
      moment: FIRST_OF_MONTH_1900_PARIS,
      param: '2026-10',
      month: 'October 2026',
      count: 1,
      newest: /^1Thursday1\./,
      zone: 'CEST',
    },
    {
      when: '18:59 in Paris on 25 October, the autumn DST day',
      moment: DST_DAY_1900_PARIS - 60_000,
      param: '2026-10',
      month: 'October 2026',
      count: 24,
      newest: /^24Saturday24\./,
      zone: 'CET',
    },
    {
      when: '19:00 in Paris on 25 October, the autumn DST day',
      moment: DST_DAY_1900_PARIS,
      param: '2026-10',
      month: 'October 2026',
      count: 25,
      newest: /^25Sunday25\./,
      zone: 'CET',
    },
    {
      when: '19:00 in Paris on 29 March, the spring DST day',
      moment: SPRING_DST_DAY_1900_PARIS,
      param: '2026-3',
      month: 'March 2026',
      count: 29,
      newest: /^29Sunday29\./,
      zone: 'CEST',
    },
    {
      when: '00:30 in Paris on 1 January (still 2026 in UTC)',
      moment: NEW_YEAR_PARIS,
      param: '2026-12',
      month: 'December 2026',
      count: 31,
      newest: /^31Thursday31\./,
      zone: 'CET',
    },
    {
      when: '19:00 in Paris on 1 January',
      moment: NEW_YEAR_1900_PARIS,
      param: '2027-1',
      month: 'January 2027',
      count: 1,
      newest: /^1Friday1\./,
      zone: 'CET',
    },
  ])(
    'at $when: /totd/$param is the current month, $month, with $count maps, the newest first',
    async ({ moment, param, month, count, newest, zone }) => {
      setTestNow(moment);
      // The address names the month: the page works out which month back it is (its own Paris rule) to ask the API.
      renderRoute(`/totd/${param}`);
      expect(await screen.findByRole('button', { name: `Choose a month, shown: ${month}` })).toBeInTheDocument();
      const list = await rows();
      expect(list).toHaveLength(count);
      expect(list[0]).toHaveTextContent(newest);
      expect(screen.queryByRole('link', { name: 'Next month' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: zone })).toHaveAttribute('href', 'https://time.is/Paris');
    },
  );
});

// The same turn on hand-written answers: which month back the page asks the API for follows 19:00 in Paris, and a
// month after the current one is refused before anything is asked.
describe('the Track of the Day month asked for, on hand-written answers', () => {
  const day = (monthday: number, weekday: number, name: string) => ({
    monthday,
    weekday,
    leaderboarduid: `group-${String(monthday)}`,
    map: {
      name,
      author: 'author-1',
      mapUid: `uid-sept-${String(monthday)}`,
      authorScore: 41_234,
      authorplayer: { id: '00000001-0000-4000-8000-000000000000', name: 'Septembrist' },
    },
  });
  // September 2026 with its last two maps; the API sends the days in order, the page shows the newest first.
  const september = {
    year: 2026,
    month: 9,
    monthcount: 75,
    days: [day(29, 1, 'Twenty Ninth'), day(30, 2, 'Thirtieth')],
  };

  function serveSeptemberAt(offset: string): string[] {
    const asked: string[] = [];
    server.use(
      http.get('/api/totd/:offset', ({ params }) => {
        asked.push(String(params.offset));
        return HttpResponse.json(
          params.offset === offset ? september : { error: `No answer written for offset ${String(params.offset)}.` },
        );
      }),
    );
    return asked;
  }

  it('at 18:59 in Paris on 1 October, September is the current month: offset 0, no next month', async () => {
    setTestNow(FIRST_OF_MONTH_1859_PARIS);
    const asked = serveSeptemberAt('0');
    renderRoute('/totd/2026-9');
    const list = await rows();
    expect(list.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^30Wednesday30\.Thirtieth/),
      expect.stringMatching(/^29Tuesday29\.Twenty Ninth/),
    ]);
    expect(asked).toEqual(['0']);
    expect(screen.queryByRole('link', { name: 'Next month' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute('href', '/totd/2026-8');
  });

  it('at 19:00 in Paris on 1 October, September is one month back, with October next', async () => {
    setTestNow(FIRST_OF_MONTH_1900_PARIS);
    const asked = serveSeptemberAt('1');
    renderRoute('/totd/2026-9');
    const list = await rows();
    expect(list.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^30Wednesday30\.Thirtieth/),
      expect.stringMatching(/^29Tuesday29\.Twenty Ninth/),
    ]);
    expect(asked).toEqual(['1']);
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute('href', '/totd/2026-10');
  });

  it('at 18:59 in Paris on 1 October, October has no Track of the Day yet: nothing is asked', async () => {
    setTestNow(FIRST_OF_MONTH_1859_PARIS);
    const asked = serveSeptemberAt('0');
    renderRoute('/totd/2026-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no Track of the Day for October 2026. The first one was in July 2020, and months in the future have none yet.',
    );
    expect(asked).toEqual([]);
  });
});

describe('the Track of the Day page when the API fails', () => {
  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    [
      'an {error} answer',
      () => HttpResponse.json({ error: 'Nadeo services are unavailable' }),
      /Nadeo services are unavailable/,
    ],
  ];

  it.each(cases)('shows a clear message for %s, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get('/api/totd/:offset', reply));
    const { user } = renderRoute('/totd');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the Track of the Day');
    expect(alert).toHaveTextContent(detail);
    expect(alert).toHaveTextContent('The game’s data API might be down right now.');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'COTD' }),
    );
    expect(await screen.findByRole('heading', { name: 'Cup of the Day' })).toBeInTheDocument();
  });

  it('survives a month answer with the optional keys left out', async () => {
    server.use(http.get('/api/totd/:offset', () => HttpResponse.json({ year: 2024, month: 3, monthcount: 50 })));
    renderRoute('/totd');
    expect(await screen.findByRole('status')).toHaveTextContent('No map has been released');
  });
});

describe('the month picker', () => {
  it('loads when opened, disables months after the current one, and goes to the chosen month', async () => {
    const { user, router } = renderRoute('/totd/2023-5');
    const button = await screen.findByRole('button', { name: 'Choose a month, shown: May 2023' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    // The first opening loads the date picker's code: on a busy machine its first transform takes longer than 5 s.
    const dialog = await screen.findByRole('dialog', { name: 'Choose a month' }, { timeout: 15_000 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByText('Feb'));
    expect(currentPath(router)).toBe('/totd/2023-2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose a month, shown: February 2023' })).toBeInTheDocument();
  });

  it('does not offer months before July 2020 or after the current TOTD month', async () => {
    const { user, router } = renderRoute('/totd/2020-7');
    await user.click(await screen.findByRole('button', { name: 'Choose a month, shown: July 2020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a month' });
    const june = within(dialog).getByText('Jun');
    expect(june).toHaveAttribute('aria-disabled', 'true');
    await user.click(june);
    expect(currentPath(router)).toBe('/totd/2020-7');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
