import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { LoadMoreButton } from '../../src/components/LoadMoreButton';

describe('LoadMoreButton', () => {
  it('loads more on click', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<LoadMoreButton onClick={onClick} loading={false} hasMore />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveClass('is-loading');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and cannot be clicked while loading', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<LoadMoreButton onClick={onClick} loading hasMore />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('button', 'is-loading');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is hidden on the last page', () => {
    render(<LoadMoreButton onClick={() => undefined} loading={false} hasMore={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes another label', () => {
    render(<LoadMoreButton onClick={() => undefined} loading={false} hasMore label="Show more cups" />);
    expect(screen.getByRole('button', { name: 'Show more cups' })).toBeInTheDocument();
  });
});

describe('LoadMoreButton offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('is disabled with a note while offline, and works again once the network is back', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    onlineManager.setOnline(false);
    render(<LoadMoreButton onClick={onClick} loading={false} hasMore />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You are offline: more rows load once the network is back.');
    act(() => onlineManager.setOnline(true));
    expect(button).toBeEnabled();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
