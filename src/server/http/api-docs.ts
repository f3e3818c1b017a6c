import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiTags } from '../../shared/api/contract.js';
import { API_PREFIX, isApiPath } from '../../shared/api/endpoints.js';

/** The browsable API reference; its OpenAPI document is at `${API_DOCS_PATH}/json`. */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;

/** True for the reference's page, its assets and its document: a browser renders them as a page. */
export const isApiDocsUrl = (url: string) =>
  url.startsWith(API_DOCS_PATH) && /^(?:[/?]|$)/.test(url.slice(API_DOCS_PATH.length));

const TITLE = 'Lekker Living API';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The API as OpenAPI (docs/decisions/0011), from the routes' schemas: every contract endpoint and the few
 * registered by hand. Must run before the routes are registered; only /api/ routes are described
 * (pages, robots.txt, the sitemaps and /media are not the API). Swagger UI's assets are served from
 * node_modules, not a CDN.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: TITLE,
        version,
        description:
          'JSON under /api; errors are `{ "error": { "code", "message", "fields"? } }` with a 4xx status. Money is integer cents. Mutations take JSON only, and a browser\'s cross-site request is refused.',
      },
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
    },
    transform: (document) =>
      isApiPath(document.url) ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, theme: { title: TITLE } });
}
