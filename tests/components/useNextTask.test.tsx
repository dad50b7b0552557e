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

const nextTask = () =>
  act(() => {
    vi.advanceTimersByTime(0);
  });

describe('useNextTask', () => {
  it('draws nothing more while its condition is false', () => {
    render(<TableAndDetails loaded={false} />);
    nextTask();
    expect(screen.queryByText('Positions')).not.toBeInTheDocument();
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
  });

  it('draws the details one task after the table, not in the same render', () => {
    const { rerender } = render(<TableAndDetails loaded={false} />);
    rerender(<TableAndDetails loaded />);
    expect(screen.getByText('Positions')).toBeInTheDocument();
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
    nextTask();
    expect(screen.getByText('Map information')).toBeInTheDocument();
  });

  it('hides the details at once when the condition turns false, and draws them a task later again', () => {
    const { rerender } = render(<TableAndDetails loaded />);
    nextTask();
    expect(screen.getByText('Map information')).toBeInTheDocument();
    rerender(<TableAndDetails loaded={false} />);
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
    rerender(<TableAndDetails loaded />);
    expect(screen.queryByText('Map information')).not.toBeInTheDocument();
    nextTask();
    expect(screen.getByText('Map information')).toBeInTheDocument();
  });
});
