import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiTags, contract } from '../../shared/api/contract.js';
import { type EndpointKind, type EndpointName, endpoints } from '../../shared/api/endpoints.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, unknown>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: unknown[];
  oneOf?: unknown[];
}

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json<OpenApiDocument>();
});
afterAll(() => t?.close());

/** A route's path as OpenAPI writes it: /api/products/:id is /api/products/{id}. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const operation = (method: string, path: string) => document.paths[openApiPath(path)]?.[method.toLowerCase()];

/** What a schema says of its answer's shape: its type, its properties and which are required. */
function shape(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  return {
    type: schema.type,
    properties: Object.keys(schema.properties ?? {}).sort(),
    required: [...(schema.required ?? [])].sort(),
    variants: (schema.anyOf ?? schema.oneOf)?.length,
    items: shape(schema.items),
  };
}

/** What a successful answer of each kind of endpoint is, when it is not JSON. */
const ANSWER_TYPES: Partial<Record<EndpointKind, string>> = {
  'csv-download': 'text/csv',
  'pdf-download': 'application/pdf',
  'event-stream': 'text/event-stream',
};

/** The API's endpoints (under /api/), each with its name, and whether it is JSON in and out. */
const apiEndpoints = Object.entries(endpoints)
  .filter(([, { path }]) => path.startsWith('/api/'))
  .map(([name, endpoint]) => ({ name: name as EndpointName, ...endpoint }));
const jsonEndpoints = apiEndpoints.filter(({ kind }) => kind === 'json');
/** The endpoints whose body or answer is not JSON (a file, a form, a stream), described all the same. */
const otherEndpoints = apiEndpoints.filter(({ kind }) => kind !== 'json');

describe('the OpenAPI document at /api/docs/json', () => {
  it('is OpenAPI 3 for the Lekker Living API', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Lekker Living API');
  });

  it('describes every JSON endpoint: its method, name, summary, tag and answer schema', () => {
    for (const { name, method, path } of jsonEndpoints) {
      const schemas = contract[name];
      const described = operation(method, path);
      expect(described, `${name}: ${method} ${path}`).toBeDefined();
      expect(described).toMatchObject({ operationId: name, summary: schemas.summary, tags: [schemas.tag] });
      const status = String('status' in schemas ? schemas.status : 200);
      expect(Object.keys(described!.responses), name).toEqual([status]);
      const body = described!.responses[status]!.content?.['application/json']?.schema;
      if (status === '204') {
        expect(body, name).toBeUndefined();
      } else {
        const expected = z.toJSONSchema(schemas.response, { io: 'output', unrepresentable: 'any' });
        expect(shape(body), name).toEqual(shape(expected as JsonSchema));
      }
    }
  });

  it('describes the endpoints that are not JSON in and out', () => {
    for (const { name, method, path, kind } of otherEndpoints) {
      const schemas = contract[name];
      const status = String('status' in schemas ? schemas.status : 200);
      const described = operation(method, path);
      expect(described, `${method} ${path}`).toMatchObject({
        operationId: name,
        summary: expect.any(String),
      });
      expect(Object.keys(described!.responses)).toEqual([status]);
      const type =
        ANSWER_TYPES[kind] ??
        (schemas.response.safeParse(undefined).success ? undefined : 'application/json');
      expect(Object.keys(described!.responses[status]!.content ?? {}), name).toEqual(type ? [type] : []);
    }
  });

  it('describes nothing else: no page, file or sitemap, and each operation has one known tag', () => {
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    const expected = apiEndpoints.map(({ method, path }) => `${method} ${openApiPath(path)}`);
    expect(described.map(({ route }) => route).sort()).toEqual(expected.sort());
    for (const { route, op } of described) {
      expect(op.tags, route).toHaveLength(1);
      expect(Object.keys(apiTags), route).toContain(op.tags![0]);
    }
    for (const page of [
      '/cart/items',
      '/cart/lines',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/{file}',
      '/media/{file}',
    ]) {
      expect(document.paths[page], page).toBeUndefined();
    }
  });
});

describe('the reference at /api/docs', () => {
  it('is a page whose scripts and styles are its own files, allowed by its CSP (no inline script)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("script-src-attr 'none'");
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);

    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/api\/docs\/static\//);
      const file = await t.app.inject({ method: 'GET', url: asset });
      expect(file.statusCode, asset).toBe(200);
    }
  });
});
