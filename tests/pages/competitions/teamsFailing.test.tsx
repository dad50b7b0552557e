import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The running event of the mocked data, which has teams (tests/routeExamples.ts).
const EVENT = 90_997;

describe('an event whose teams answer fails', () => {
  it('keeps the Teams tab, which says why no team is shown, while the rounds show', async () => {
    server.use(
      http.get('/api/comp/:id/teams', () => HttpResponse.json({ error: 'Teams are resting' }, { status: 500 })),
    );
    const { user } = renderRoute(`/competitions/comp/${EVENT}`);
    const tabs = await screen.findByRole('navigation', { name: 'Event sections' });
    const teams = await within(tabs).findByRole('link', { name: 'Teams' });
    expect(within(tabs).getByRole('link', { name: 'Rounds' })).toHaveAttribute('aria-current', 'page');
    await user.click(teams);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the teams');
    expect(alert).toHaveTextContent('Teams are resting');
  });
});
