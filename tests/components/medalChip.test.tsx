import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MedalChip } from '../../src/components/MedalChip';

describe('a medal chip', () => {
  it('shows the medal by name, not by colour alone', () => {
    render(<MedalChip medal="gold" />);
    const chip = screen.getByRole('img', { name: 'Gold medal' });
    expect(chip).toHaveTextContent(/^Gold$/);
  });

  it('shows a short label in a dense table and keeps the full name for a screen reader and a tooltip', () => {
    render(<MedalChip medal="author" short />);
    const chip = screen.getByRole('img', { name: 'Author medal' });
    expect(chip).toHaveTextContent(/^AT$/);
    expect(chip).toHaveAttribute('title', 'Author medal');
  });

  it('says "No medal" in words, or as a dash named so in a dense table', () => {
    const { unmount } = render(<MedalChip medal={undefined} />);
    expect(screen.getByText('No medal')).toBeInTheDocument();
    unmount();
    render(<MedalChip medal={undefined} short />);
    expect(screen.getByRole('img', { name: 'No medal' })).toHaveTextContent(/^–$/);
  });

  it('carries words of its own where the medal is part of a label', () => {
    render(<MedalChip medal="silver">Silver or better</MedalChip>);
    expect(screen.getByText('Silver or better')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
