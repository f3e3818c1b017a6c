import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiTags, contract } from '../../shared/api/contract.js';
import { type EndpointName, endpoints } from '../../shared/api/endpoints.js';
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

/** The routes registered by hand (not JSON in and out), described all the same. */
const byHand = [
  {
    method: 'GET',
    path: '/api/events',
    operationId: 'streamEvents',
    status: '200',
    type: 'text/event-stream',
  },
  {
    method: 'POST',
    path: '/api/admin/media',
    operationId: 'uploadImage',
    status: '201',
    type: 'application/json',
  },
  { method: 'POST', path: '/api/payments/payfast/notify', operationId: 'payfastNotification', status: '200' },
  // The CSV files (issue 11 §4).
  { method: 'GET', path: '/api/admin/products/export', operationId: 'exportProducts', status: '200' },
  {
    method: 'POST',
    path: '/api/admin/products/import/preview',
    operationId: 'previewProductImport',
    status: '200',
    type: 'application/json',
  },
  {
    method: 'POST',
    path: '/api/admin/products/import',
    operationId: 'importProducts',
    status: '200',
    type: 'application/json',
  },
  { method: 'GET', path: '/api/admin/orders/export', operationId: 'exportOrders', status: '200' },
];

describe('the OpenAPI document at /api/docs/json', () => {
  it('is OpenAPI 3 for the Lekker Living API', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Lekker Living API');
  });

  it('describes every contract endpoint: its method, name, summary, tag and answer schema', () => {
    for (const [name, { method, path }] of Object.entries(endpoints)) {
      const schemas = contract[name as EndpointName];
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

  it('describes the routes that are not JSON in and out', () => {
    for (const { method, path, operationId, status, type } of byHand) {
      const described = operation(method, path);
      expect(described, `${method} ${path}`).toMatchObject({ operationId, summary: expect.any(String) });
      expect(Object.keys(described!.responses)).toEqual([status]);
      if (type) expect(Object.keys(described!.responses[status]!.content ?? {})).toEqual([type]);
    }
  });

  it('describes nothing else: no page, file or sitemap, and each operation has one known tag', () => {
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
    );
    const expected = [
      ...Object.values(endpoints).map(({ method, path }) => `${method} ${openApiPath(path)}`),
      ...byHand.map(({ method, path }) => `${method} ${path}`),
    ];
    expect(described.map(({ route }) => route).sort()).toEqual(expected.sort());
    for (const { route, op } of described) {
      expect(op.tags, route).toHaveLength(1);
      expect(Object.keys(apiTags), route).toContain(op.tags![0]);
    }
    for (const page of ['/cart/items', '/robots.txt', '/sitemap.xml', '/sitemaps/{file}', '/media/{file}']) {
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
