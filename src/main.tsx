import './app/styles.scss';

/** The longest the app waits for the first paint: a browser that never reports one still starts. */
const FIRST_PAINT_BOUND_MS = 1000;

// index.html's header paints as soon as these styles have arrived. The app's code is asked for once
// that paint has happened, or after FIRST_PAINT_BOUND_MS: on a slow phone network the styles have the bandwidth to
// themselves first (docs/decisions/001-start-after-first-paint.md). The page's first answer does not wait:
// /early.js (src/app/early/) has asked for it beside the styles.
function afterFirstPaint(): Promise<void> {
  // A page opened in a background tab paints nothing until shown: it starts at once.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(() => done(), FIRST_PAINT_BOUND_MS);
    function done(): void {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

void afterFirstPaint()
  .then(() => import('./app/start'))
  .then(({ start }) => start());
