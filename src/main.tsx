import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchOpeningPage } from './app/prefetch';
import { createQueryClient } from './app/queryClient';
import './app/styles.scss';

async function boot(): Promise<void> {
  // Vite replaces the flag at build time, so a production build drops this branch and all mock code.
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { startBrowserMocks } = await import('./mocks/browser');
    await startBrowserMocks();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  // Before the first render (React renders in a later task): the opened page's code and data are on their way while
  // React sets up the shell.
  const queryClient = createQueryClient();
  prefetchOpeningPage(window.location.hash, queryClient);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void boot();
