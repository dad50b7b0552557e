import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { TimeDisplay } from '../../src/components/TimeDisplay';

const NOW = new Date(2026, 5, 15, 12, 0, 0); // 15 June 2026, noon, local time
const SECOND = 1000;
const MIN = 60 * SECOND;
const HOUR = 60 * MIN;
const iso = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const unix = (offsetMs: number) => Math.floor((NOW.getTime() + offsetMs) / 1000);
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TimeDisplay', () => {
  it('shows the relative time with the absolute time as tooltip', () => {
    render(<TimeDisplay value={iso(-2 * 24 * HOUR)} />);
    const time = screen.getByText('2 days ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', '13 Jun 2026, 12:00');
    expect(time).toHaveAttribute('datetime', iso(-2 * 24 * HOUR));
  });

  it('swaps the two with full', () => {
    render(<TimeDisplay value={iso(-2 * 24 * HOUR)} full />);
    expect(screen.getByText('13 Jun 2026, 12:00')).toHaveAttribute('title', '2 days ago');
    expect(screen.queryByText('2 days ago')).not.toBeInTheDocument();
  });

  it('accepts unix seconds, as a number and as a numeric string', () => {
    render(
      <>
        <TimeDisplay value={unix(-3 * HOUR)} />
        <TimeDisplay value={String(unix(-5 * HOUR))} full />
      </>,
    );
    expect(screen.getByText('3 hours ago')).toHaveAttribute('title', '15 Jun 2026, 09:00');
    expect(screen.getByText('15 Jun 2026, 07:00')).toHaveAttribute('title', '5 hours ago');
  });

  it('shows "-" for a value it cannot read, without throwing', () => {
    render(
      <>
        <TimeDisplay value="garbage" />
        <TimeDisplay value={Number.NaN} />
      </>,
    );
    expect(screen.getAllByText('-')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('refreshes every second within the live window', () => {
    render(<TimeDisplay value={iso(-89 * SECOND)} />);
    expect(screen.getByText('a minute ago')).toBeInTheDocument();
    advance(SECOND);
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument();
    advance(60 * SECOND);
    expect(screen.getByText('3 minutes ago')).toBeInTheDocument();
  });

  it('counts down to a time that is about to come', () => {
    render(<TimeDisplay value={iso(5 * MIN)} />);
    expect(screen.getByText('in 5 minutes')).toBeInTheDocument();
    advance(2 * MIN);
    expect(screen.getByText('in 3 minutes')).toBeInTheDocument();
  });

  it('stays static, with no timer, outside the window', () => {
    render(<TimeDisplay value={iso(-2 * HOUR)} />);
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    advance(31 * MIN); // 2 h 31 min would read "3 hours ago" if it refreshed
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
  });

  it('keeps a static time static while a live one on the same page ticks', () => {
    render(
      <>
        <TimeDisplay value={iso(-2 * HOUR)} />
        <TimeDisplay value={iso(-10 * SECOND)} />
      </>,
    );
    advance(31 * MIN);
    expect(screen.getByText('31 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
  });

  it('stops refreshing once the time leaves the window', () => {
    render(<TimeDisplay value={iso(-59 * MIN)} />);
    expect(screen.getByText('59 minutes ago')).toBeInTheDocument();
    advance(30 * SECOND);
    expect(screen.getByText('an hour ago')).toBeInTheDocument();
    advance(31 * SECOND);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts refreshing when a future time enters the window', () => {
    render(<TimeDisplay value={iso(61 * MIN)} />);
    expect(screen.getByText('in an hour')).toBeInTheDocument();
    advance(MIN); // now exactly 60 minutes before: live from here on
    advance(31 * SECOND);
    expect(screen.getByText('in 59 minutes')).toBeInTheDocument();
  });

  it('shares one timer among all live instances on the page', () => {
    render(
      <ul>
        {Array.from({ length: 50 }, (_, i) => (
          <li key={i}>
            <TimeDisplay value={iso(-i * SECOND)} />
          </li>
        ))}
      </ul>,
    );
    expect(vi.getTimerCount()).toBe(1);
    advance(10 * SECOND);
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});
