import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PlayerCount } from '../../src/components/PlayerCount';

const CACHED = 'Cached for at most 10 minutes.';
const ROUGH = 'Player counts above 100,000 are only rough estimates.';
const CLOSED = 'Player counts for closed leaderboards may be inaccurate.';

describe('PlayerCount', () => {
  it('shows ~N up to 100,000 with the cache note', () => {
    render(<PlayerCount count={12_345} />);
    expect(screen.getByText('~12,345')).toHaveAttribute('title', CACHED);
  });

  it('shows the lower bound above 100,000 and says it is a rough estimate', () => {
    render(<PlayerCount count={312_000} />);
    expect(screen.getByText('250,000+')).toHaveAttribute('title', `${CACHED}\n${ROUGH}`);
  });

  it('warns that closed leaderboards may be inaccurate', () => {
    render(
      <>
        <PlayerCount count={800} closed />
        <PlayerCount count={1_500_000} closed />
      </>,
    );
    expect(screen.getByText('~800')).toHaveAttribute('title', `${CACHED}\n${CLOSED}`);
    expect(screen.getByText('1,000,000+')).toHaveAttribute('title', `${CACHED}\n${ROUGH}\n${CLOSED}`);
  });
});
