import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/styles.scss';

async function boot(): Promise<void> {
  // Vite replaces the flag at build time, so a production build drops this branch and all mock code.
  if (import.meta.env.VITE_MOCKS === 'true') {
    const { startBrowserMocks } = await import('./mocks/browser');
    await startBrowserMocks();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
