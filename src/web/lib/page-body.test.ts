import { Suspense, createElement, lazy } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { pageBody } from './page-body';

const page = (part: ReturnType<typeof createElement>) =>
  createElement(
    'main',
    null,
    createElement('h1', null, 'Your Order'),
    createElement(Suspense, { fallback: createElement('p', null, 'Loading…') }, part),
  );

const FORM = '<!--$--><form>Rate your items</form><!--/$-->';

describe('pageBody', () => {
  it('renders a page whose parts are all loaded in one pass, as the stream renders it', async () => {
    const app = page(createElement('form', null, 'Rate your items'));
    const body = await pageBody(app);
    expect(body).toContain(FORM);
    expect(body).toBe(await new Response(await renderToReadableStream(app)).text());
  });

  it('waits for a lazy part whose code has not loaded, and renders it in its place', async () => {
    let load!: () => void;
    const loaded = new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) => {
      load = () => resolve({ default: () => createElement('form', null, 'Rate your items') });
    });
    const Reviews = lazy(() => loaded);
    const body = pageBody(page(createElement(Reviews)));
    load();
    // In its place, not in a hidden part that only a script would reveal.
    expect(await body).toBe(`<main><h1>Your Order</h1>${FORM}</main>`);
    // Loaded now: the next page renders in one pass, the same.
    expect(await pageBody(page(createElement(Reviews)))).toBe(await body);
  });
});
