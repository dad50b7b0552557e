import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Flag } from '../../src/components/Flag';

describe('Flag', () => {
  it("loads the zone's flag, named by the zone", () => {
    render(<Flag flag="FRA" title="France" />);
    const flag = screen.getByRole('img', { name: 'France' });
    expect(flag).toHaveAttribute('src', '/img/flags/FRA.jpg');
    expect(flag).toHaveAttribute('title', 'France');
  });

  it('is decorative, with an empty alternative text, where the zone name is written beside it', () => {
    const { container } = render(<Flag flag="FRA" title="France" decorative />);
    expect(screen.queryByRole('img', { name: 'France' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(container.querySelector('img')).toHaveAttribute('title', 'France');
  });

  it('falls back to the code as alternative text and URI-encodes it', () => {
    render(<Flag flag="Île-de-France/Paris" />);
    expect(screen.getByRole('img', { name: 'Île-de-France/Paris' })).toHaveAttribute(
      'src',
      '/img/flags/%C3%8Ele-de-France%2FParis.jpg',
    );
  });

  it('renders nothing for an empty flag', () => {
    const { container } = render(<Flag flag="" title="World" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('disappears when the image fails to load', () => {
    const { container } = render(<Flag flag="XYZ" title="Nowhere" />);
    fireEvent.error(screen.getByRole('img', { name: 'Nowhere' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
