import type { ReactNode } from 'react';
// The edge build: Node's build runs each render in an AsyncLocalStorage, which on Node 20 turns on
// async hooks for good and makes every promise the server makes afterwards dearer
// (docs/decisions/0036-no-async-hooks.md).
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';

/** How React marks a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * A page's HTML, whole, once its routes' data is loaded. It renders in one pass unless a lazy
 * part's code has not loaded yet; that pass builds a string, where React's stream encodes each
 * piece of text into bytes of its own, about a third of a product page's render
 * (docs/benchmarks.md). A part that suspended leaves a boundary for the browser to render, which a
 * page without JavaScript would never fill. Such a page is rendered again as a stream, read once
 * every part is ready, so each part stands in its place rather than after the page, revealed by a
 * script.
 */
export async function pageBody(app: ReactNode): Promise<string> {
  const whole = renderToString(app);
  if (!whole.includes(CLIENT_RENDERED_BOUNDARY)) return whole;
  const stream = await renderToReadableStream(app);
  await stream.allReady;
  return new Response(stream).text();
}
