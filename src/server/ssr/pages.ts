import fs from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HYDRATION_DATA_ID,
  type InProcessCall,
  type PersonalState,
  type ServerRenderer,
} from '../../shared/api/server-render.js';
import { isApiPath } from '../../shared/api/endpoints.js';
import { MEDIA_FOLDER } from '../../shared/media.js';
import { PATHS, SHARED_PAGES, isAdminPath, isAppPath } from '../../shared/routes.js';
import type { SessionUser } from '../../shared/schemas/auth.js';
import { chooseEncoding, compressingStream } from '../http/compression.js';
import { type KeptPart, join, keep } from '../http/gzip-join.js';
import { callInProcess } from '../http/endpoint-routes.js';
import { sendEndpointNotFound } from '../http/errors.js';
import { publicOrigin } from '../http/public-origin.js';
import type { EarlyAnswer } from '../http/http-app.js';
import { REQUEST_ID_HEADER } from '../http/request-id.js';
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

export interface PagesOptions {
  /** The browser build (index.html and assets); the server renderer is built beside it, in ../ssr. */
  distDir: string;
  publicUrl: string | undefined;
  /**
   * The shared screens, rendered for anonymous visitors, are kept like the catalogue's answers, and
   * cleared with them.
   */
  cache: ResponseCache;
  /** Who the visitor is and what their cart counts: the parts of a shared page that are theirs. */
  personalState: (cookies: Cookies) => Promise<PersonalState>;
}

/** A request's cookies by name. */
export type Cookies = Partial<Record<string, string>>;

/**
 * A shared page joined for a visitor before Fastify (docs/decisions/0026, 0029): undefined when it
 * is not ready to be (not kept, not cut yet: Fastify's path does that), else what it sent once it
 * has read the visitor's state.
 */
export type JoinEarly = (
  request: IncomingMessage,
  response: ServerResponse,
  added: { security: Record<string, string>; requestId: string },
  cookies: Cookies,
) => Promise<EarlyAnswer> | undefined;

/** A kept page without its anonymous header parts, cut where a visitor's go (docs/decisions/0029). */
interface JoinablePage {
  /** Before the header's parts, between them and the hydration data, from there on. */
  parts: [Buffer, Buffer, Buffer];
  /** The same, compressed once, made when a client first takes gzip. */
  gzip?: KeptPart[];
}

/** At most this many header variants (signed in or not, by cart count) are kept rendered. */
const HEADER_VARIANTS = 200;

/** Whom a signed-in visitor's header parts are rendered for. */
const SIGNED_IN: SessionUser = {
  id: 'signed-in',
  fullName: 'Shopper',
  email: 'shopper@example.invalid',
  roles: [],
};

/** Gzip, when the client takes it: Brotli streams cannot be joined. */
const takesGzip = (headers: IncomingHttpHeaders) =>
  chooseEncoding(headers['accept-encoding'], ['gzip']) !== undefined;

/** A joined page's headers: for this visitor alone, kept by no cache. */
const joinedHeaders = (gzip: boolean): Record<string, string> => ({
  'content-type': HTML,
  'cache-control': 'private, no-cache',
  vary: 'accept-encoding',
  ...(gzip && { 'content-encoding': 'gzip' }),
});

/** An early joined answer's head but its length and request id, made once per set of security headers. */
const joinedHeads = new WeakMap<
  Record<string, string>,
  Record<'gzip' | 'identity', Record<string, string>>
>();
function joinedHead(security: Record<string, string>, gzip: boolean): Record<string, string> {
  let heads = joinedHeads.get(security);
  if (!heads) {
    heads = {
      gzip: { ...security, ...joinedHeaders(true) },
      identity: { ...security, ...joinedHeaders(false) },
    };
    joinedHeads.set(security, heads);
  }
  return gzip ? heads.gzip : heads.identity;
}

/**
 * Serves the storefront (docs/decisions/0011): hashed assets cached for good; every shopper page rendered on
 * the server, with its status (404 for an unknown path or product, docs/specification.md §2); the admin panel as
 * the bare page the browser renders. Answers how a shared page is joined for a visitor before Fastify;
 * undefined when there is no build (API only, as in the API tests and `npm run dev`).
 */
export async function registerPages(
  app: FastifyInstance,
  { distDir, publicUrl, cache, personalState }: PagesOptions,
): Promise<{ joinEarly: JoinEarly } | undefined> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
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

  const headers = new Map<string, Promise<Buffer>>();
  /**
   * The header's parts for a state, as React renders them: one per signed-in-or-not and count,
   * rendered for a stand-in shopper, so that no one's details can reach another's page through them
   * (they show none today).
   */
  function headerAccount({ session, cartCount }: PersonalState): Promise<Buffer> {
    const key = `${session.user ? 'in' : 'out'} ${cartCount}`;
    let header = headers.get(key);
    if (!header) {
      if (headers.size >= HEADER_VARIANTS) headers.clear();
      const user = session.user && SIGNED_IN;
      header = renderer
        .renderHeaderAccount({ session: { user }, cartCount })
        .then((html) => Buffer.from(html));
      // A failed render is not kept: the next request tries again.
      header.catch(() => headers.delete(key));
      headers.set(key, header);
    }
    return header;
  }
  const ANONYMOUS: PersonalState = { session: { user: null }, cartCount: 0 };
  /** A screen every visitor sees alike but for the header's parts (docs/decisions/0029). */
  const isSharedScreen = (request: FastifyRequest) => SHARED_PAGES.has(request.routeOptions.url ?? '');
  const HYDRATION_DATA = Buffer.from(`<script type="application/json" id="${HYDRATION_DATA_ID}">`);

  /** Kept per kept page (a body is kept once per entry): gone when the cache lets the page go. */
  const joinable = new WeakMap<Buffer, JoinablePage | null>();
  /**
   * The kept page cut around its anonymous header parts, which must be found exactly once before
   * the hydration data; null when they are not (the page is then rendered for the visitor). The
   * parts are views of the kept page's bytes, so they hold no memory of their own.
   */
  async function joinableOf(body: Buffer): Promise<JoinablePage | null> {
    if (joinable.has(body)) return joinable.get(body)!;
    const anonymous = await headerAccount(ANONYMOUS);
    const at = body.indexOf(anonymous);
    const data = body.lastIndexOf(HYDRATION_DATA);
    const page: JoinablePage | null =
      at < 0 || body.includes(anonymous, at + 1) || data < at + anonymous.length
        ? null
        : {
            parts: [body.subarray(0, at), body.subarray(at + anonymous.length, data), body.subarray(data)],
          };
    joinable.set(body, page);
    return page;
  }

  /**
   * A shared page for a visitor with a cart or a session (docs/decisions/0029): the page kept for
   * anonymous visitors (rendered without the visitor's cookies when none is kept), with the header's
   * parts rendered for the visitor and their state for the browser joined in; gzip joins compressed
   * parts. False (nothing sent) when the page is not shared or cannot be joined. (A boolean: a
   * reply is a thenable, which an async function's promise would wait for and swallow.)
   */
  async function sendJoined(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!isSharedScreen(request)) return false;
    let kept = cache.keptPage(request.url);
    if (!kept) {
      // As an anonymous visitor would ask, uncompressed (the cache keeps the page's own bytes).
      const { cookie: _visitor, [REQUEST_ID_HEADER]: _id, ...anonymous } = request.headers;
      await app.inject({
        method: 'GET',
        url: request.url,
        headers: { ...anonymous, 'accept-encoding': 'identity' },
      });
      kept = cache.keptPage(request.url);
    }
    const page = kept && (await joinableOf(kept.body));
    if (!kept || !page) return false;
    const gzip = takesGzip(request.headers);
    if (gzip && !page.gzip) {
      page.gzip = keep(page.parts);
      // Kept as long as the page: counted with it against the cache's bound.
      cache.keptWith(
        request.url,
        kept.body,
        page.gzip.reduce((bytes, part) => bytes + part.deflated.length, 0),
      );
    }
    const body = await joined(page, await personalState(request.cookies), gzip);
    reply.status(kept.status).headers(joinedHeaders(gzip)).send(Buffer.concat(body));
    return true;
  }

  /** The kept page with the visitor's parts, in gzip when `gzip` (its parts compressed already). */
  async function joined(page: JoinablePage, state: PersonalState, gzip: boolean): Promise<Buffer[]> {
    const between = [await headerAccount(state), Buffer.from(renderer.personalData(state))];
    if (gzip) return join(page.gzip!, between);
    return [page.parts[0], between[0]!, page.parts[1], between[1]!, page.parts[2]];
  }

  const joinEarly: JoinEarly = (request, response, { security, requestId }, cookies) => {
    const kept = cache.keptPage(request.url ?? '/');
    const page = kept && SHARED_PAGES.has(kept.route ?? '') ? joinable.get(kept.body) : undefined;
    const gzip = takesGzip(request.headers);
    if (!kept?.route || !page || (gzip && !page.gzip)) return undefined;
    const route = kept.route;
    return (async () => {
      const chunks = await joined(page, await personalState(cookies), gzip);
      const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      // The chunks as they are, in one write: the page's parts are not copied for each visitor.
      response.cork();
      response.writeHead(kept.status, {
        ...joinedHead(security, gzip),
        'content-length': String(length),
        [REQUEST_ID_HEADER]: requestId,
      });
      for (const chunk of chunks) response.write(chunk);
      response.end();
      return { status: kept.status, route };
    })();
  };

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const anonymous = isAnonymous(request.cookies);
    if (anonymous) {
      const cached = cache.sendFresh(request, reply);
      if (cached) return cached;
    } else if (await sendJoined(request, reply)) {
      return reply;
    }
    // Kept, by this cache or any other, only when every visitor sees it alike: an order opened by the
    // key in its address is not. Taken before the page's reads: a change cleared meanwhile is not kept.
    const shared = anonymous && isSharedScreen(request);
    const keep = shared ? cache.keeper(request) : undefined;
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
      const what = isAppPath(pathname)
        ? 'unknown or inactive product, or an order not found'
        : 'unknown path';
      request.log.warn({ path: pathname }, `404: ${what}`);
    }

    const html = Buffer.from(`${template.head}${head}${template.bodyStart}${body}${template.bodyEnd(data)}`);
    keep?.(status, html, HTML);
    reply
      .status(status)
      .type(HTML)
      .header('cache-control', shared ? 'no-cache' : 'private, no-cache')
      .header('vary', 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html);
    const compressed = pipeline(Readable.from([html]), compressingStream(encoding), (error) => {
      if (error) request.log.error({ err: error }, 'page not sent');
    });
    return reply.header('content-encoding', encoding).send(compressed);
  }

  const browserOnly = (reply: FastifyReply) =>
    reply.type(HTML).header('cache-control', 'no-cache').send(indexHtml);

  // Each screen is a route of its own: otherwise it would fall through the static files' wildcard,
  // which looks for a file of that name (three, with the compressed copies) on every request.
  const screens = new Set(Object.values(PATHS));
  for (const screen of screens) {
    app.get(screen, isAdminPath(screen) ? (_request, reply) => browserOnly(reply) : renderPage);
  }
  // A form of a server-rendered page sent before it hydrated, or without JavaScript, posts to the
  // page (src/web/components/form/form.tsx): it gets the page again, what was sent read by no one.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, _body, done) =>
      done(null),
    );
    for (const screen of screens) {
      if (isAdminPath(screen) || app.hasRoute({ method: 'POST', url: screen })) continue;
      scope.post(screen, (request, reply) => reply.redirect(request.url, 303));
    }
  });
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
  return { joinEarly };
}
