import { bootApp } from './app/boot';
import './app/styles.scss';

async function boot(): Promise<void> {
  // Vite replaces the flag at build time, so a production build drops this branch and all mock code.
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { startBrowserMocks } = await import('./mocks/browser');
    await startBrowserMocks();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await bootApp(root, window.location.hash);
}

void boot();
