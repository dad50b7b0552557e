import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { routes } from './routes';

type Router = ReturnType<typeof createHashRouter>;

/** The providers around the router: shared by the app and by page tests (with a memory router). */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: Router }): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The app with the client the boot made (it may already be fetching the opened page's data). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() => createHashRouter(routes));
  return <AppProviders queryClient={queryClient} router={router} />;
}
