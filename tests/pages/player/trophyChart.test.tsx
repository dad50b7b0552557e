import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { trophyPage } from '../../../src/mocks/data/playerTrophies';
import { demo, preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

const TROPHIES = '/api/player/:id/trophies/:page';
const figure = () => screen.getByRole('figure', { name: /^Trophy points gained / });
const toggle = () => screen.getByRole('group', { name: 'Trophy points' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const gain = (timestamp: string, counts: number[]) => ({
  timestamp,
  achievement: { trophyAchievementId: timestamp, trophyAchievementType: 'SoloMedal' },
  counts,
});

/** Three gains over two UTC days and two weeks: Sunday 10 March 2024 (twice, one of them at 01:30 on Monday in Paris) and Tuesday 12 March. */
const weekBoundary = http.get(TROPHIES, () =>
  HttpResponse.json({
    total: 3,
    page: 0,
    gains: [
      gain('2024-03-12T09:00:00+00:00', [0, 0, 0, 1, 0, 0, 0, 0, 0]),
      gain('2024-03-11T01:30:00+02:00', [0, 0, 2, 0, 0, 0, 0, 0, 0]),
      gain('2024-03-10T08:00:00+00:00', [5, 0, 0, 0, 0, 0, 0, 0, 0]),
    ],
  }),
);

describe('the trophy gains chart', () => {
  it('draws the total gained so far, and the gains per UTC day as a toggle, above the table', async () => {
    const { user, router } = renderRoute('/player/demo-team/trophies');
    await screen.findByRole('table');
    const { gains } = trophyPage(demo.team.index, 0);
    const seconds = gains.map((entry) => Date.parse(entry.timestamp) / 1000);
    const days = new Set(seconds.map((at) => Math.floor(at / 86_400)));
    // The history first: the total gained so far, day by day, as a line.
    expect(within(toggle()).getByRole('button', { name: 'Total' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure()).toHaveAccessibleName('Trophy points gained so far, day by day, over the gains loaded below.');
    expect(figure()).toHaveTextContent(
      `25 gains from 31 Oct 2026 to 17 Nov 2026: 150,821 points (107 trophies) in ${days.size} days with gains.`,
    );
    // The daily gains are a toggle away.
    await user.click(within(toggle()).getByRole('button', { name: 'Per day' }));
    expect(router.state.location.search).toBe('?per=day');
    expect(figure()).toHaveAccessibleName('Trophy points gained per day, over the gains loaded below.');
    expect(figure()).toHaveTextContent(
      `25 gains from 31 Oct 2026 to 17 Nov 2026: 150,821 points (107 trophies) in ${days.size} days with gains.`,
    );
    expect(figure()).toHaveTextContent(/Most points on \d+ \w{3} \d{4}: [\d,]+\. Days in UTC\.$/);
    expect(within(toggle()).getByRole('button', { name: 'Per day' })).toHaveAttribute('aria-pressed', 'true');
    // The figure comes before the table, and the table stays.
    expect(figure().compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('switches to weeks starting on Monday in UTC, kept in the address', async () => {
    server.use(weekBoundary);
    const { user, router } = renderRoute('/player/mockpilot/trophies');
    await screen.findByRole('table');
    expect(figure()).toHaveTextContent(
      '3 gains from 10 Mar 2024 to 12 Mar 2024: 1,205 points (8 trophies) in 2 days with gains. Most points on 12 Mar 2024: 1,000. Days in UTC.',
    );
    await user.click(within(toggle()).getByRole('button', { name: 'Per week' }));
    expect(router.state.location.search).toBe('?per=week');
    expect(within(toggle()).getByRole('button', { name: 'Per week' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure()).toHaveAccessibleName('Trophy points gained per week, over the gains loaded below.');
    expect(figure()).toHaveTextContent(
      '3 gains from the week of 4 Mar 2024 to the week of 11 Mar 2024: 1,205 points (8 trophies) in 2 weeks with gains. Most points in the week of 11 Mar 2024: 1,000. Weeks start on Monday, UTC.',
    );
    await user.click(within(toggle()).getByRole('button', { name: 'Total' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads the period from the address, in any case', async () => {
    server.use(weekBoundary);
    renderRoute('/player/mockpilot/trophies?per=WEEK');
    await screen.findByRole('table');
    expect(within(toggle()).getByRole('button', { name: 'Per week' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure()).toHaveTextContent('in 2 weeks with gains');
  });

  it('treats an unknown period as the total', async () => {
    server.use(weekBoundary);
    renderRoute('/player/mockpilot/trophies?per=month');
    await screen.findByRole('table');
    expect(within(toggle()).getByRole('button', { name: 'Total' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure()).toHaveTextContent('in 2 days with gains');
  });

  it('grows with the table’s Load more', async () => {
    const { user } = renderRoute('/player/demo-reruns/trophies');
    await screen.findByRole('table');
    expect(figure()).toHaveTextContent(
      /^Trophy points gained so far, day by day, over the gains loaded below\. 25 gains from/,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const { total } = trophyPage(demo.rerunsOnly.index, 0);
    await waitFor(() => expect(bodyRows()).toHaveLength(total));
    expect(figure()).toHaveTextContent('40 gains from');
  });

  it('says so when no gain has a time to place it by', async () => {
    server.use(
      http.get(TROPHIES, () =>
        HttpResponse.json({ total: 1, page: 0, gains: [gain('', [1, 0, 0, 0, 0, 0, 0, 0, 0])] }),
      ),
    );
    renderRoute('/player/mockpilot/trophies');
    await screen.findByRole('table');
    expect(figure()).toHaveTextContent('No trophy gain with a known time to draw.');
  });

  it('shows no chart without gains or when they cannot be loaded', async () => {
    renderRoute('/player/demo-newcomer/trophies');
    expect(await screen.findByText('This player has not gained any trophies yet.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Trophy points' })).not.toBeInTheDocument();
  });

  it('keeps the error box when the gains cannot be loaded', async () => {
    server.use(http.get(TROPHIES, () => HttpResponse.json({ error: 'Database busy.' }, { status: 500 })));
    renderRoute('/player/mockpilot/trophies');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the trophy gains');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
