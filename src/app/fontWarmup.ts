// The first time a page draws text in a style (a family, a size, a weight), the browser looks the font up. Where the
// site's first choices are not installed (Segoe UI, Roboto and Helvetica Neue on a Linux desktop), each lookup is a
// call into the system's font matching through the browser process, one to a few milliseconds; a page's first rows
// draw ten or so new styles at once (the table's header, its semibold positions, its monospace times, the small print
// under a name), which made their layout the longest task of a map leaderboard's first view on such a machine. Done
// while the page waits for its code and data, one style per idle moment, the rows' layout finds every font known
// (that layout went from about 29 to about 13 ms, its task from about 60 to about 32 ms, medians of 7 loads).
// A browser without requestIdleCallback (Safari, whose font lookups are cheap) skips it.

/** How many styles styles.scss lists in $warmed-fonts: the nth sample is drawn in the nth (tests/app check both agree). */
export const WARMED_FONT_COUNT = 12;

/**
 * Lays out one invisible sample of each style (the .font-warmup rules), one per idle callback (each a short task: a
 * long one would be what this avoids), then removes them. The fonts stay known to the browser for the visit.
 */
export function warmFonts(): void {
  if (typeof requestIdleCallback !== 'function') return;
  const box = document.body.appendChild(document.createElement('div'));
  box.className = 'font-warmup';
  box.setAttribute('aria-hidden', 'true');
  let left = WARMED_FONT_COUNT;
  const step = () => {
    if (left-- === 0) return box.remove();
    box.appendChild(document.createElement('span')).textContent = 'Aa1';
    // Lays the sample out now, inside this idle moment, rather than in the next frame beside a page's own work.
    box.getBoundingClientRect();
    requestIdleCallback(step);
  };
  requestIdleCallback(step);
}
