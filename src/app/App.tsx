import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { routes } from './routes';

export type Router = ReturnType<typeof createHashRouter>;

/** The app: the providers around the router. Page tests pass a memory router instead of the boot's hash router. */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: Router }): ReactNode {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The site's router: the hash router over every route of the product. */
export function createAppRouter(): Router {
  return createHashRouter(routes);
}
