import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { renderRoute } from '../render';
import { pageRoutes, withShell } from '../../src/app/routes';
import { retriableLazy } from '../../src/components/retriableLazy';

function BrokenPage(): never {
  throw new Error('map.name is undefined');
}

/**
 * The route table with /gone, a page whose code fails to download with `error` until `network.up` is set: the
 * browser's words for it (or Vite's), then the page ("Back again").
 */
function gonePage(error: Error) {
  const network: { up: boolean; asked: number; held: boolean; release: () => void } = {
    up: false,
    asked: 0,
    held: false,
    release: () => undefined,
  };
  const GonePage = retriableLazy(() => {
    network.asked += 1;
    if (network.up) return Promise.resolve(() => <h1>Back again</h1>);
    if (!network.held) return Promise.reject(error);
    // Held back until the test releases it: React renders meanwhile, and a render that asked again would show.
    return new Promise<never>((_resolve, reject) => {
      network.release = () => {
        reject(error);
      };
    });
  });
  return { network, routeTable: withShell([{ path: '/gone', element: <GonePage /> }, ...pageRoutes]) };
}

/** React reports the error the boundary caught, and the error page tells the console about it. */
function silenceConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('the route error boundary', () => {
  afterEach(() => {
    act(() => {
      onlineManager.setOnline(true);
    });
  });

  it('shows a message and a way back instead of a white page, and the shell stays usable', async () => {
    silenceConsole();
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

  it('says when a page’s code did not download, and loads it on Try again', async () => {
    silenceConsole();
    const { network, routeTable } = gonePage(
      new TypeError('Failed to fetch dynamically imported module: /assets/Gone.js'),
    );
    const { user } = renderRoute('/gone', { routeTable });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Its code did not download: the network may be down. Check the connection, then try again.',
    );
    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('asks once for the code of a page a link opens, then shows the error, and asks again when the page is opened again', async () => {
    silenceConsole();
    const { network, routeTable } = gonePage(
      new TypeError('Failed to fetch dynamically imported module: /assets/Gone.js'),
    );
    const { router } = renderRoute('/privacy', { routeTable });
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
    // A navigation renders as a transition, which React renders again while the page's code loads: the code is held
    // back until those renders are done, then fails.
    network.held = true;
    await act(() => router.navigate('/gone'));
    expect(network.asked).toBe(1);
    act(() => {
      network.release();
    });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(network.asked).toBe(1);
    network.held = false;
    await act(() => router.navigate('/privacy'));
    network.up = true;
    await act(() => router.navigate('/gone'));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(network.asked).toBe(2);
  });

  it('asks for a page’s code again by itself once the network is back', async () => {
    silenceConsole();
    const { network, routeTable } = gonePage(new Error('Unable to preload CSS for /assets/Gone.css'));
    act(() => {
      onlineManager.setOnline(false);
    });
    renderRoute('/gone', { routeTable });
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    network.up = true;
    act(() => {
      onlineManager.setOnline(true);
    });
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('shows the page again when the visitor goes back to the same page with another search part', async () => {
    silenceConsole();
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
