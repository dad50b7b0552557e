import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TIMED_BUTTON_DEFAULT_MS, TimedButton } from '../../src/components/TimedButton';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// fireEvent, not user-event: user-event's async wrapper waits on a real setTimeout that fake timers never run.
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('TimedButton', () => {
  it('has a default time-out of 600 ms', () => {
    expect(TIMED_BUTTON_DEFAULT_MS).toBe(600);
  });

  it('emits the click and rests for exactly 600 ms by default', () => {
    const onClick = vi.fn();
    render(<TimedButton onClick={onClick}>Refresh</TimedButton>);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    advance(599);
    expect(button).toBeDisabled();
    advance(1);
    expect(button).toBeEnabled();

    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while resting', () => {
    const onClick = vi.fn();
    render(<TimedButton onClick={onClick}>Refresh</TimedButton>);
    const button = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a custom time-out', () => {
    render(
      <TimedButton onClick={() => undefined} timeout={2000}>
        Refresh
      </TimedButton>,
    );
    const button = screen.getByRole('button', { name: 'Refresh' });
    fireEvent.click(button);
    advance(1999);
    expect(button).toBeDisabled();
    advance(1);
    expect(button).toBeEnabled();
  });

  it('keeps Bulma classes and passes other button props through', () => {
    render(
      <TimedButton onClick={() => undefined} className="is-small" aria-label="Refresh the list" disabled>
        ↻
      </TimedButton>,
    );
    const button = screen.getByRole('button', { name: 'Refresh the list' });
    expect(button).toHaveClass('button', 'is-small');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeDisabled();
  });

  it('does not repeat the button class when the caller passes it', () => {
    render(
      <TimedButton onClick={() => undefined} className="button is-loading">
        Refresh
      </TimedButton>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute('class', 'button is-loading');
  });
});
