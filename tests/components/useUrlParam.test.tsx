import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useUrlParam, withParams } from '../../src/components/useUrlParam';

/** A page that keeps a sort and an order in the address, and a page number it pushes. */
function Page() {
  const [params, setUrl] = useUrlParam('sort', 'order', 'page');
  return (
    <>
      <p>Sorted by {params.get('sort') ?? 'nothing'}</p>
      <button type="button" onClick={() => setUrl({ sort: 'points', order: 'reverse' })}>
        Points, reversed
      </button>
      <button type="button" onClick={() => setUrl({ sort: null, order: null })}>
        Default order
      </button>
      <button type="button" onClick={() => setUrl({ page: '2' }, { push: true })}>
        Next page
      </button>
    </>
  );
}

function openPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/list', element: <Page /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlParam', () => {
  it('sets several parameters in one step, keeps the others, and replaces the history entry', async () => {
    const router = openPage('/list?search=ice');
    expect(screen.getByText('Sorted by nothing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Points, reversed' }));
    expect(router.state.location.search).toBe('?search=ice&sort=points&order=reverse');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Sorted by points')).toBeInTheDocument();
  });

  it('removes a parameter set to null, so the default view keeps its plain address', async () => {
    const router = openPage('/list?sort=points&order=reverse');
    await userEvent.click(screen.getByRole('button', { name: 'Default order' }));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('pushes a history entry when asked, so Back returns to the address before', async () => {
    const router = openPage('/list?sort=points');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?sort=points&page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });
});

describe('withParams', () => {
  it('applies the changes to a copy and leaves a name it is not given alone', () => {
    const before = new URLSearchParams('a=1&b=2');
    expect(withParams(before, { a: null, c: '3', b: undefined }).toString()).toBe('b=2&c=3');
    expect(before.toString()).toBe('a=1&b=2');
  });
});
