// The enlarged image of src/components/ImagePopup.tsx, in a chunk of its own: a list of thumbnails draws without it.
import { useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';

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
export function Enlarged({
  src,
  alt,
  height,
  anchor,
}: {
  src: string;
  alt: string;
  height: string;
  anchor: RefObject<HTMLElement | null>;
}) {
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
  const style: CSSProperties = position
    ? { left: position.left, top: position.top }
    : { left: 0, top: 0, visibility: 'hidden' };
  return createPortal(
    <span ref={box} className="image-popup-full" style={style}>
      <img src={src} alt={`${alt} (enlarged)`} style={{ height }} onLoad={() => setLoaded(true)} />
    </span>,
    host,
  );
}
