import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { AdminProductsQuery, ProductInput, ProductUpdate } from '@shared/schemas/admin-products';
import { endpointQueryFn, httpTransport, uploadFile } from '@web/lib/api-client';
import { titledFailure } from '@web/lib/notices';
import { queryKeys } from '@web/lib/query-keys';
import { adminFailure, adminQueryNotices, useAdminMutation } from '@web/admin-kit/admin-api';

/** One page of the admin's product list; the page shown stays while the next one loads. */
export const adminProductsQuery = (query: AdminProductsQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.productList(query),
    queryFn: endpointQueryFn('listAdminProducts', { query }),
    meta: adminQueryNotices,
    placeholderData: keepPreviousData,
  });

/**
 * One product with its options and variants, for its edit dialog. Dropped once the dialog closes, so
 * each opening starts from the product as the server has it then.
 */
export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.product(id),
    queryFn: endpointQueryFn('getAdminProduct', { params: { id } }),
    meta: adminQueryNotices,
    gcTime: 0,
  });

/** Everything a product change touches: the admin list, the dashboard and every storefront read. */
const PRODUCT_KEYS = [queryKeys.admin.products, queryKeys.admin.dashboard, queryKeys.products.all];

/**
 * Uploads new image files in order (each file's bytes are the body) and answers their stored
 * addresses; the first failure stops them (docs/specification.md §8 'Upload Failed').
 */
export const useUploadImages = () =>
  useMutation({
    mutationFn: async (files: File[]) => {
      const urls: string[] = [];
      for (const file of files)
        urls.push((await uploadFile('uploadImage', { query: { name: file.name } }, file)).url);
      return urls;
    },
    meta: { failure: titledFailure('Upload Failed') },
  });

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

/** What importing a CSV file would do, row by row (nothing is written). */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (file: Blob) => uploadFile('previewProductImport', {}, file),
    meta: { failure: adminFailure('Failed to check the file') },
  });

export const useImportProducts = () =>
  useAdminMutation({
    mutationFn: (file: Blob) => uploadFile('importProducts', {}, file),
    invalidates: PRODUCT_KEYS,
    // Here, not in the dialog: the admin may close it while the import runs.
    success: (_file, done) => ({
      title: 'Products imported',
      description: `${done.created} created, ${done.updated} updated, ${done.failed} skipped`,
    }),
    failurePrefix: 'Failed to import products',
  });
