import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../../session/SessionProvider';
import { useTitleReset } from '../../components/useTitle';
import { ProgressBar } from '../../components/ProgressBar';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { useTopOfNewPage } from './useTopOfNewPage';

// The notes (offline, a new version, "Data as of") are rare and quiet: their code loads after the first view's.
const ShellNotes = lazy(() => import('./ShellNotes').then((m) => ({ default: m.ShellNotes })));

/** The frame around every page. Pages load lazily inside it, so the tabs work while one loads. */
export function Shell({ children }: { children?: ReactNode }) {
  useTitleReset();
  useTopOfNewPage();
  return (
    <SessionProvider>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <NavBar />
      <main id="main-content" className="site-main section" tabIndex={-1}>
        <div className="container">
          <Suspense fallback={null}>
            <ShellNotes />
          </Suspense>
          <Suspense fallback={<ProgressBar label="Loading page…" />}>{children ?? <Outlet />}</Suspense>
        </div>
      </main>
      <Footer />
    </SessionProvider>
  );
}
