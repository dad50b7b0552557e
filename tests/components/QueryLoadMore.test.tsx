import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryLoadMore } from '../../src/components/LoadMoreButton';

const query = (overrides: Partial<{ hasNextPage: boolean; isFetchingNextPage: boolean }> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...overrides,
});

describe('QueryLoadMore', () => {
  it('asks the query for its next page', async () => {
    const q = query();
    render(<QueryLoadMore query={q} label="Load more cups" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more cups' }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is disabled while the next page loads', () => {
    render(<QueryLoadMore query={query({ isFetchingNextPage: true })} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
  });

  it('is not there on the last page, nor when the caller turns it off', () => {
    const { rerender } = render(<QueryLoadMore query={query({ hasNextPage: false })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<QueryLoadMore query={query()} enabled={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
