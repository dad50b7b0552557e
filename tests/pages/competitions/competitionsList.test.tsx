import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { eventPage, EVENTS_PAGE_SIZE } from '../../../src/mocks/data/competitions';
import { toPlainText } from '../../../src/lib/gameText';
import { formatNumber } from '../../../src/lib/format';
import { formatAbsolute } from '../../../src/lib/timeValue';
import { bodyRows, cellTexts, legacyEvent, linkWithText, liveEvent, recordRequests, preloadEventPages } from './competitionsTestData';

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
    expected.forEach((event, index) => {
      const row = within(rows[index] as HTMLElement);
      const name = toPlainText(event.name);
      expect(linkWithText(rows[index] as HTMLElement, name)).toHaveAttribute('href', `/competitions/comp/${event.competitionid}`);
      const cells = cellTexts(rows[index] as HTMLElement);
      expect(cells[2]).toBe(`${formatAbsolute(event.startdate * 1000)} – ${formatAbsolute(event.enddate * 1000)}`);
      expect(cells[3]).toBe(formatNumber(event.numplayers));
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
    expect(linkWithText(await table(), 'Grass Flow Clash #24')).toHaveAttribute('href', `/competitions/comp/${second?.competitionid ?? 0}`);
    const links = within(await table()).getAllByRole('link').map((link) => link.getAttribute('href'));
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
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(eventPage(0, 'grand league').competitions.length));
    expect(linkWithText(await table(), 'Grand League')).toHaveAttribute('href', `/competitions/comp/${live.competitionid}`);
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
    server.use(http.get('/api/competitions/:page', () => HttpResponse.json({ competitions: [{ id: 5, name: '$f00Odd' }], page: 0, page_max: 1 })));
    renderRoute('/competitions');
    const rows = bodyRows(await table());
    // No competitionid: a legacy event, linked by its site id.
    expect(cellTexts(rows[0] as HTMLElement)).toEqual(['', 'OddLegacy', '-', '-']);
    expect(screen.getByRole('link', { name: 'Odd' })).toHaveAttribute('href', '/competitions/5');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
