import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DivisionIcon } from '../../src/components/DivisionIcon';

describe('DivisionIcon', () => {
  it('is an image named after the division, with its level', () => {
    render(<DivisionIcon division={{ position: 5, rule: 'points_range' }} />);
    const icon = screen.getByRole('img', { name: 'Silver II' });
    expect(icon).toHaveTextContent('II');
  });

  it('reads "Unranked" without a division', () => {
    render(<DivisionIcon division={undefined} />);
    expect(screen.getByRole('img', { name: 'Unranked' })).toBeInTheDocument();
  });
});
