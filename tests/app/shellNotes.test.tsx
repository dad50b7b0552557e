import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../../src/app/queryClient';
import { formatStamp, oldestStoredAnswer } from '../../src/app/shell/DataStamp';
import { Notices } from '../../src/app/shell/Notices';
import { setNotices } from '../../src/app/notices';

afterEach(() => {
  // Before the shared cleanup unmounts the notes: the reset re-renders them, inside act as any update.
  act(() => {
    setNotices({ storeDropped: false, reloadToUpdate: undefined });
    onlineManager.setOnline(true);
  });
});

describe('the "Data as of" stamp', () => {
  it('tells the time of a stored answer fetched today, and the day of an older one', () => {
    const now = Date.UTC(2026, 10, 18, 10, 30);
    expect(formatStamp(Date.UTC(2026, 10, 18, 8, 5), now, 'UTC')).toBe('08:05');
    expect(formatStamp(Date.UTC(2026, 10, 16, 21, 40), now, 'UTC')).toBe('16 Nov, 21:40');
    expect(formatStamp(Date.UTC(2025, 11, 31, 23, 0), now, 'UTC')).toBe('31 Dec 2025, 23:00');
  });

  it('counts only stored answers a page shows and that are due for a refresh', async () => {
    const client = createQueryClient();
    const opened = Date.now();
    const stored = opened - 3600_000;
    client.setQueryData(['totd', 'month', 0], { days: [] }, { updatedAt: stored });
    client.setQueryData(['totd', 'month', 3], { days: [] }, { updatedAt: stored - 1000 });
    void client.invalidateQueries({ refetchType: 'none' });
    function Shown() {
      useQuery({ queryKey: ['totd', 'month', 0], queryFn: () => new Promise<never>(() => undefined) });
      return <p>Shown</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Shown />
      </QueryClientProvider>,
    );
    await screen.findByText('Shown');
    // Month 3 is stored but no page shows it.
    expect(oldestStoredAnswer(client, opened)).toBe(stored);
    // An answer fetched during this visit is no stored one.
    expect(oldestStoredAnswer(client, stored)).toBe(0);
  });
});

describe('the shell notes', () => {
  it('says when the browser is offline', () => {
    act(() => {
      onlineManager.setOnline(false);
    });
    render(<Notices />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Pages show what this browser kept from earlier visits; the rest loads when you are back online.',
    );
    act(() => {
      onlineManager.setOnline(true);
    });
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument();
  });

  it('offers a reload when a new version is ready, and reloads only when asked', () => {
    const reload = vi.fn();
    render(<Notices />);
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
    act(() => {
      setNotices({ reloadToUpdate: reload });
    });
    expect(screen.getByText('A new version is ready.')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says quietly that unreadable stored pages were cleared, until dismissed', () => {
    setNotices({ storeDropped: true });
    render(<Notices />);
    expect(screen.getByRole('status')).toHaveTextContent('The pages kept from earlier visits could not be read and were cleared; they load from the network.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
