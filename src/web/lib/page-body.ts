import type { ReactNode } from 'react';
// The edge build: Node's build runs each render in an AsyncLocalStorage, which on Node 20 turns on
// async hooks for good and makes every promise the server makes afterwards dearer
// (docs/decisions/0036-no-async-hooks.md).
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';

/** How React marks a Suspense boundary it left for the browser to render. */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * A page's HTML once its routes' data is loaded. It renders in one pass unless a lazy part's code
 * has not loaded yet. That pass builds a string, where the stream encodes each piece of text into
 * bytes of its own: about a third of a product page's render (docs/benchmarks.md). A part that
 * suspended leaves a boundary for the browser to render, which a page without JavaScript would
 * never fill. Such a page is streamed instead, and the stream waits for the part.
 */
export async function pageBody(app: ReactNode): Promise<string | ReadableStream<Uint8Array>> {
  const whole = renderToString(app);
  return whole.includes(CLIENT_RENDERED_BOUNDARY) ? renderToReadableStream(app) : whole;
}
