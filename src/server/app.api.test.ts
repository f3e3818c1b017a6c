import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../shared/api/endpoints.js';
import type { PublicConfig } from '../shared/schemas/config.js';
import { API_DOCS_PATH } from './http/api-docs.js';
import { createTestApp, json, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('gives the public settings the storefront needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(json<PublicConfig>(res)).toEqual({
      whatsappNumber: '27215550123',
      adminCurrencySymbol: '$',
      business: null,
      privacy: { officerName: null, officerEmail: null },
      eft: {
        bankName: 'First National Bank',
        accountHolder: 'Lekker Living (Pty) Ltd',
        accountNumber: '62812345678',
        branchCode: '250655',
      },
      payfastEnabled: false,
      delivery: { standardCents: 9_999, expressCents: 14_999, freeFromCents: 50_000 },
      returns: { returnDays: 30, defectMonths: 6, coolingOffDays: 7 },
      mailConfigured: false,
    });
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' },
    });
  });

  it('sends security headers: a lean set on API answers, the helmet set on everything else', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');

    const media = await t.app.inject({ method: 'GET', url: '/media/unknown.webp' });
    expect(media.headers['content-security-policy']).toContain("default-src 'self'");
    expect(media.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('registers every route from the contract: none beside it but the API reference', () => {
    const declared = new Set(Object.values(endpoints).map(({ method, path }) => `${method} ${path}`));
    const outside = t.app.routeList
      .map(({ method, url }) => ({ method: method === 'HEAD' ? 'GET' : method, url }))
      .filter(({ method, url }) => !declared.has(`${method} ${url}`) && !url.startsWith(API_DOCS_PATH));
    expect(outside).toEqual([]);
  });
});
