import { describe, expect, it } from 'vitest';
import { adminProductsQuerySchema } from '@shared/schemas/admin-products';
import { isFiltered, parseLeniently } from './admin-list';

describe("an admin list's address", () => {
  it('keeps every value the endpoint takes, coerced as the server does', () => {
    expect(
      parseLeniently(adminProductsQuerySchema, {
        q: ' mug ',
        category: 'gym',
        page: '3',
        sort: 'price',
        dir: 'asc',
      }),
    ).toEqual({ q: 'mug', category: 'gym', page: 3, sort: 'price', dir: 'asc' });
  });

  it('leaves out a value it refuses and a name it does not know, and keeps the rest', () => {
    expect(
      parseLeniently(adminProductsQuerySchema, {
        fbclid: 'x1',
        category: 'garden',
        page: '2',
        status: 'draft',
      }),
    ).toEqual({ page: 2, status: 'draft' });
    expect(parseLeniently(adminProductsQuerySchema, { page: '0', utm_source: 'mail' })).toEqual({});
  });
});

describe("an admin list's empty state", () => {
  it('says nothing matches only when a search or a filter leaves rows out', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ page: 2, sort: 'price', dir: 'asc' })).toBe(false);
    expect(isFiltered({ q: 'mug' })).toBe(true);
    expect(isFiltered({ status: 'pending', page: 1 })).toBe(true);
  });
});
