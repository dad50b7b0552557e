import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index';

/** Starts the service worker before the app renders, then shows the scenario switch. */
export async function startBrowserMocks(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  const { mountScenarioControl } = await import('./ScenarioControl');
  mountScenarioControl();
}
