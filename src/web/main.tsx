import { type DehydratedState, QueryClientProvider, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  type HydrationState,
  RouterContextProvider,
  RouterProvider,
  createBrowserRouter,
  matchRoutes,
} from 'react-router';
import { HYDRATION_DATA_ID } from '@shared/api/server-render';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { queryClientContext } from './lib/page-route';
import './styles.css';

interface HydrationData {
  router: HydrationState;
  queries: DehydratedState;
}

/** What the server rendered this page from, when it did (the admin panel renders in the browser only). */
function readHydrationData(): HydrationData | undefined {
  const element = document.getElementById(HYDRATION_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationData) : undefined;
}

/** Marks the document once React runs it: a click before then does nothing (browser tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(root: HTMLElement) {
  const server = readHydrationData();
  const queryClient = createQueryClient();
  if (server) {
    hydrate(queryClient, server.queries);
    // The first page's lazy modules load before hydration, so it renders at once as the server did.
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, {
    ...(server && { hydrationData: server.router }),
    // Each navigation's loaders fill this tab's query client.
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(queryClientContext, queryClient);
      return context;
    },
  });
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
        <HydratedMark />
      </QueryClientProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until it is done (as React Router's own client entry does).
  if (server) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void start(root);
