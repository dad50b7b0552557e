import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderRoute } from '../render';
import { pageRoutes, withShell } from '../../src/app/routes';

// A page's code that did not arrive (a new release replaced the chunk, the network dropped).
const MissingChunk = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/Gone.js')));

function BrokenPage(): never {
  throw new Error('map.name is undefined');
}

describe('the route error boundary', () => {
  it('shows a message and a way back instead of a white page, and the shell stays usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routeTable = withShell([{ path: '/broken', element: <BrokenPage /> }, ...pageRoutes]);
    const { user } = renderRoute('/broken', { routeTable });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('map.name is undefined');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Clubs' }));
    expect(await screen.findByRole('heading', { name: 'Clubs' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
  });

  it('shows the same message when a page’s code does not load, keeps it for a change of the search part only, and clears it on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routeTable = withShell([{ path: '/gone', element: <MissingChunk /> }, ...pageRoutes]);
    const { router } = renderRoute('/gone', { routeTable });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module: /assets/Gone.js');
    await act(() => router.navigate('/gone?sort=name'));
    expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    await act(() => router.navigate('/privacy'));
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
  });
});
