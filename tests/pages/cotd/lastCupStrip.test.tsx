import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { playerCotdPage } from '../../../src/mocks/data/playerCotd';

// The signed-in player's last cup on /cotd (issue 43): division, place in it, overall rank of the field, the cut-off to
// the division above, and a link to that cup opened on their division. The values are computed from the mock data.
beforeAll(async () => {
  await import('../../../src/pages/cotd/CotdPage');
}, 60_000);

const strip = () => screen.findByRole('region', { name: 'Your last cup' });
const en = (n: number) => n.toLocaleString('en-US');
const suffix = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));

describe('the "you" strip of /cotd', () => {
  it('shows the mocked player’s most recent cup, main or rerun, and links to their division of it', async () => {
    const cup = playerCotdPage(0, 0, { includeReruns: true, order: 'dateDesc' })?.cotds[0];
    if (!cup) throw new Error('the mock player has no cup');
    renderRoute('/cotd', { signedIn: true });
    const box = within(await strip());
    expect(await box.findByText(cup.name)).toBeInTheDocument();
    expect(box.getByText(en(cup.div))).toBeInTheDocument();
    expect(box.getByText(cup.divrank === 0 ? 'Not ranked' : `${en(cup.divrank)}${suffix(cup.divrank)}`)).toBeVisible();
    expect(box.getByText(`${en(cup.rank)} of ${en(cup.totalplayers)}`)).toBeInTheDocument();
    if (cup.div > 1) {
      const seat = (cup.div - 1) * 64;
      expect(box.getByText(`Cut-off to Division ${String(cup.div - 1)}`)).toBeInTheDocument();
      expect(box.getByText(new RegExp(`^position ${en(seat)}`))).toBeInTheDocument();
    }
    expect(box.getByRole('link', { name: 'Open my division' })).toHaveAttribute(
      'href',
      `/cotd/${String(cup.id)}?division=${String(cup.div)}`,
    );
  });

  it('says so for a player who never played a cup', async () => {
    server.use(
      http.get('/api/player/:id/cotd/:page', () => HttpResponse.json({ error: 'no player cotd data available' })),
    );
    renderRoute('/cotd', { signedIn: true });
    expect(await within(await strip()).findByText('You have not played a Cup of the Day yet.')).toBeVisible();
  });

  it('fails on its own, with Try again, the rest of the page staying', async () => {
    server.use(http.get('/api/player/:id/cotd/:page', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    renderRoute('/cotd', { signedIn: true });
    const box = within(await strip());
    expect(await box.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Could not load your cups');
    expect(box.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cup of the Day' })).toBeInTheDocument();
  });

  it('is not there for a signed-out visitor', async () => {
    renderRoute('/cotd');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cup of the Day' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your last cup' })).toBeNull();
  });
});
