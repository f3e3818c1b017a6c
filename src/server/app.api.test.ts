import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../shared/schemas/config.js';
import { createTestApp, json, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('gives the public settings the storefront needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(json<PublicConfig>(res)).toEqual({ whatsappNumber: '27215550123', adminCurrencySymbol: '$' });
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No such endpoint: GET /api/nothing-here' },
    });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
