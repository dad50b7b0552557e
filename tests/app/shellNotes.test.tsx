import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, fireEvent } from '@testing-library/react';
import {
  hashKey,
  onlineManager,
  QueryClientProvider,
  useQuery,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { DataStamp, formatStamp } from '../../src/app/shell/DataStamp';
import { restoredAnswersOf } from '../../src/data/cache/restoredAnswers';
import { Notices } from '../../src/app/shell/Notices';
import { setNotices } from '../../src/lib/notices';
import { inReaderZone } from '../timeZones';

/** An answer stored an hour before the tests' moment (10:30 UTC), as the reader's clock shows it. */
const AN_HOUR_AGO = inReaderZone({ UTC: '09:30', 'America/New_York': '04:30', 'Asia/Kolkata': '15:00' });

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

  /** Restores answers as the answer store does: in the cache, noted as restored, and marked for a refresh. */
  function restore(client: QueryClient, answers: [QueryKey, number][]): void {
    for (const [key, at] of answers) {
      client.setQueryData(key, { days: [] }, { updatedAt: at });
      restoredAnswersOf(client).set(hashKey(key), at);
    }
    void client.invalidateQueries({ refetchType: 'none' });
  }

  function Month({ index }: { index: number }) {
    useQuery({ queryKey: ['totd', 'month', index], queryFn: () => new Promise<never>(() => undefined) });
    return <p>Month {index}</p>;
  }

  /** A page showing month 0 (its fresh copy never comes), with the shell's stamp. */
  const showMonthWithStamp = (client: QueryClient) =>
    render(
      <QueryClientProvider client={client}>
        <Month index={0} />
        <DataStamp />
      </QueryClientProvider>,
    );

  it('counts only stored answers a page shows and that are due for a refresh', async () => {
    const client = createQueryClient();
    const stored = Date.now() - 3600_000;
    restore(client, [
      [['totd', 'month', 0], stored],
      [['totd', 'month', 3], stored - 1000],
    ]);
    showMonthWithStamp(client);
    await screen.findByText('Month 0');
    // Month 3 is older, but no page shows it.
    expect(screen.getByRole('status')).toHaveTextContent(`Data as of ${AN_HOUR_AGO}`);
  });

  it('gives no stamp for an answer of this visit, even one that came before the stamp’s code and went stale', async () => {
    const client = createQueryClient();
    // The opening page's own answer, fetched this visit a minute ago, then marked for a refresh.
    client.setQueryData(['totd', 'month', 0], { days: [] }, { updatedAt: Date.now() - 60_000 });
    void client.invalidateQueries({ refetchType: 'none' });
    showMonthWithStamp(client);
    await screen.findByText('Month 0');
    expect(screen.queryByText(/Data as of/)).not.toBeInTheDocument();
  });

  it('drops the stamp once the restored answer is fetched again', async () => {
    const client = createQueryClient();
    restore(client, [[['totd', 'month', 0], Date.now() - 3600_000]]);
    showMonthWithStamp(client);
    expect(await screen.findByText(`Data as of ${AN_HOUR_AGO}`)).toBeInTheDocument();
    // The stamp follows the cache once per burst of events, after the event that fired it.
    await act(async () => {
      client.setQueryData(['totd', 'month', 0], { days: [] });
      await Promise.resolve();
    });
    expect(screen.queryByText(/Data as of/)).not.toBeInTheDocument();
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
    expect(screen.getByRole('status')).toHaveTextContent(
      'The pages kept from earlier visits could not be read and were cleared; they load from the network.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
