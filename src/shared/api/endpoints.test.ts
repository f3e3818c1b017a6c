import { describe, expect, it } from 'vitest';
import { contract } from './contract.js';
import { endpointUrl, endpoints } from './endpoints.js';

describe('endpointUrl', () => {
  it('fills the path params, encoded', () => {
    expect(endpointUrl('getProduct', { params: { id: 'a/b c' } })).toBe('/api/products/a%2Fb%20c');
  });

  it('adds the defined query values only (a cursor read back from JSON may be null)', () => {
    expect(endpointUrl('listProducts', { query: { category: 'gym', sort: undefined, maxPrice: 200 } })).toBe(
      '/api/products?category=gym&maxPrice=200',
    );
    expect(endpointUrl('searchProducts', { query: { q: 'yoga mat', cursor: null as never } })).toBe(
      '/api/search?q=yoga+mat',
    );
    expect(endpointUrl('getCart', {})).toBe('/api/cart');
  });
});

describe('the contract', () => {
  it('gives every endpoint one method and path, each used once, and schemas for its parts', () => {
    const routes = Object.values(endpoints).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, { path }] of Object.entries(endpoints)) {
      const schemas = contract[name as keyof typeof contract];
      expect('params' in schemas, name).toBe(path.includes(':'));
    }
  });

  it('gives a 204, a redirect and a notification kept no body, and every other answer one', () => {
    for (const [name, schemas] of Object.entries(contract)) {
      const noContent =
        ('status' in schemas && (schemas.status === 204 || schemas.status === 303)) ||
        name === 'payfastNotification';
      expect(schemas.response.safeParse(undefined).success, name).toBe(noContent);
    }
  });
});
