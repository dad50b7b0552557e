import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../render';
import { pageRoutes, withShell } from '../../src/app/routes';

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
});
