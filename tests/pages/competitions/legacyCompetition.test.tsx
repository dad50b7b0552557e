import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { legacyLeaderboardPage, mockLegacyEvent } from '../../../src/mocks/data/competitionDetail';
import { RESULTS_PAGE_SIZE } from '../../../src/mocks/data/competitionResults';
import {
  bareLegacyEvent,
  bodyRows,
  cellTexts,
  fact,
  legacyEvent,
  liveEvent,
  preloadEventPages,
} from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

const leaderboard = () => screen.findByRole('table', { name: 'Results of the leaderboard' });

describe('a legacy event', () => {
  it('shows the name, logo, description, links, dates, players of the limit and the creator', async () => {
    const event = legacyEvent();
    const detail = mockLegacyEvent(event);
    renderRoute(`/competitions/${event.id}`);
    const name = 'Summer Masters 2021';
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(name);
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${name}`));
    expect(screen.getByText('Legacy event')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Logo of ${name}` })).toHaveAttribute('src', event.logourl);
    expect(screen.getByText(/Prizes for the top three\./)).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Event links' }));
    expect(links.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', detail.websiteurl);
    expect(links.getByRole('link', { name: /^Rules/ })).toHaveAttribute('href', detail.rulesurl);
    expect(links.getByRole('link', { name: /^Stream/ })).toHaveAttribute('href', detail.streamurl);
    expect(fact('Start')).toHaveTextContent('25 Apr 2021, 10:00');
    expect(fact('End')).toHaveTextContent('28 Apr 2021, 07:00');
    expect(fact('Players')).toHaveTextContent('288 / 320');
    expect(within(fact('Created by') as HTMLElement).getByRole('link')).toHaveTextContent(event.creator.name ?? '');
  });

  it('pages the leaderboard with Load more until the last page', async () => {
    const event = legacyEvent();
    const first = legacyLeaderboardPage(event, 0);
    const { user } = renderRoute(`/competitions/${event.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Leaderboard' })).toBeInTheDocument();
    const rows = bodyRows(await leaderboard());
    expect(rows).toHaveLength(Math.min(RESULTS_PAGE_SIZE, event.numplayers));
    const top = first.results[0];
    expect(cellTexts(rows[0] as HTMLElement)).toEqual([
      '1',
      expect.stringContaining(top?.player.name ?? '') as string,
      '998',
    ]);
    for (let page = 1; page < first.page_max; page += 1) {
      await user.click(screen.getByRole('button', { name: 'Load more results of the leaderboard' }));
      await waitFor(async () =>
        expect(bodyRows(await leaderboard())).toHaveLength(Math.min((page + 1) * RESULTS_PAGE_SIZE, event.numplayers)),
      );
    }
    expect(screen.queryByRole('button', { name: 'Load more results of the leaderboard' })).not.toBeInTheDocument();
  });

  it('leaves out what a bare event does not have', async () => {
    const event = bareLegacyEvent();
    renderRoute(`/competitions/${event.id}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sunday Knockout');
    expect(screen.queryByRole('img', { name: /^Logo of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Event links' })).not.toBeInTheDocument();
    // No player limit: the count alone.
    expect(fact('Players')).toHaveTextContent(new RegExp(`^285$`));
  });

  it('says so when the leaderboard is empty', async () => {
    const event = legacyEvent();
    server.use(
      http.get('/api/competition/:id/leaderboard/:page', () => HttpResponse.json({ results: [], page_max: 0 })),
    );
    renderRoute(`/competitions/${event.id}`);
    expect(await screen.findByText('No results available.')).toBeInTheDocument();
  });

  it('explains an id that is not a number', async () => {
    renderRoute('/competitions/comp');
    expect(await screen.findByRole('alert')).toHaveTextContent('“comp” is not an event id.');
  });

  it('says when there is no such legacy event', async () => {
    const event = liveEvent();
    renderRoute(`/competitions/${event.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`There is no legacy event with the id ${event.id}.`);
  });

  it('shows a server failure', async () => {
    setScenario('error');
    renderRoute(`/competitions/${legacyEvent().id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this event');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a failed leaderboard below the header', async () => {
    server.use(http.get('/api/competition/:id/leaderboard/:page', () => HttpResponse.error()));
    renderRoute(`/competitions/${legacyEvent().id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the results of the leaderboard');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
