import './app/styles.scss';
import { warmFonts } from './app/fontWarmup';

// index.html's header paints as soon as these styles have arrived. The app's code (about 100 KB) is asked for only
// once that paint has happened: on a slow phone network the styles then have the bandwidth to themselves, and the
// header shows before the code has arrived and run, instead of after. The page's first answer does not wait:
// public/early.js has asked for it beside the styles.
function afterFirstPaint(): Promise<void> {
  // A page opened in a background tab paints nothing until shown: it starts at once.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // Every browser the site supports records the first contentful paint; one that does not starts at once.
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

void afterFirstPaint()
  .then(() => {
    // While the code downloads, the browser looks up the fonts the page's content will draw with (app/fontWarmup.ts).
    warmFonts();
    return import('./app/start');
  })
  .then(({ start }) => start());
