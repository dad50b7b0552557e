import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { formatMonthParam, monthAtOffset, monthName, parisZoneAbbreviation, totdDayNow } from '../../../src/lib/parisTime';
import { totdGroup, totdMap } from '../../../src/mocks/handlers/totd';
import { toPlainText } from '../../../src/lib/gameText';
import { shownText } from '../../gameTextQueries';

const label = (offset: number) => {
  const ym = monthAtOffset(offset);
  return `${monthName(ym.month)} ${ym.year}`;
};

async function rows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

describe('the Track of the Day page', () => {
  it('lists the current month’s maps, newest first, with their columns and links', async () => {
    renderRoute('/totd');
    expect(await screen.findByRole('heading', { name: 'Track of the Day' })).toBeInTheDocument();
    const today = totdDayNow();
    const list = await rows();
    expect(list).toHaveLength(today.day);
    const map = totdMap(today.year, today.month, today.day);
    const first = within(list[0] as HTMLElement);
    expect(first.getByText(shownText(toPlainText(map.name)))).toBeInTheDocument();
    expect(first.getByRole('link', { name: `Leaderboards of ${toPlainText(map.name)}` })).toHaveAttribute(
      'href',
      `/totd/leaderboard/${totdGroup(today.year, today.month)}/${map.mapUid}`,
    );
    expect(first.getByRole('link', { name: `Download ${toPlainText(map.name)}` })).toHaveAttribute('href', map.fileUrl);
    expect(first.getByRole('link', { name: map.authorplayer?.name ?? '' })).toBeInTheDocument();
    expect(first.getByAltText(`Thumbnail of ${toPlainText(map.name)}`)).toBeInTheDocument();
    // The last row is the first day of the month.
    expect(within(list.at(-1) as HTMLElement).getAllByText('1', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Image', 'Day', 'Map', 'Author time', 'Actions']);
  });

  it('shows the author time as m:ss.mmm', async () => {
    renderRoute('/totd');
    const today = totdDayNow();
    const map = totdMap(today.year, today.month, today.day);
    const first = within((await rows())[0] as HTMLElement);
    const seconds = Math.floor(map.authorScore / 1000);
    const expected = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}.${String(map.authorScore % 1000).padStart(3, '0')}`;
    expect(first.getByText(expected)).toBeInTheDocument();
  });

  it('has the month button, Today, Refresh and the 7 PM notice with the Paris zone', async () => {
    renderRoute('/totd');
    expect(await screen.findByRole('button', { name: `Choose a month, shown: ${label(0)}` })).toHaveTextContent(label(0));
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/totd/today');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByText(/A new map arrives every day at 7 PM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: parisZoneAbbreviation() })).toHaveAttribute('href', 'https://time.is/Paris');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Track of the Day'));
  });

  it('shows only the previous arrow on the current month', async () => {
    renderRoute('/totd');
    await rows();
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute('href', `/totd/${formatMonthParam(monthAtOffset(1))}`);
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
    expect(await screen.findByRole('button', { name: `Choose a month, shown: ${label(0)}` })).toBeInTheDocument();
    expect(await rows()).toHaveLength(totdDayNow().day);
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
    expect(await rows()).toHaveLength(totdDayNow().day);
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

describe('the Track of the Day page when the API fails', () => {
  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    ['an {error} answer', () => HttpResponse.json({ error: 'Nadeo services are unavailable' }), /Nadeo services are unavailable/],
  ];

  it.each(cases)('shows a clear message for %s, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get('/api/totd/:offset', reply));
    const { user } = renderRoute('/totd');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the Track of the Day');
    expect(alert).toHaveTextContent(detail);
    expect(alert).toHaveTextContent('The game’s data API might be down right now.');
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'COTD' }));
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
