import { createElement, lazy, Suspense } from 'react';
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

const textOf = async (body: string | ReadableStream<Uint8Array>) =>
  typeof body === 'string' ? body : new Response(body).text();

describe('pageBody', () => {
  it('renders a page whose parts are all loaded in one pass, as the stream renders it', async () => {
    const app = page(createElement('form', null, 'Rate your items'));
    const body = await pageBody(app);
    expect(typeof body).toBe('string');
    expect(body).toBe(await new Response(await renderToReadableStream(app)).text());
  });

  it('streams a page whose lazy part has not loaded, and the stream holds the part', async () => {
    let load!: () => void;
    const loaded = new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) => {
      load = () => resolve({ default: () => createElement('form', null, 'Rate your items') });
    });
    const Reviews = lazy(() => loaded);
    const body = pageBody(page(createElement(Reviews)));
    load();
    const resolved = await body;
    expect(typeof resolved).not.toBe('string');
    expect(await textOf(resolved)).toContain('<form>Rate your items</form>');
    // Loaded now: the next page renders in one pass.
    const next = await pageBody(page(createElement(Reviews)));
    expect(next).toContain('<form>Rate your items</form>');
    expect(typeof next).toBe('string');
  });
});
