import fs from 'node:fs';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HYDRATION_DATA_ID,
  type InProcessCall,
  type ServerRenderer,
} from '../../shared/api/server-render.js';
import { isApiPath } from '../../shared/api/endpoints.js';
import { MEDIA_FOLDER } from '../../shared/media.js';
import { PATHS, isAdminPath, isAppPath } from '../../shared/routes.js';
import { chooseEncoding, compressingStream } from '../http/compression.js';
import { callInProcess } from '../http/endpoint-routes.js';
import { sendEndpointNotFound } from '../http/errors.js';
import { publicOrigin } from '../http/public-origin.js';
import type { ResponseCache } from '../http/response-cache.js';
import { isAnonymous } from './anonymous.js';

const HTML = 'text/html; charset=utf-8';
const ROOT = '<div id="root"></div>';

/**
 * The built index.html cut where the server-rendered parts go. Its own title and description are
 * the browser-only fallback (the admin panel, `npm run dev`); a rendered page brings its own.
 */
function pageTemplate(indexHtml: string, distRoot: string) {
  const html = lowPriorityScripts(inlineStylesheets(indexHtml, distRoot))
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> before its #root');
  return {
    head: html.slice(0, headEnd),
    bodyStart: `${html.slice(headEnd, root)}<div id="root">`,
    bodyEnd: (data: string) =>
      `</div><script type="application/json" id="${HYDRATION_DATA_ID}">${data}</script>${html.slice(root + ROOT.length)}`,
  };
}

/**
 * The stylesheet in the page itself: a phone on a slow network paints the page one round trip
 * sooner (about 7 KB once compressed with the page; the CSP allows inline styles, for Radix).
 */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_tag, file: string) => {
      const css = fs.readFileSync(path.join(root, file), 'utf8');
      return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
    },
  );
}

/**
 * The app's code after the page's own bytes: the rendered page is readable without it, so on a slow
 * network the HTML and the largest image come first, and the code hydrates the page after.
 */
const lowPriorityScripts = (html: string) =>
  html.replace(/<(script type="module"|link rel="modulepreload")/g, '$& fetchpriority="low"');

async function loadRenderer(ssrDir: string): Promise<ServerRenderer> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) throw new Error(`No server renderer at ${entry}: run npm run build`);
  const module = (await import(pathToFileURL(entry).href)) as { renderer: ServerRenderer };
  return module.renderer;
}

/** Neither a cart nor a signed-in session: the page is the same for every such visitor. */
export interface PagesOptions {
  /** The browser build (index.html and assets); the server renderer is built beside it, in ../ssr. */
  distDir: string;
  publicUrl: string | undefined;
  /** Anonymous pages are kept like the catalogue's answers, and cleared with them. */
  cache: ResponseCache;
}

/**
 * Serves the storefront (docs/decisions/0011): hashed assets cached for good; every shopper page rendered on
 * the server, with its status (404 for an unknown path or product, docs/specification.md §2); the admin panel as
 * the bare page the browser renders. Returns false when there is no build (API only, as in the API
 * tests and `npm run dev`).
 */
export async function registerPages(
  app: FastifyInstance,
  { distDir, publicUrl, cache }: PagesOptions,
): Promise<boolean> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const template = pageTemplate(indexHtml, root);
  const renderer = await loadRenderer(path.join(root, '..', 'ssr'));

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    // Brotli and gzip copies made at build time (scripts/compress-assets.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(root, 'assets'));
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const anonymous = isAnonymous(request.cookies);
    if (anonymous) {
      const cached = cache.sendFresh(request, reply);
      if (cached) return cached;
    }
    const call: InProcessCall = (name, input) => callInProcess(app, name, input, request, reply);
    const page = await renderer.renderPage({
      url: request.url,
      origin: publicOrigin(publicUrl, request),
      call,
    });
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    const { status, head, body, data } = page;
    if (status === 404) {
      const pathname = request.url.split('?')[0] ?? '/';
      const what = isAppPath(pathname) ? 'unknown or inactive product' : 'unknown path';
      request.log.warn({ path: pathname }, `404: ${what}`);
    }

    const chunks: Buffer[] = [];
    async function* document() {
      for (const text of [template.head, head, template.bodyStart]) {
        const chunk = Buffer.from(text);
        chunks.push(chunk);
        yield chunk;
      }
      const reader = body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        const chunk = Buffer.from(part.value);
        chunks.push(chunk);
        yield chunk;
      }
      const end = Buffer.from(template.bodyEnd(data));
      chunks.push(end);
      yield end;
      if (anonymous) cache.keep(request, status, Buffer.concat(chunks), HTML);
    }
    reply
      .status(status)
      .type(HTML)
      .header('cache-control', anonymous ? 'no-cache' : 'private, no-cache')
      .header('vary', 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(Readable.from(document()));
    const compressed = pipeline(Readable.from(document()), compressingStream(encoding), (error) => {
      if (error) request.log.error({ err: error }, 'page not sent');
    });
    return reply.header('content-encoding', encoding).send(compressed);
  }

  const browserOnly = (reply: FastifyReply) =>
    reply.type(HTML).header('cache-control', 'no-cache').send(indexHtml);

  // Each screen is a route of its own: otherwise it would fall through the static files' wildcard,
  // which looks for a file of that name (three, with the compressed copies) on every request.
  for (const screen of new Set(Object.values(PATHS))) {
    app.get(screen, isAdminPath(screen) ? (_request, reply) => browserOnly(reply) : renderPage);
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = isApiPath(pathname) || pathname.startsWith(MEDIA_FOLDER);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendEndpointNotFound(request, reply);
    }
    if (isAdminPath(pathname)) {
      if (!isAppPath(pathname)) request.log.warn({ path: pathname }, '404: unknown path');
      return browserOnly(reply.status(isAppPath(pathname) ? 200 : 404));
    }
    return renderPage(request, reply);
  });
  return true;
}
