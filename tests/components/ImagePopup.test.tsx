import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_POPUP_HIDE_DELAY_MS, IMAGE_POPUP_SHOW_DELAY_MS, ImagePopup } from '../../src/components/ImagePopup';

const SRC = '/mock-img/thumbnails/map1.jpg';
const enlarged = () => screen.queryByRole('img', { name: 'Map thumbnail (enlarged)' });
const thumbnail = () => screen.getByRole('button', { name: 'Map thumbnail' });
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ImagePopup', () => {
  it('has the spec defaults of 10 ms to show and 50 ms to hide', () => {
    expect(IMAGE_POPUP_SHOW_DELAY_MS).toBe(10);
    expect(IMAGE_POPUP_HIDE_DELAY_MS).toBe(50);
  });

  it('shows a 3em thumbnail and nothing enlarged until asked', () => {
    render(<ImagePopup src={SRC} alt="Map thumbnail" />);
    expect(screen.getByRole('img', { name: 'Map thumbnail' })).toHaveStyle({ height: '3em' });
    expect(thumbnail()).toHaveAttribute('aria-expanded', 'false');
    expect(enlarged()).not.toBeInTheDocument();
  });

  // fireEvent, not user-event: user-event's async wrapper waits on a real setTimeout that fake timers never run.
  it('shows the 25em image 10 ms after the pointer enters and hides it 50 ms after it leaves', () => {
    vi.useFakeTimers();
    render(<ImagePopup src={SRC} alt="Map thumbnail" />);
    fireEvent.mouseEnter(thumbnail());
    advance(9);
    expect(enlarged()).not.toBeInTheDocument();
    advance(1);
    expect(enlarged()).toHaveStyle({ height: '25em' });

    fireEvent.mouseLeave(thumbnail());
    advance(49);
    expect(enlarged()).toBeInTheDocument();
    advance(1);
    expect(enlarged()).not.toBeInTheDocument();
  });

  it('does not open when the pointer only sweeps across, and stays open when it comes back in time', () => {
    vi.useFakeTimers();
    render(<ImagePopup src={SRC} alt="Map thumbnail" />);
    fireEvent.mouseEnter(thumbnail());
    advance(5);
    fireEvent.mouseLeave(thumbnail());
    advance(100);
    expect(enlarged()).not.toBeInTheDocument();

    fireEvent.mouseEnter(thumbnail());
    advance(10);
    fireEvent.mouseLeave(thumbnail());
    advance(30);
    fireEvent.mouseEnter(thumbnail());
    advance(100);
    expect(enlarged()).toBeInTheDocument();
  });

  it('takes other delays and heights', () => {
    vi.useFakeTimers();
    render(
      <ImagePopup src={SRC} alt="Map thumbnail" showDelay={200} hideDelay={300} thumbHeight="2em" fullHeight="10em" />,
    );
    expect(screen.getByRole('img', { name: 'Map thumbnail' })).toHaveStyle({ height: '2em' });
    fireEvent.mouseEnter(thumbnail());
    advance(199);
    expect(enlarged()).not.toBeInTheDocument();
    advance(1);
    expect(enlarged()).toHaveStyle({ height: '10em' });
    fireEvent.mouseLeave(thumbnail());
    advance(299);
    expect(enlarged()).toBeInTheDocument();
    advance(1);
    expect(enlarged()).not.toBeInTheDocument();
  });

  it('opens on keyboard focus, closes on Escape and when focus moves on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ImagePopup src={SRC} alt="Map thumbnail" />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(thumbnail()).toHaveFocus();
    expect(enlarged()).toBeInTheDocument();
    expect(thumbnail()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(enlarged()).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(enlarged()).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(enlarged()).not.toBeInTheDocument();
  });

  // A table's scroll box hides what overflows it: the enlarged image is drawn outside the thumbnail's box (in the page's
  // main landmark, or document.body where there is none).
  it('draws the enlarged image outside the box that holds its thumbnail', () => {
    render(
      <div data-testid="scroll-box" style={{ overflow: 'auto' }}>
        <ImagePopup src={SRC} alt="Map thumbnail" />
      </div>,
    );
    fireEvent.click(thumbnail());
    const image = enlarged();
    expect(image).toBeInTheDocument();
    expect(screen.getByTestId('scroll-box')).not.toContainElement(image);
  });

  it('opens on a tap (touch screens have no hover, and some browsers do not focus a tapped button)', () => {
    render(<ImagePopup src={SRC} alt="Map thumbnail" />);
    fireEvent.click(thumbnail());
    expect(enlarged()).toBeInTheDocument();
  });

  // The .dds rule lives in the popup itself, so every map thumbnail (Track of the Day, playlists, cups, leaderboards) has it.
  it('offers a .dds texture as a download link instead of an image no browser can show', () => {
    render(<ImagePopup src="https://example.com/thumbs/map.DDS?v=2" alt="Map thumbnail" aspectRatio="1 / 1" />);
    const link = screen.getByRole('link', { name: '(download dds)' });
    expect(link).toHaveAttribute('href', 'https://example.com/thumbs/map.DDS?v=2');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a quiet box of the thumbnail size when the image fails to load, with no broken image or spilled text', () => {
    const { container } = render(<ImagePopup src={SRC} alt="Map thumbnail" aspectRatio="1 / 1" thumbHeight="6em" />);
    fireEvent.error(screen.getByRole('img', { name: 'Map thumbnail' }));
    const box = screen.getByRole('img', { name: 'Map thumbnail (not available)' });
    expect(box.tagName).toBe('SPAN');
    expect(box).toBeEmptyDOMElement();
    expect(box).toHaveStyle({ height: '6em', aspectRatio: '1 / 1' });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives a new address its own chance after a failure', () => {
    const { rerender } = render(<ImagePopup src={SRC} alt="Map thumbnail" />);
    fireEvent.error(screen.getByRole('img', { name: 'Map thumbnail' }));
    rerender(<ImagePopup src="/mock-img/thumbnails/map2.jpg" alt="Map thumbnail" />);
    expect(screen.getByRole('img', { name: 'Map thumbnail' })).toHaveAttribute('src', '/mock-img/thumbnails/map2.jpg');
  });

  it('shows the same quiet box, and no image, for an empty address (an answer may send "")', () => {
    const { container } = render(<ImagePopup src="" alt="Map thumbnail" />);
    expect(screen.getByRole('img', { name: 'Map thumbnail (not available)' })).toBeEmptyDOMElement();
    expect(container.querySelector('img')).toBeNull();
  });
});
