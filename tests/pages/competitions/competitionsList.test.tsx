import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { eventPage, EVENTS_PAGE_SIZE } from '../../../src/mocks/data/competitions';
import {
  bodyRows,
  cellTexts,
  legacyEvent,
  linkWithText,
  liveEvent,
  recordRequests,
  preloadEventPages,
} from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

const table = () => screen.findByRole('table', { name: 'Events' });

describe('the event list', () => {
  it('lists the newest events with a link to each, dates, players and logos', async () => {
    const expected = eventPage(0).competitions;
    renderRoute('/competitions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(EVENTS_PAGE_SIZE);
    await waitFor(() => expect(document.title).toBe('Trackmania.io - Events'));
    // Each event's name, dates and players, as a person reads them.
    const shown: [string, string, string][] = [
      ['Winter Open', '24 Nov 2026, 10:00 – 26 Nov 2026, 10:00', '102'],
      ['Speed Torar Masters', '22 Nov 2026, 06:00 – 2 Dec 2026, 06:00', '63'],
      ['Grand League', '16 Nov 2026, 10:00 – 23 Nov 2026, 10:00', '36'],
      ['Community Night Cup', '15 Nov 2026, 10:00 – 15 Nov 2026, 13:00', '357'],
      ['Bob Speed Trophy', '16 Nov 2026, 12:00 – 16 Nov 2026, 16:00', '128'],
      ['Sky Felkazen #7 Masters #10', '14 Nov 2026, 16:00 – 16 Nov 2026, 23:00', '375'],
      ['Loop Rally #4 Trophy #18', '12 Nov 2026, 13:00 – 12 Nov 2026, 16:00', '54'],
      ['Wall Radro League', '10 Nov 2026, 06:00 – 10 Nov 2026, 09:00', '320'],
      ['Rally Rally 🔥 Trophy #15', '8 Nov 2026, 09:00 – 8 Nov 2026, 13:00', '100'],
      ['Wall Neon ⚡ #5 Masters #36', '6 Nov 2026, 08:00 – 6 Nov 2026, 10:00', '2,465'],
      ['Speed Turbo #6 Championship', '4 Nov 2026, 09:00 – 4 Nov 2026, 13:00', '275'],
      ['Sky Drift Cup', '2 Nov 2026, 06:00 – 2 Nov 2026, 11:00', '2,302'],
      ['Dirt Dirt Showdown #1', '31 Oct 2026, 16:00 – 31 Oct 2026, 19:00', '28'],
      ['Drift Zenvo Championship #5', '29 Oct 2026, 10:00 – 29 Oct 2026, 13:00', '340'],
      ['Canyon Torra #9 Open', '27 Oct 2026, 06:00 – 27 Oct 2026, 12:00', '361'],
      ['Ice Tech Open', '25 Oct 2026, 16:00 – 18 Nov 2026, 16:00', '167'],
      ['Drift Neon Clash', '23 Oct 2026, 12:00 – 23 Oct 2026, 16:00', '121'],
      ['Drift Ride Open', '21 Oct 2026, 05:00 – 22 Oct 2026, 08:00', '229'],
      ['Spiral Raar Showdown', '19 Oct 2026, 10:00 – 31 Oct 2026, 10:00', '57'],
      ['Bob Luxlux Cup', '17 Oct 2026, 15:00 – 17 Oct 2026, 18:00', '33'],
    ];
    expected.forEach((event, index) => {
      const row = within(rows[index] as HTMLElement);
      const [name, dates, players] = shown[index] ?? ['', '', ''];
      expect(linkWithText(rows[index] as HTMLElement, name)).toHaveAttribute(
        'href',
        `/competitions/comp/${event.competitionid}`,
      );
      const cells = cellTexts(rows[index] as HTMLElement);
      expect(cells[2]).toBe(dates);
      expect(cells[3]).toBe(players);
      // A logo only when the API names one: never a broken or empty image.
      if (event.logourl === '') expect(row.queryByRole('img')).toBeNull();
      else expect(row.getByRole('img', { name: `Logo of ${name}` })).toHaveAttribute('src', event.logourl);
    });
    expect(expected.some((event) => event.logourl === '')).toBe(true);
  });

  it('links legacy events to the legacy page, by the site id, and tags them', async () => {
    const legacy = legacyEvent();
    renderRoute(`/competitions?search=${encodeURIComponent('Summer Masters')}`);
    const link = linkWithText(await table(), 'Summer Masters 2021');
    expect(link).toHaveAttribute('href', `/competitions/${legacy.id}`);
    expect(within(link.closest('tr') as HTMLElement).getByText('Legacy')).toBeInTheDocument();
  });

  it('loads more pages without duplicates', async () => {
    const { user } = renderRoute('/competitions');
    await table();
    await user.click(screen.getByRole('button', { name: 'Load more events' }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(2 * EVENTS_PAGE_SIZE));
    const second = eventPage(1).competitions[0];
    expect(linkWithText(await table(), 'Grass Flow Clash #24')).toHaveAttribute(
      'href',
      `/competitions/comp/${second?.competitionid ?? 0}`,
    );
    const links = within(await table())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(new Set(links).size).toBe(links.length);
  });

  it('shows no Load more when the results fit on one page', async () => {
    renderRoute('/competitions?search=grand%20league');
    expect(bodyRows(await table())).toHaveLength(eventPage(0, 'grand league').competitions.length);
    expect(screen.queryByRole('button', { name: 'Load more events' })).not.toBeInTheDocument();
  });

  it('searches after a pause in the typing, keeps the search in the address, and clears it', async () => {
    const requests = recordRequests();
    const { user, router } = renderRoute('/competitions');
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'Grand League');
    const live = liveEvent();
    await waitFor(async () =>
      expect(bodyRows(await table())).toHaveLength(eventPage(0, 'grand league').competitions.length),
    );
    expect(linkWithText(await table(), 'Grand League')).toHaveAttribute(
      'href',
      `/competitions/comp/${live.competitionid}`,
    );
    expect(router.state.location.search).toBe('?search=Grand+League');
    // One search request for the whole word, not one per key.
    expect(requests.filter((path) => path.includes('search='))).toEqual(['/api/competitions/0?search=Grand%20League']);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(EVENTS_PAGE_SIZE));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
  });

  it('reads the search from the address and says when nothing matches', async () => {
    renderRoute('/competitions?search=zzzz-nothing');
    expect(await screen.findByText('No event matches “zzzz-nothing”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('zzzz-nothing');
  });

  it('says so when there are no events at all', async () => {
    setScenario('empty');
    renderRoute('/competitions');
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error of a failed list', async () => {
    setScenario('error');
    renderRoute('/competitions');
    expect(await screen.findByRole('alert')).toHaveTextContent('The events could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('The mocked API is in its error scenario.');
  });

  it('keeps the rows when the next page fails, and Load more tries again', async () => {
    const { user } = renderRoute('/competitions');
    await table();
    server.use(http.get('/api/competitions/1', () => HttpResponse.html('<html></html>'), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Load more events' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More events could not be loaded.');
    expect(bodyRows(await table())).toHaveLength(EVENTS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Load more events' }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(2 * EVENTS_PAGE_SIZE));
  });

  it('survives items without dates, players or logo', async () => {
    server.use(
      http.get('/api/competitions/:page', () =>
        HttpResponse.json({ competitions: [{ id: 5, name: '$f00Odd' }], page: 0, page_max: 1 }),
      ),
    );
    renderRoute('/competitions');
    const rows = bodyRows(await table());
    // No competitionid: a legacy event, linked by its site id.
    expect(cellTexts(rows[0] as HTMLElement)).toEqual(['', 'OddLegacy', '-', '-']);
    expect(screen.getByRole('link', { name: 'Odd' })).toHaveAttribute('href', '/competitions/5');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
