import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { routes } from './routes';
import { createQueryClient } from './queryClient';
import { prefetchOpeningPage } from './prefetch';

type Router = ReturnType<typeof createHashRouter>;

/** The providers around the router: shared by the app and by page tests (with a memory router). */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: Router }): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchOpeningPage(window.location.hash, client);
    return client;
  });
  const [router] = useState(() => createHashRouter(routes));
  return <AppProviders queryClient={queryClient} router={router} />;
}
