import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Echelon } from '../../src/components/Echelon';

describe('Echelon', () => {
  it('shows the echelon image titled "Echelon {n}"', () => {
    render(<Echelon level={7} />);
    const badge = screen.getByRole('img', { name: 'Echelon 7' });
    expect(badge).toHaveAttribute('src', '/img/echelon/7.png');
    expect(badge).toHaveAttribute('title', 'Echelon 7');
  });

  it('degrades to the text when the image fails to load', () => {
    render(<Echelon level={3} />);
    fireEvent.error(screen.getByRole('img', { name: 'Echelon 3' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Echelon 3')).toBeInTheDocument();
  });
});
