import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { isDds } from '../lib/dds';
import { idleModule } from '../lib/idleModule';
import { RemoteImage } from './RemoteImage';
import { useIdleModule } from './useIdleModule';

// The enlarged image's code (placing it beside the thumbnail, following scrolls) is not needed to draw a list of
// thumbnails: a chunk of its own, loaded once the page has loaded, or at the first hover, focus or tap if that is
// sooner. The first view of a page of thumbnails (the Track of the Day) is lighter so.
const enlargedModule = idleModule(() => import('./ImagePopupEnlarged'));

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
 * The .dds rule and failed loads, for every user of the popup: a .dds texture (no browser shows one) becomes the
 * "(download dds)" link; a thumbnail that fails to load, or has no address, becomes a quiet empty box of the thumbnail's size, named by its
 * alternative text, so neither a broken-image icon nor the alternative text spills into the row, and the row keeps its
 * height. Without an aspect ratio the box is square.
 */
export function ImagePopup(props: ImagePopupProps) {
  const { src, alt, thumbHeight = '3em', aspectRatio } = props;
  // The failed address, not a flag: a new address gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (isDds(src)) return <RemoteImage src={src} alt={alt} />;
  if (src === '' || failedSrc === src) {
    return (
      <span
        className="image-popup-missing"
        role="img"
        aria-label={`${alt} (not available)`}
        title="Image not available"
        style={{ height: thumbHeight, aspectRatio: aspectRatio ?? '1 / 1' }}
      />
    );
  }
  return <Popup {...props} onFail={() => setFailedSrc(src)} />;
}

/**
 * A thumbnail that shows an enlarged copy next to it: on hover (after a short delay, so sweeping the pointer across a
 * table does not flash every image), on keyboard focus and on a tap; Escape, blur and leaving close it.
 * The thumbnail is a button so keyboard and touch users reach it; the popup ignores the pointer, so it never covers
 * what the user moves to next.
 */
function Popup({
  src,
  alt,
  showDelay = IMAGE_POPUP_SHOW_DELAY_MS,
  hideDelay = IMAGE_POPUP_HIDE_DELAY_MS,
  thumbHeight = '3em',
  fullHeight = '25em',
  aspectRatio,
  onFail,
}: ImagePopupProps & { onFail: () => void }) {
  const [open, setOpen] = useState(false);
  const thumbStyle: CSSProperties = aspectRatio ? { height: thumbHeight, aspectRatio } : { height: thumbHeight };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const anchor = useRef<HTMLButtonElement>(null);

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
        ref={anchor}
        type="button"
        className="image-popup-thumb"
        aria-expanded={open}
        onFocus={() => now(true)}
        onBlur={() => now(false)}
        onClick={() => now(true)}
      >
        <img src={src} alt={alt} loading="lazy" style={thumbStyle} onError={onFail} />
      </button>
      {open && <OpenEnlarged src={src} alt={alt} height={fullHeight} anchor={anchor} />}
    </span>
  );
}

/** The open enlarged image: drawn once its code is here, asked for (and drawn on arrival) when it is not yet. */
function OpenEnlarged(props: { src: string; alt: string; height: string; anchor: RefObject<HTMLElement | null> }) {
  const module = useIdleModule(enlargedModule);
  return module ? <module.Enlarged {...props} /> : null;
}
