// The app's start, loaded by src/main.tsx once index.html's header has painted: the mock worker when mocks are on,
// then the app, then the offline worker's registration.
import { bootApp } from './boot';

export async function start(): Promise<void> {
  // /early.js (src/app/early/), an async script, may come after the app's code (from the browser's cache, say): it then leaves
  // the first answer to the app rather than asking it a second time.
  (window as { __tmioStarted?: boolean }).__tmioStarted = true;
  // Vite replaces the flag at build time, so a production build drops this branch and all mock code.
  let keepAnswers = true;
  if (import.meta.env.VITE_MOCKS === 'true') {
    const [{ startBrowserMocks }, { scenarioOf }] = await Promise.all([
      import('../mocks/browser'),
      import('../mocks/scenarios'),
    ]);
    await startBrowserMocks();
    // Answers kept from an earlier visit would hide what a scenario shows (errors, empty lists, slow loading).
    keepAnswers = scenarioOf() === 'normal';
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await bootApp(root, window.location.hash, { keepAnswers });
  // The offline worker of production builds registers once the page has loaded, its code in a chunk of its own.
  if (import.meta.env.PROD && import.meta.env.VITE_MOCKS !== 'true') {
    const register = () => {
      void import('./pwa').then(({ registerWorker }) => registerWorker());
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
