import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

beforeAll(async () => {
  await import('../../../src/pages/compare/ComparePage');
}, 60_000);

// Bug fixed: with one player's answer down, the page showed that alert only and nothing of the player who loaded.
describe('a comparison whose second player fails to load', () => {
  it('shows that player’s alert in its place and the first player beside it', async () => {
    server.use(
      http.get('/api/player/mockpilot', () => HttpResponse.json({ error: 'Player answer down' }, { status: 500 })),
    );
    renderRoute('/compare/demo-team/mockpilot');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load player “mockpilot”.')).toBeInTheDocument();
    expect(within(alert).getByText('Player answer down')).toBeInTheDocument();
    const player = screen.getByRole('heading', { level: 2 });
    expect(within(player).getByRole('link', { name: /^Ulstoar34/ })).toHaveAttribute('href', '/player/demo-team');
    expect(player).toHaveTextContent('Ulstoar34 (Team member)');
    expect(screen.getByText('1,443,660')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('keeps the sides in place: a failed first player on the left, the second player on the right', async () => {
    server.use(
      http.get('/api/player/demo-team', () => HttpResponse.json({ error: 'Player answer down' }, { status: 500 })),
    );
    renderRoute('/compare/demo-team/mockpilot');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load player “demo-team”.')).toBeInTheDocument();
    const [left, right] = document.querySelectorAll<HTMLElement>('.compare-page .column');
    expect(left && within(left).getByRole('alert')).toBeInTheDocument();
    expect(right && within(right).getByRole('heading', { level: 2 })).toHaveTextContent('MockPilot');
    expect(right && within(right).getByText('371,074')).toBeInTheDocument();
  });
});
