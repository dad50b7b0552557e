import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { roundsOf, type MockRound } from '../../../src/mocks/data/competitionRounds';
import {
  challengeResults,
  matchResults,
  MATCH_RESULTS_PAGE_SIZE,
  RESULTS_PAGE_SIZE,
} from '../../../src/mocks/data/competitionResults';
import {
  bodyRows,
  cellTexts,
  liveEvent,
  liveRounds,
  newEventWith,
  noRoundsEvent,
  nowSeconds,
  upcomingEvent,
  preloadEventPages,
} from './competitionsTestData';
import { setApiForm } from '../../../src/mocks/apiForm';

beforeAll(preloadEventPages, 60_000);

const selector = () => screen.findByRole('navigation', { name: 'Rounds' });
const roundLink = async (name: string) => within(await selector()).getByRole('link', { name: new RegExp(`^${name}`) });
const eventPath = () => `/competitions/comp/${liveEvent().competitionid}`;

describe('the rounds of an event', () => {
  it('lists every round with its state by the clock: Ended, Ends, Starts', async () => {
    const [ended, running, ahead] = liveRounds();
    renderRoute(eventPath());
    const links = within(await selector()).getAllByRole('link');
    expect(links.map((link) => link.querySelector('.round-choice-name')?.textContent)).toEqual([
      ended.name,
      running.name,
      ahead.name,
    ]);
    expect(links[0]).toHaveTextContent(/Ended (a day|\d+ days) ago$/);
    expect(links[1]).toHaveTextContent(/Ends in (a day|\d+ days)$/);
    expect(links[2]).toHaveTextContent(/Starts in \d+ days$/);
    // The exact time is the tooltip of each.
    expect(within(links[0] as HTMLElement).getByRole('time')).toHaveAttribute('title', '17 Nov 2026, 10:00');
    expect(within(links[1] as HTMLElement).getByRole('time')).toHaveAttribute('title', '20 Nov 2026, 10:00');
    expect(within(links[2] as HTMLElement).getByRole('time')).toHaveAttribute('title', '22 Nov 2026, 10:00');
  });

  it('opens on the running round and keeps the chosen round in the address', async () => {
    const [ended, running] = liveRounds();
    const { user, router } = renderRoute(eventPath());
    expect(await roundLink(running.name)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: running.name })).toBeInTheDocument();
    expect(screen.getByText('Has matches', { selector: '.tag' })).toBeInTheDocument();

    await user.click(await roundLink(ended.name));
    expect(router.state.location.search).toBe(`?round=${ended.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: ended.name })).toBeInTheDocument();
    expect(await roundLink(ended.name)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Completed', { selector: '.tag' })).toBeInTheDocument();
  });

  it('shows the round of the address on a fresh load', async () => {
    const [, , ahead] = liveRounds();
    renderRoute(`${eventPath()}?round=${ahead.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: ahead.name })).toBeInTheDocument();
    expect(screen.getByText('Pending', { selector: '.tag' })).toBeInTheDocument();
  });

  it('explains a round the event does not have, keeping the selector', async () => {
    renderRoute(`${eventPath()}?round=123`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This event has no round “123”.');
    expect(within(await selector()).getAllByRole('link')).toHaveLength(3);
  });

  it('says so when the event has no rounds', async () => {
    renderRoute(`/competitions/comp/${noRoundsEvent().competitionid}`);
    expect(await screen.findByText('No rounds information available.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Rounds' })).not.toBeInTheDocument();
  });

  it('says so when a round has neither matches nor challenges', async () => {
    const event = liveEvent();
    server.use(
      http.get(`/api/comp/${event.competitionid}`, () =>
        HttpResponse.json({
          id: event.competitionid,
          name: 'Empty rounds',
          rounds: [{ id: 1, name: 'Warm-up', status: 'COMPLETED', startdate: 1, enddate: 2 }],
        }),
      ),
    );
    renderRoute(`/competitions/comp/${event.competitionid}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Warm-up' })).toBeInTheDocument();
    expect(screen.getByText('No results available.')).toBeInTheDocument();
  });
});

describe('the matches of a round', () => {
  it('lists the matches with their status, and shows a match’s results from the address', async () => {
    const event = liveEvent();
    const [, running] = liveRounds();
    const { user, router } = renderRoute(eventPath());
    const table = await screen.findByRole('table', { name: `Matches of ${running.name}` });
    const rows = bodyRows(table);
    expect(rows.map((row) => cellTexts(row))).toEqual(
      running.matches.map((match) => [match.name, match.completed ? 'Completed' : 'Ongoing']),
    );
    expect(rows.some((row) => cellTexts(row)[1] === 'Ongoing')).toBe(true);

    const first = running.matches[0];
    await user.click(within(table).getByRole('link', { name: first?.name ?? '' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      round: String(running.id),
      match: String(first?.id),
    });
    const results = await screen.findByRole('table', { name: `Results of ${first?.name ?? ''}` });
    const expected = matchResults(event, first?.id ?? 0, 0) ?? [];
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Player', 'Score', 'Team']);
    expect(bodyRows(results)).toHaveLength(expected.length);
    const top = expected[0];
    expect(cellTexts(bodyRows(results)[0] as HTMLElement)).toEqual([
      '1',
      expect.stringContaining(top?.player.name ?? '') as string,
      '90',
      'Bob Vovixar',
    ]);
  });

  it('pages long match results with Load more', async () => {
    const now = nowSeconds();
    const started = (round: MockRound) => round.startdate < now && round.matches.length === 1;
    const event = newEventWith((item, rounds) => item.numplayers >= 120 && !item.teams && rounds.some(started));
    const round = roundsOf(event).find(started);
    const match = round?.matches[0];
    const { user } = renderRoute(
      `/competitions/comp/${event.competitionid}?round=${round?.id ?? 0}&match=${match?.id ?? 0}`,
    );
    const table = () => screen.findByRole('table', { name: `Results of ${match?.name ?? ''}` });
    expect(bodyRows(await table())).toHaveLength(MATCH_RESULTS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: `Load more results of ${match?.name ?? ''}` }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(2 * MATCH_RESULTS_PAGE_SIZE));
    // Not a team event: no Team column.
    expect(screen.queryByRole('columnheader', { name: 'Team' })).not.toBeInTheDocument();
  });

  it('says so when a match has no results yet', async () => {
    const [, , ahead] = liveRounds();
    const final = ahead.matches[0];
    renderRoute(`${eventPath()}?round=${ahead.id}&match=${final?.id ?? 0}`);
    const heading = await screen.findByRole('heading', { level: 4, name: `Results of ${final?.name ?? ''}` });
    expect(
      await within(heading.closest('section') as HTMLElement).findByText('No results available.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: `Matches of ${ahead.name}` })).getByRole('cell', { name: 'Pending' }),
    ).toBeInTheDocument();
  });

  it('explains a match the round does not have', async () => {
    const [, running] = liveRounds();
    renderRoute(`${eventPath()}?round=${running.id}&match=5`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This round has no match “5”.');
  });

  it('shows a failed results request in place of the results', async () => {
    const [, running] = liveRounds();
    const first = running.matches[0];
    server.use(
      http.get('/api/comp/:id/match/:matchId/:page', () =>
        HttpResponse.json({ error: 'Match not ready.' }, { status: 500 }),
      ),
    );
    renderRoute(`${eventPath()}?round=${running.id}&match=${first?.id ?? 0}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not load the results of ${first?.name ?? ''}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Match not ready.');
  });
});

describe('the challenges of a round', () => {
  it('shows each challenge’s status, servers and map count, and its results as race times', async () => {
    const event = liveEvent();
    const [ended] = liveRounds();
    renderRoute(`${eventPath()}?round=${ended.id}`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Challenges' })).toBeInTheDocument();
    expect(ended.challenges).toHaveLength(2);
    // Each challenge's map count and first race time, as a person reads them.
    const shown: Record<string, [string, string]> = {
      'Grand League - Qualifier A': ['1', '0:52.128'],
      'Grand League - Qualifier B': ['3', '0:51.580'],
    };
    for (const challenge of ended.challenges) {
      const [mapCount, firstTime] = shown[challenge.name] ?? ['', ''];
      const card = within(
        (await screen.findByRole('heading', { level: 4, name: challenge.name })).closest('article') as HTMLElement,
      );
      await waitFor(() => expect(card.getByText('Status').nextElementSibling).toHaveTextContent('Completed'));
      expect(card.getByText('Servers').nextElementSibling).toHaveTextContent('1');
      expect(card.getByText('Maps').nextElementSibling).toHaveTextContent(mapCount);
      const results = await card.findByRole('table', { name: `Results of ${challenge.name}` });
      const expected = challengeResults(event, challenge.id, 0) ?? [];
      expect(
        within(results)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Position', 'Player', 'Time', 'Team']);
      expect(bodyRows(results)).toHaveLength(expected.length);
      expect(cellTexts(bodyRows(results)[0] as HTMLElement)[2]).toBe(firstTime);
    }
  });

  it('pages long challenge results with Load more', async () => {
    const now = nowSeconds();
    const event = newEventWith(
      (item, rounds) =>
        item.numplayers > 2 * RESULTS_PAGE_SIZE && rounds[0]?.challenges.length === 1 && rounds[0].startdate < now,
    );
    const challenge = roundsOf(event)[0]?.challenges[0];
    const { user } = renderRoute(`/competitions/comp/${event.competitionid}?round=${roundsOf(event)[0]?.id ?? 0}`);
    const table = () => screen.findByRole('table', { name: `Results of ${challenge?.name ?? ''}` });
    expect(bodyRows(await table())).toHaveLength(RESULTS_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: `Load more results of ${challenge?.name ?? ''}` }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(2 * RESULTS_PAGE_SIZE));
    const positions = bodyRows(await table()).map((row) => cellTexts(row)[0]);
    expect(new Set(positions).size).toBe(2 * RESULTS_PAGE_SIZE);
  });

  it('shows a challenge ahead as pending, without servers or results', async () => {
    const [, , ahead] = liveRounds();
    const challenge = ahead.challenges[0];
    renderRoute(`${eventPath()}?round=${ahead.id}`);
    const card = within(
      (await screen.findByRole('heading', { level: 4, name: challenge?.name ?? '' })).closest('article') as HTMLElement,
    );
    await waitFor(() => expect(card.getByText('Status').nextElementSibling).toHaveTextContent('Pending'));
    expect(card.getByText('Servers').nextElementSibling).toHaveTextContent(/^0$/);
    expect(await card.findByText('No results available.')).toBeInTheDocument();
  });
});

describe('the leaderboard of an event', () => {
  it('pages the standings with Load more', async () => {
    const event = newEventWith(
      (item) => item.numplayers > 2 * RESULTS_PAGE_SIZE && item.startdate < nowSeconds() && !item.teams,
    );
    const { user } = renderRoute(`/competitions/comp/${event.competitionid}?tab=leaderboard`);
    const table = () => screen.findByRole('table', { name: 'Results of the leaderboard' });
    expect(bodyRows(await table())).toHaveLength(RESULTS_PAGE_SIZE);
    expect(cellTexts(bodyRows(await table())[0] as HTMLElement)[0]).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Load more results of the leaderboard' }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(2 * RESULTS_PAGE_SIZE));
  });

  it('shows the team of each player in a team event, and no Load more on a single page', async () => {
    const event = liveEvent();
    renderRoute(`${eventPath()}?tab=leaderboard`);
    const table = await screen.findByRole('table', { name: 'Results of the leaderboard' });
    expect(bodyRows(table)).toHaveLength(event.numplayers);
    expect(within(table).getByRole('columnheader', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Load more/ })).not.toBeInTheDocument();
  });

  it('says so before the event starts: the 2026 API answers participants: null, the 2024 one an empty list', async () => {
    renderRoute(`/competitions/comp/${upcomingEvent().competitionid}?tab=leaderboard`);
    expect(await screen.findByText('No results yet.')).toBeInTheDocument();
  });

  it('says there are no results before the start when the API answers in its 2024 form', async () => {
    setApiForm('2024');
    renderRoute(`/competitions/comp/${upcomingEvent().competitionid}?tab=leaderboard`);
    expect(await screen.findByText('No results available.')).toBeInTheDocument();
  });
});
