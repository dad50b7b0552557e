import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** The spec's image popup defaults. */
export const IMAGE_POPUP_SHOW_DELAY_MS = 10;
export const IMAGE_POPUP_HIDE_DELAY_MS = 50;
/** Map thumbnails are square. */
export const MAP_THUMBNAIL_RATIO = '1 / 1';

interface ImagePopupProps {
  src: string;
  alt: string;
  /** Delay before the enlarged image shows on hover, in ms. */
  showDelay?: number;
  /** Delay before it hides after the pointer leaves, in ms. */
  hideDelay?: number;
  /** CSS heights of the thumbnail and of the enlarged image. */
  thumbHeight?: string;
  fullHeight?: string;
  /** The image's shape ("1 / 1" for map thumbnails): with it the thumbnail's box is known before the image loads. */
  aspectRatio?: string;
}

/**
 * A thumbnail that shows an enlarged copy next to it: on hover (after a short delay, so sweeping the pointer across a
 * table does not flash every image), on keyboard focus and on a tap; Escape, blur and leaving close it.
 * The thumbnail is a button so keyboard and touch users reach it; the popup ignores the pointer, so it never covers
 * what the user moves to next.
 */
export function ImagePopup({
  src,
  alt,
  showDelay = IMAGE_POPUP_SHOW_DELAY_MS,
  hideDelay = IMAGE_POPUP_HIDE_DELAY_MS,
  thumbHeight = '3em',
  fullHeight = '25em',
  aspectRatio,
}: ImagePopupProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const later = (next: boolean, delay: number) => {
    cancel();
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const now = (next: boolean) => {
    cancel();
    setOpen(next);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      now(false);
    }
  };

  return (
    <span
      className="image-popup"
      onMouseEnter={() => later(true, showDelay)}
      onMouseLeave={() => later(false, hideDelay)}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="image-popup-thumb"
        aria-expanded={open}
        onFocus={() => now(true)}
        onBlur={() => now(false)}
        onClick={() => now(true)}
      >
        <img src={src} alt={alt} loading="lazy" style={aspectRatio ? { height: thumbHeight, aspectRatio } : { height: thumbHeight }} />
      </button>
      {open && (
        <span className="image-popup-full">
          <img src={src} alt={`${alt} (enlarged)`} style={{ height: fullHeight }} />
        </span>
      )}
    </span>
  );
}
