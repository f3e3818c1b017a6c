import { type DehydratedState, type QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  type HydrationState,
  RouterContextProvider,
  RouterProvider,
  createBrowserRouter,
  matchRoutes,
} from 'react-router';
import { HYDRATION_DATA_ID, PERSONAL_DATA_ID, type PersonalState } from '@shared/api/server-render';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { queryClientContext } from './lib/page-route';
import { queryKeys } from './lib/query-keys';
import './styles.css';

interface HydrationData {
  router: HydrationState;
  queries: DehydratedState;
}

const readJson = <T,>(id: string): T | undefined => {
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : undefined;
};

/**
 * A shared page answered with the visitor's parts joined in (docs/decisions/0029): its data is the
 * anonymous page's, so the visitor's session and cart count replace the anonymous ones before
 * hydrating, as the joined header shows them.
 */
function applyPersonalState(queryClient: QueryClient, personal: PersonalState) {
  queryClient.setQueryData(queryKeys.session, personal.session);
  queryClient.removeQueries({ queryKey: queryKeys.cart, exact: true });
  queryClient.setQueryData(queryKeys.cartCount, personal.cartCount);
}

/** Marks the document once React runs it: a click before then does nothing (browser tests wait for it). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(root: HTMLElement) {
  // What the server rendered this page from, when it did (the admin panel renders in the browser only).
  const server = readJson<HydrationData>(HYDRATION_DATA_ID);
  const queryClient = createQueryClient();
  if (server) {
    hydrate(queryClient, server.queries);
    const personal = readJson<PersonalState>(PERSONAL_DATA_ID);
    if (personal) applyPersonalState(queryClient, personal);
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
