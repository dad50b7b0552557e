import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteImage } from '../../src/components/RemoteImage';

describe('RemoteImage', () => {
  it('shows an ordinary image, lazily, with its alternative text', () => {
    render(<RemoteImage src="/mock-img/thumbnails/abc.jpg" alt="Map thumbnail" />);
    const image = screen.getByRole('img', { name: 'Map thumbnail' });
    expect(image).toHaveAttribute('src', '/mock-img/thumbnails/abc.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('offers a .dds file as a download link instead of an image', () => {
    render(<RemoteImage src="https://example.com/skins/Car.DDS?v=3" alt="Car skin" />);
    const link = screen.getByRole('link', { name: '(download dds)' });
    expect(link).toHaveAttribute('href', 'https://example.com/skins/Car.DDS?v=3');
    expect(link).toHaveAttribute('download');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing once the image fails to load, and tries again for a new address', () => {
    const { rerender } = render(<RemoteImage src="/mock-img/thumbnails/missing.jpg" alt="Map thumbnail" />);
    fireEvent.error(screen.getByRole('img', { name: 'Map thumbnail' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<RemoteImage src="/mock-img/thumbnails/other.jpg" alt="Map thumbnail" />);
    expect(screen.getByRole('img', { name: 'Map thumbnail' })).toHaveAttribute('src', '/mock-img/thumbnails/other.jpg');
  });

  it('renders nothing for an empty address, instead of an image that would load the page again', () => {
    const { container } = render(<RemoteImage src="" alt="Club icon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
