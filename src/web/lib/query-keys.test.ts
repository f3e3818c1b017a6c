import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe("the admin's product keys", () => {
  it('put every list and every product under the prefix a product change refreshes', () => {
    const list = queryKeys.admin.productList({ q: 'mat', page: 2 });
    const product = queryKeys.admin.product('7b1f0c52-6f4e-4a57-9d7c-3c4f1e2a9b10');
    expect(startsWith(list, queryKeys.admin.products)).toBe(true);
    expect(startsWith(product, queryKeys.admin.products)).toBe(true);
  });
});
