import { type QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
// The edge build, as pages are rendered (lib/page-body.ts).
import { renderToString } from 'react-dom/server.edge';
import {
  RouterContextProvider,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router';
import {
  PERSONAL_DATA_ID,
  type PageRequest,
  type PersonalState,
  type RenderedPage,
  type ServerRenderer,
} from '@shared/api/server-render';
import { HeaderAccount } from '@web/components/layout/site-header';
import { Toaster } from '@web/components/ui/toaster';
import { headHtml, scriptJson } from './lib/head/head-html';
import { pageBody } from './lib/page-body';
import { type PageHead, notFoundHead } from './lib/head/page-head';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { ApiError, setTransport } from './lib/api-client';
import { pageHeadOf, queryClientContext } from './lib/page-route';
import { queryKeys } from './lib/query-keys';

/** One for every page: the route modules load once. */
const handler = createStaticHandler(routes);

type StaticContext = Exclude<Awaited<ReturnType<typeof handler.query>>, Response>;

/** The head of the deepest route that declares one, from what the loaders filled; an error page's otherwise. */
function pageHead(context: StaticContext, url: URL, queryClient: QueryClient): PageHead {
  const match = context.errors
    ? undefined
    : context.matches.findLast(({ route }) => pageHeadOf(route.handle));
  const head = match && pageHeadOf(match.route.handle)?.({ url, params: match.params, queryClient });
  return head ?? notFoundHead(url.origin, url.pathname);
}

/**
 * A shopper's page rendered on the server (docs/decisions/0011-server-rendering.md): the routes'
 * loaders fill a query client of its own through the API's handlers, called in process; the browser
 * hydrates from what it loaded (main.tsx) without fetching it again.
 */
async function renderPage({ url, origin, call }: PageRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient({ server: true });
  setTransport(queryClient, async (name, input) => {
    const outcome = await call(name, input);
    if (outcome.ok) return outcome.data;
    throw new ApiError(outcome.status, outcome.code, outcome.message);
  });
  const requestContext = new RouterContextProvider();
  requestContext.set(queryClientContext, queryClient);
  const address = new URL(url, origin);
  const context = await handler.query(new Request(address), { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Every route's data is loaded by now.
  const body = await pageBody(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  const { loaderData, actionData, errors } = context;
  return {
    kind: 'page',
    status: context.statusCode,
    head: headHtml(pageHead(context, address, queryClient)),
    body,
    data: scriptJson({ router: { loaderData, actionData, errors }, queries: dehydrate(queryClient) }),
  };
}

/** The header's visitor parts alone, under a router as a page's are (its links carry the same attributes). */
const headerAccount = createStaticHandler([{ path: '*', element: <HeaderAccount /> }]);

/**
 * The header's account and cart links for a visitor's state, exactly as a page renders them for it:
 * a shared page is answered with them joined in (docs/decisions/0029).
 */
async function renderHeaderAccount({ session, cartCount }: PersonalState): Promise<string> {
  const queryClient = createQueryClient({ server: true });
  queryClient.setQueryData(queryKeys.session, session);
  queryClient.setQueryData(queryKeys.cartCount, cartCount);
  const context = await headerAccount.query(new Request('http://shop.invalid/'));
  if (context instanceof Response) throw new Error('The header parts answered a redirect');
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(headerAccount.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </QueryClientProvider>,
  );
}

const personalData = (state: PersonalState) =>
  `<script type="application/json" id="${PERSONAL_DATA_ID}">${scriptJson(state)}</script>`;

export const renderer: ServerRenderer = { renderPage, renderHeaderAccount, personalData };
