import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionBoundary } from '../../src/components/SectionBoundary';

let broken = true;

function Positions() {
  if (broken) throw new Error('e.indexOf is not a function');
  return <p>Position 1: Feldrosian</p>;
}

describe('SectionBoundary', () => {
  it('shows a note in place of a section that fails, leaves the others working, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    broken = true;
    const user = userEvent.setup();
    render(
      <main>
        <SectionBoundary name="map info">
          <p>Map: Spring 01</p>
        </SectionBoundary>
        <SectionBoundary name="the positions">
          <Positions />
        </SectionBoundary>
      </main>,
    );
    expect(screen.getByText('Map: Spring 01')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part could not be shown (the positions). The rest of the page still works.',
    );
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Position 1: Feldrosian')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
