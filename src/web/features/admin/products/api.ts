import { queryOptions } from '@tanstack/react-query';
import type { ProductInput, ProductUpdate, UploadedImage } from '@shared/schemas/admin-products';
import type { Product } from '@shared/schemas/catalog';
import { ApiError, api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminMutation } from '../lib/admin-api';

export const adminProductsQuery = queryOptions({
  queryKey: queryKeys.admin.products,
  queryFn: async () => (await api<{ products: Product[] }>('GET', '/api/admin/products')).products,
});

/** Everything a product change touches: the admin list, the dashboard and every storefront read. */
const PRODUCT_KEYS = [queryKeys.admin.products, queryKeys.admin.dashboard, ['products']];

/** Uploads one image file (its bytes are the body) and answers its stored address. */
export async function uploadImage(file: File): Promise<string> {
  const response = await fetch(`/api/admin/media?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const payload = (await response.json().catch(() => undefined)) as
    UploadedImage | { error?: { code: string; message: string } } | undefined;
  if (!response.ok || !payload || !('url' in payload)) {
    const error = payload && 'error' in payload ? payload.error : undefined;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `Upload failed (${response.status})`,
    );
  }
  return payload.url;
}

export const useCreateProduct = () =>
  useAdminMutation({
    mutationFn: (input: ProductInput) => api<Product>('POST', '/api/admin/products', input),
    invalidates: PRODUCT_KEYS,
    success: () => 'Product created successfully',
    failurePrefix: 'Failed to create product',
  });

export const useUpdateProduct = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: string; input: ProductUpdate }) =>
      api<Product>('PUT', `/api/admin/products/${id}`, input),
    invalidates: PRODUCT_KEYS,
    success: () => 'Product updated successfully',
    failurePrefix: 'Failed to update product',
  });

export const useDeleteProduct = () =>
  useAdminMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/admin/products/${id}`),
    invalidates: PRODUCT_KEYS,
    success: () => 'Product deleted successfully',
  });
