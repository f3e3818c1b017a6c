import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, type RouterContextProvider, createContext, data } from 'react-router';
import { ApiError } from './api-client';
import { type PageHead, privateHead, simpleHead } from './head/page-head';

/**
 * What a page's route module builds its loader from. A page's module exports its `loader` and its
 * `Component` (src/web/app/routes.tsx lists them); the loader fills the query cache with what the first
 * render reads, through the same query options the component reads it with, and answers the page's
 * head (docs/decisions/0011-server-rendering.md).
 */

/** The query client loaders fill: the browser tab's (main.tsx), or the server render's own (entry-server.tsx). */
export const queryClientContext = createContext<QueryClient>();

export type PageLoaderArgs = LoaderFunctionArgs<Readonly<RouterContextProvider>>;

/** A loader's page address and query client. */
export const pageRequest = ({ request, context }: PageLoaderArgs) => ({
  url: new URL(request.url),
  queryClient: context.get(queryClientContext),
});

/** What every page's loader answers: its head (the server writes it; use-page-head.ts follows it). */
export const pageData = (head: PageHead) => ({ head });

/** The page answers 404, on the server too. */
export const notFound = () => data(null, { status: 404 });

/** An API's refusal (a 4xx) becomes the page's status; anything else stays an error (500). */
export function asPageStatus(error: unknown): never {
  if (error instanceof ApiError && error.status < 500) throw data(null, { status: error.status });
  throw error;
}

/** The loader of a page whose head is all it loads: its content is static, or personal and loaded in the browser. */
const headLoader =
  (head: (origin: string, pathname: string) => PageHead) =>
  ({ request }: PageLoaderArgs) => {
    const { origin, pathname } = new URL(request.url);
    return pageData(head(origin, pathname));
  };

export const infoPageLoader = (title: string) =>
  headLoader((origin, pathname) => simpleHead(origin, title, pathname));

/** A personal page: kept out of search engines' indexes. */
export const privatePageLoader = (title: string) =>
  headLoader((origin, pathname) => privateHead(origin, title, pathname));
