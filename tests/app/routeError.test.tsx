import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
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

  it('shows the same message when a page’s code does not load, and clears it when the visitor moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routeTable = withShell([{ path: '/gone', element: <MissingChunk /> }, ...pageRoutes]);
    const { router } = renderRoute('/gone', { routeTable });
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module: /assets/Gone.js');
    await act(() => router.navigate('/privacy'));
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
  });

  it('shows the page again when the visitor goes back to the same page with another search part', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function SortedPage() {
      const [search] = useSearchParams();
      if (search.get('sort') === 'broken') throw new Error('No such column');
      return <h1>Sorted by {search.get('sort')}</h1>;
    }
    const routeTable = withShell([{ path: '/sorted', element: <SortedPage /> }, ...pageRoutes]);
    const { router } = renderRoute('/sorted?sort=name', { routeTable });
    expect(await screen.findByRole('heading', { name: 'Sorted by name' })).toBeInTheDocument();
    await act(() => router.navigate('/sorted?sort=broken'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    await act(() => router.navigate('/sorted?sort=name'));
    expect(await screen.findByRole('heading', { name: 'Sorted by name' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
  });
});
