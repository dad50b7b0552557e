import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenInViewProps {
  /** Drawn once the place is in view (or its button pressed): what asks for data. */
  children: ReactNode;
  /** What the place shows until then, given a way to start at once (a button). */
  placeholder: (start: () => void) => ReactNode;
  /** How far ahead of the viewport it starts: the section is ready when the reader gets there. */
  rootMargin?: string;
}

/**
 * A part of a page that asks for its data only once the reader gets to it: a fan-out far down a page (My records on a
 * campaign page, dozens of requests) costs nothing to a visit that never scrolls there. It starts when its place comes
 * within `rootMargin` of the viewport, or on the placeholder's button; where IntersectionObserver is missing (an old
 * browser, jsdom) it starts at once, as the page did before. Once started it stays.
 */
export function WhenInView({ children, placeholder, rootMargin = '200px' }: WhenInViewProps) {
  const [started, setStarted] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = place.current;
    if (started || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setStarted(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [started, rootMargin]);
  if (started) return children;
  return (
    <div ref={place} className="when-in-view">
      {placeholder(() => {
        setStarted(true);
      })}
    </div>
  );
}
