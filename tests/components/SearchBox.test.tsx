import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { SearchBox, type MinLengthRule } from '../../src/components/SearchBox';
import { useSearchParam } from '../../src/components/useSearchParam';

const MIN_LENGTH: MinLengthRule = { chars: 4, message: 'Type at least 4 characters.' };

interface ListProps {
  busy?: boolean;
  minLength?: MinLengthRule;
}

/** A list page as the areas build it: the box, kept in ?search=, and what the list would search for. */
function List({ busy, minLength }: ListProps) {
  const [search, setSearch] = useSearchParam({ trim: minLength === undefined });
  return (
    <>
      <SearchBox
        value={search}
        onSearch={setSearch}
        id="thing-search"
        label="Search things"
        placeholder="Thing name"
        className="field"
        buttonAriaLabel={minLength ? undefined : 'Clear search'}
        buttonLabel={minLength ? 'Reset' : undefined}
        reset={minLength !== undefined}
        busy={busy}
        minLength={minLength}
      />
      <p>{search === '' ? 'All things' : `Things matching “${search}”`}</p>
      <Link to="/things?search=ice&sort=new">Ice things</Link>
    </>
  );
}

function renderList(path: string, props: ListProps = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/things', element: <List {...props} /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const box = () => screen.getByRole('searchbox', { name: 'Search things' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox with useSearchParam', () => {
  it('shows its label, placeholder and the search of the address, in a search landmark', () => {
    renderList('/things?search=%20lava%20');
    expect(screen.getByRole('search')).toContainElement(box());
    expect(box()).toHaveAttribute('placeholder', 'Thing name');
    // The address is read trimmed.
    expect(box()).toHaveValue('lava');
    expect(screen.getByText('Things matching “lava”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveTextContent('Clear');
  });

  it('searches 500 ms after the typing pauses, trimmed, and puts the search in the address without a history entry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderList('/things?sort=new');
    type('sp');
    advance(300);
    type(' speed ');
    advance(499);
    expect(router.state.location.search).toBe('?sort=new');
    expect(screen.getByText('All things')).toBeInTheDocument();
    advance(1);
    expect(router.state.location.search).toBe('?sort=new&search=speed');
    expect(screen.getByText('Things matching “speed”')).toBeInTheDocument();
    // The box keeps what the person typed, spaces included.
    expect(box()).toHaveValue(' speed ');

    // Replaced, not pushed: Back leaves the list rather than stepping through the typing.
    await act(() => router.navigate(-1));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('searches at once on Enter', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderList('/things');
    type('drift');
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.search).toBe('?search=drift');
    expect(screen.getByText('Things matching “drift”')).toBeInTheDocument();
  });

  it('Clear empties the box and takes the search out of the address; it is off while the box is empty', () => {
    const router = renderList('/things?search=ice&sort=new');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(clear).toBeEnabled();
    fireEvent.click(clear);
    expect(box()).toHaveValue('');
    expect(router.state.location.search).toBe('?sort=new');
    expect(screen.getByText('All things')).toBeInTheDocument();
    expect(clear).toBeDisabled();
  });

  it('keeps Clear off while the list is loading', () => {
    renderList('/things?search=ice', { busy: true });
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeDisabled();
  });

  it('follows the address when a link changes it', () => {
    renderList('/things?search=lava');
    fireEvent.click(screen.getByRole('link', { name: 'Ice things' }));
    expect(box()).toHaveValue('ice');
    expect(screen.getByText('Things matching “ice”')).toBeInTheDocument();
  });
});

describe('SearchBox with a minimum length and Reset', () => {
  it('says a short text is too short after the pause and searches nothing, then searches from 4 characters', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderList('/things', { minLength: MIN_LENGTH });
    const help = screen.getByRole('status');
    expect(box()).toHaveAccessibleDescription('');
    type('abc');
    expect(help).toHaveTextContent('');
    advance(500);
    expect(help).toHaveTextContent('Type at least 4 characters.');
    expect(box()).toHaveAccessibleDescription('Type at least 4 characters.');
    expect(router.state.location.search).toBe('');

    type('abcd');
    advance(500);
    expect(help).toHaveTextContent('');
    expect(router.state.location.search).toBe('?search=abcd');
  });

  it('clears a too-short search of a hand-edited address', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const router = renderList('/things?search=ab', { minLength: MIN_LENGTH });
    expect(box()).toHaveValue('ab');
    advance(0);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 4 characters.');
  });

  it('Reset stays on while the address still holds a search, and puts the cursor back in the box', () => {
    const router = renderList('/things?search=canyon', { minLength: MIN_LENGTH });
    const reset = screen.getByRole('button', { name: 'Reset' });
    type('');
    // The box is empty but the search has not been dropped yet: Reset can still drop it at once.
    expect(reset).toBeEnabled();
    fireEvent.click(reset);
    expect(router.state.location.search).toBe('');
    expect(reset).toBeDisabled();
    expect(box()).toHaveFocus();
  });
});
