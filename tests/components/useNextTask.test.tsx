import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useNextTask } from '../../src/components/useNextTask';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A table and its details, as the map leaderboard draws them: the details one task after the table. */
function TableAndDetails({ loaded }: { loaded: boolean }) {
  const details = useNextTask(loaded);
  return (
    <>
      {loaded && <p>Positions</p>}
      {details && <p>Map information</p>}
    </>
  );
}

/** The next task: the hook yields to the browser (tests/lib/yieldToMain.test.ts), a zero timer where jsdom runs. */
const nextTask = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useNextTask', () => {
  it('draws nothing more while its condition is false', async () => {
    render(<TableAndDetails loaded={false} />);
    await nextTask();
    expect(screen.queryByText('Positions')).not.toBeInTheDocument();
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
  });

  it('draws the details one task after the table, not in the same render', async () => {
    const { rerender } = render(<TableAndDetails loaded={false} />);
    rerender(<TableAndDetails loaded />);
    expect(screen.getByText('Positions')).toBeInTheDocument();
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
    await nextTask();
    expect(screen.getByText('Map information')).toBeInTheDocument();
  });

  it('hides the details at once when the condition turns false, and draws them a task later again', async () => {
    const { rerender } = render(<TableAndDetails loaded />);
    await nextTask();
    expect(screen.getByText('Map information')).toBeInTheDocument();
    rerender(<TableAndDetails loaded={false} />);
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
    rerender(<TableAndDetails loaded />);
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
    await nextTask();
    expect(screen.getByText('Map information')).toBeInTheDocument();
  });
});
