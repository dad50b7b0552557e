import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { isDds } from '../lib/dds';
import { RemoteImage } from './RemoteImage';

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
      {open && <Enlarged src={src} alt={alt} height={fullHeight} anchor={anchor} />}
    </span>
  );
}

/** The gap kept between the enlarged image and the thumbnail, and between it and the window's edges, in px. */
const GAP = 8;

/** Where the enlarged image goes, in window coordinates: beside the thumbnail where it fits, else centred. */
export function placeEnlarged(
  thumb: { left: number; right: number; top: number; bottom: number },
  size: { width: number; height: number },
  view: { width: number; height: number },
): { left: number; top: number } {
  const fitsRight = thumb.right + GAP + size.width <= view.width - GAP;
  const fitsLeft = thumb.left - GAP - size.width >= GAP;
  const centredLeft = (view.width - size.width) / 2;
  const left = fitsRight ? thumb.right + GAP : fitsLeft ? thumb.left - GAP - size.width : centredLeft;
  // Level with the thumbnail's middle, moved up or down as far as needed to stay in the window.
  const besideTop = (thumb.top + thumb.bottom) / 2 - size.height / 2;
  const top = fitsRight || fitsLeft ? besideTop : (view.height - size.height) / 2;
  const clamp = (value: number, room: number) => Math.max(GAP, Math.min(value, room - GAP));
  return { left: clamp(left, view.width - size.width), top: clamp(top, view.height - size.height) };
}

/**
 * The enlarged image, drawn in the page's main landmark (a portal, outside the row) with fixed coordinates: a table's
 * scroll box, which hides what overflows it, would otherwise cut it off. It sits beside its thumbnail where it fits
 * (right, else left), else centred in the window, and always inside the window; it never widens the page. Measured
 * before paint, again once the image has loaded (its width is known then), and when the window is resized or
 * anything scrolls.
 */
function Enlarged({ src, alt, height, anchor }: { src: string; alt: string; height: string; anchor: RefObject<HTMLElement | null> }) {
  const box = useRef<HTMLSpanElement>(null);
  // Inside the page's main landmark, where assistive technology expects content, yet outside any table's scroll box;
  // document.body where there is none (a component test).
  const [host] = useState<HTMLElement>(() => document.querySelector('main') ?? document.body);
  const [position, setPosition] = useState<{ left: number; top: number }>();
  // Loaded, the image has its width: it is placed again then.
  const [loaded, setLoaded] = useState(false);
  useLayoutEffect(() => {
    const place = () => {
      const element = box.current;
      const thumb = anchor.current;
      if (!element || !thumb) return;
      const view = { width: window.innerWidth, height: window.innerHeight };
      setPosition(placeEnlarged(thumb.getBoundingClientRect(), element.getBoundingClientRect(), view));
    };
    place();
    window.addEventListener('resize', place);
    // Capture: a scrolled table or page moves the thumbnail, and scroll events do not bubble.
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [anchor, loaded]);
  // Until measured it is laid out but unseen, so it never shows in the wrong place first.
  const style: CSSProperties = position ? { left: position.left, top: position.top } : { left: 0, top: 0, visibility: 'hidden' };
  return createPortal(
    <span ref={box} className="image-popup-full" style={style}>
      <img src={src} alt={`${alt} (enlarged)`} style={{ height }} onLoad={() => setLoaded(true)} />
    </span>,
    host,
  );
}
