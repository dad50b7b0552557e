import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../render';
import { server } from '../../src/mocks/node';

beforeAll(async () => {
  await Promise.all([
    import('../../src/app/quickSearch/QuickSearchHost'),
    import('../../src/app/quickSearch/QuickSearchPanel'),
    import('../../src/pages/privacy/PrivacyPage'),
  ]);
});

const dialog = () => screen.getByRole('dialog', { name: 'Search' });
const box = () => within(dialog()).getByRole('combobox');

/** The privacy page with the panel opened from the header's button. */
async function openPanel() {
  const view = renderRoute('/privacy');
  await screen.findByRole('heading', { name: 'Privacy policy', level: 1 });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  await view.user.click(within(nav).getByRole('button', { name: 'Search' }));
  await screen.findByRole('dialog', { name: 'Search' });
  return view;
}

describe('the quick search panel: each group on its own', () => {
  it('shows a failing club search in its own group, with a way to try again, and the other groups as usual', async () => {
    server.use(
      http.get('/api/clubs/:page', () => HttpResponse.json({ error: 'The club search is resting.' }, { status: 500 })),
    );
    const { user } = await openPanel();
    await user.keyboard('kivo');
    const clubs = await within(dialog()).findByRole('group', { name: 'Clubs' });
    expect(await within(clubs).findByRole('option', { name: /Could not search the clubs/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const retry = within(clubs).getByRole('option', { name: 'Search the clubs again' });
    // The other searches stand: players, rooms and events are listed.
    expect(await within(dialog()).findByRole('group', { name: 'Players' })).toBeInTheDocument();
    expect(await within(dialog()).findByRole('group', { name: 'Rooms' })).toBeInTheDocument();
    expect(await within(dialog()).findByRole('group', { name: 'Events' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog()).queryByText(/^Searching/)).not.toBeInTheDocument());

    // The arrows reach the retry line (the error line itself cannot be chosen), and Enter asks again.
    server.resetHandlers();
    for (let step = 0; step < 20 && box().getAttribute('aria-activedescendant') !== retry.id; step += 1)
      await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', retry.id);
    await user.keyboard('{Enter}');
    expect(await within(clubs).findByRole('option', { name: /Ice Kivo/ })).toBeInTheDocument();
    expect(within(clubs).queryByText(/Could not search/)).not.toBeInTheDocument();
    // Trying again kept the panel open.
    expect(dialog()).toBeInTheDocument();
  });

  it('says "Searching" while a search is on its way', async () => {
    // An answer that comes only when the request is called off (when the test ends).
    server.use(
      http.get(
        '/api/players/find',
        ({ request }) =>
          new Promise<Response>((resolve) =>
            request.signal.addEventListener('abort', () => resolve(HttpResponse.json([]))),
          ),
      ),
    );
    const { user } = await openPanel();
    await user.keyboard('kivo');
    const players = await within(dialog()).findByRole('group', { name: 'Players' });
    expect(within(players).getByRole('option', { name: 'Searching players…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Searching…');
  });

  it('stops the older request when the text changes: only the newest search is waited for', async () => {
    const asked: Request[] = [];
    server.use(
      http.get('/api/players/find', async ({ request }) => {
        asked.push(request);
        if (new URL(request.url).searchParams.get('search') === 'kivo') {
          // This answer never comes: only its cancellation ends the wait.
          await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        }
        return HttpResponse.json([]);
      }),
    );
    const { user } = await openPanel();
    await user.keyboard('kivo');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.keyboard('tor');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(new URL(asked[1]?.url ?? '').searchParams.get('search')).toBe('kivotor');
    await waitFor(() => expect(asked[0]?.signal.aborted).toBe(true));
    // Each pause asked once: the typing in between asked nothing.
    expect(asked.map((request) => new URL(request.url).searchParams.get('search'))).toEqual(['kivo', 'kivotor']);
  });
});
