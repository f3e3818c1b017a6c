import { describe, expect, it } from 'vitest';
import { isAdminPath, isAppPath, searchPath } from './routes.js';

describe('app paths', () => {
  it.each([
    '/',
    '/category/gym',
    '/category/anything',
    '/product/abc',
    '/cart',
    '/search',
    '/returns',
    '/return-policy',
    '/faq',
    '/legal',
  ])('%s is a screen', (path) => expect(isAppPath(path)).toBe(true));
  it.each(['/nope', '/category', '/category/gym/extra', '/product/', '/cart/x'])('%s is not', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
  it('encodes search terms', () => {
    expect(searchPath('100% cotton & more')).toBe('/search?q=100%25%20cotton%20%26%20more');
  });
});

describe('isAdminPath', () => {
  it.each([
    ['/admin', true],
    ['/admin/products', true],
    ['/administrator', false],
    ['/', false],
    ['/category/admin', false],
  ])('%s → %s', (path, expected) => expect(isAdminPath(path)).toBe(expected));
});
