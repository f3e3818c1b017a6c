import { queryOptions } from '@tanstack/react-query';
import type { EndpointResponse } from '@shared/api/endpoints';
import type { ProductInput, ProductUpdate } from '@shared/schemas/admin-products';
import { endpointQueryFn, httpTransport, uploadMedia } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useAdminMutation } from '../lib/admin-api';

export const adminProductsQuery = queryOptions({
  queryKey: queryKeys.admin.products,
  queryFn: endpointQueryFn('listAdminProducts', {}),
  select: ({ products }: EndpointResponse<'listAdminProducts'>) => products,
});

/** Everything a product change touches: the admin list, the dashboard and every storefront read. */
const PRODUCT_KEYS = [queryKeys.admin.products, queryKeys.admin.dashboard, ['products']];

/** Uploads one image file (its bytes are the body) and answers its stored address. */
export const uploadImage = async (file: File): Promise<string> => (await uploadMedia(file)).url;

export const useCreateProduct = () =>
  useAdminMutation({
    mutationFn: (body: ProductInput) => httpTransport('createProduct', { body }),
    invalidates: PRODUCT_KEYS,
    success: () => 'Product created successfully',
    failurePrefix: 'Failed to create product',
  });

export const useUpdateProduct = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: string; input: ProductUpdate }) =>
      httpTransport('updateProduct', { params: { id }, body: input }),
    invalidates: PRODUCT_KEYS,
    success: () => 'Product updated successfully',
    failurePrefix: 'Failed to update product',
  });

export const useDeleteProduct = () =>
  useAdminMutation({
    mutationFn: (id: string) => httpTransport('deleteProduct', { params: { id } }),
    invalidates: PRODUCT_KEYS,
    success: () => 'Product deleted successfully',
  });
