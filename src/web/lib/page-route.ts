import type { QueryClient } from '@tanstack/react-query';
import {
  type LoaderFunctionArgs,
  type Params,
  type RouterContextProvider,
  createContext,
  data,
} from 'react-router';
import { configQuery } from '@web/api/config';
import { ApiError } from './api-client';
import { policyRand } from './delivery-words';
import { type PageHead, privateHead, shopDescription, simpleHead } from './head/page-head';

/**
 * What a page's route module declares itself with. It exports its `loader`, its `Component` and its
 * `head` (src/web/app/routes.tsx lists the modules): the loader fills the query cache with what the
 * first render reads, through the same query options the component reads it with, and the head is
 * built from the same cache (docs/decisions/0011-server-rendering.md).
 */

/** The query client loaders fill: the browser tab's (main.tsx), or the server render's own (entry-server.tsx). */
export const queryClientContext = createContext<QueryClient>();

export type PageLoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/** A loader's page address and query client. */
export const pageRequest = ({ request, context }: PageLoaderArgs) => ({
  url: new URL(request.url),
  queryClient: context.get(queryClientContext),
});

/** What a page's head is built from: its address (absolute, for canonical links), its params and what its loader filled. */
export interface HeadArgs {
  url: URL;
  params: Params;
  queryClient: QueryClient;
}

/** A page's head; undefined when what it is built from is not loaded (the page answered an error). */
export type PageHeadFunction = (args: HeadArgs) => PageHead | undefined;

/** Where React Router keeps a route module's head: the route's handle (routes.tsx puts it there). */
export interface PageHandle {
  head: PageHeadFunction;
}

export const pageHeadOf = (handle: unknown): PageHeadFunction | undefined =>
  typeof handle === 'object' && handle !== null && 'head' in handle ? (handle as PageHandle).head : undefined;

/** The page answers 404, on the server too. */
export const notFound = () => data(null, { status: 404 });

/** What a loader read by the page's address is unknown (404) or malformed (400): the page is not found. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** An API's refusal (a 4xx) becomes the page's status; anything else stays an error (500). */
export function asPageStatus(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw data(null, { status: error.status });
  throw error;
}

/** The shop's description, with the free-delivery threshold of its settings (the site's loader reads them). */
export function shopDescriptionOf(queryClient: QueryClient): string {
  const rates = queryClient.getQueryData(configQuery.queryKey)?.delivery;
  return shopDescription(rates && policyRand(rates.freeFromCents));
}

/** The head of a page whose content is the same for everyone. */
export const infoPageHead =
  (title: string): PageHeadFunction =>
  ({ url, queryClient }) =>
    simpleHead(url.origin, title, url.pathname, shopDescriptionOf(queryClient));

/** The head of a personal page: kept out of search engines' indexes. */
export const privatePageHead =
  (title: string): PageHeadFunction =>
  ({ url, queryClient }) =>
    privateHead(url.origin, title, url.pathname, shopDescriptionOf(queryClient));
