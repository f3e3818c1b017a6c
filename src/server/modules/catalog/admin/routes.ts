import type { FastifyPluginAsync } from 'fastify';
import {
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  PRODUCT_CSV_COLUMNS,
} from '../../../../shared/schemas/admin-csv.js';
import { shopToday } from '../../../../shared/shop-time.js';
import { serve } from '../../../http/endpoint-routes.js';
import { actorOf } from '../../auth/index.js';
import type { ProductImport } from '../csv/product-import.js';
import type { CatalogAdminService } from './admin-service.js';

/** Products Management (docs/specification.md §2, §7) and its CSV files (docs/decisions/0016). Mounted under /api/admin. */
export const catalogAdminRoutes: FastifyPluginAsync<{
  products: CatalogAdminService;
  imports: ProductImport;
}> = async (app, { products, imports }) => {
  // A product may carry data-URL images (up to 10 of 5 MB, base64): room for them, and no more.
  const bodyLimit = 80 * 1024 * 1024;

  serve(app, 'listAdminProducts', ({ query }) => products.list(query));
  serve(app, 'getAdminProduct', ({ params }) => products.get(params.id));
  serve(app, 'createProduct', ({ body }, request) => products.create(body, actorOf(request)), { bodyLimit });
  serve(
    app,
    'updateProduct',
    ({ params, body }, request) => products.update(params.id, body, actorOf(request)),
    {
      bodyLimit,
    },
  );
  serve(app, 'deleteProduct', ({ params }, request) => products.remove(params.id, actorOf(request)));

  serve(app, 'exportProducts', ({ query }) => ({
    filename: `products-${shopToday()}.csv`,
    columns: PRODUCT_CSV_COLUMNS,
    rows: products.exportRows(query),
  }));

  // Only an administrator gets this far: a large file on a slow line may take minutes to arrive,
  // and its import as long again once it has (product-import.ts reads it as it comes).
  const IMPORT_WORK_MS = 10 * 60_000;
  const upload = {
    bodyDeadlineMs: IMPORT_WORK_MS,
    upload: { maxBytes: MAX_IMPORT_BYTES, tooLarge: IMPORT_TOO_LARGE, workMs: IMPORT_WORK_MS },
  };
  serve(app, 'previewProductImport', ({ file }) => imports.preview(file), upload);
  serve(app, 'importProducts', ({ file }, request) => imports.import(file, actorOf(request)), upload);
};
