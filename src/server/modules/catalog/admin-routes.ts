import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiTag } from '../../../shared/api/contract.js';
import {
  CSV_PATHS,
  IMPORT_TOO_LARGE,
  MAX_IMPORT_BYTES,
  PRODUCT_CSV_COLUMNS,
  importReportSchema,
} from '../../../shared/schemas/admin-csv.js';
import { adminProductsQuerySchema } from '../../../shared/schemas/admin-products.js';
import { shopToday } from '../../../shared/shop-time.js';
import { allowLongWork, sendCsv, uploadedCsv } from '../../http/csv.js';
import { serve } from '../../http/endpoint-routes.js';
import { actorOf } from '../auth/admin-guard.js';
import type { CatalogAdminService } from './admin-service.js';
import type { ProductImport } from './product-import.js';

/** Products Management (SPEC.md §2, §7) and its CSV files (issue 11 §4). Mounted under /api/admin. */
export const catalogAdminRoutes: FastifyPluginAsync<{
  products: CatalogAdminService;
  imports: ProductImport;
}> = async (app, { products, imports }) => {
  // A product may carry data-URL images (up to 10 of 5 MB, base64): room for them, and no more.
  const bodyLimit = 80 * 1024 * 1024;

  serve(app, 'listAdminProducts', ({ query }) => products.list(query));
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

  // The CSV routes are not on the JSON contract (their files are CSV), but in the API reference.
  const csv = app.withTypeProvider<ZodTypeProvider>();
  const local = (path: string) => path.slice(app.prefix.length);
  const tags: ApiTag[] = ['Admin'];

  csv.get(
    local(CSV_PATHS.productExport),
    {
      schema: {
        operationId: 'exportProducts',
        summary: "Downloads the products the list's query matches (all of them, unpaged) as a CSV file",
        tags,
        querystring: adminProductsQuerySchema,
      },
    },
    (request, reply) =>
      sendCsv(
        request,
        reply,
        `products-${shopToday()}.csv`,
        PRODUCT_CSV_COLUMNS,
        products.exportRows(request.query),
      ),
  );

  // The import's body is the file, read as it arrives (product-import.ts limits its size).
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
  // Only an administrator gets this far: a large file on a slow line may take minutes, and its
  // import as long again once it has arrived.
  const IMPORT_WORK_MS = 10 * 60_000;
  const upload = { bodyDeadlineMs: IMPORT_WORK_MS };

  csv.post(
    local(CSV_PATHS.productImportPreview),
    {
      schema: {
        operationId: 'previewProductImport',
        summary:
          'Checks a product CSV file (the body, text/csv) row by row and reports what importing it would do; writes nothing',
        tags,
        response: { 200: importReportSchema },
      },
      config: upload,
    },
    (request, reply) => {
      allowLongWork(request, reply, IMPORT_WORK_MS);
      return imports.preview(uploadedCsv(request, MAX_IMPORT_BYTES, IMPORT_TOO_LARGE));
    },
  );

  csv.post(
    local(CSV_PATHS.productImport),
    {
      schema: {
        operationId: 'importProducts',
        summary:
          'Imports a product CSV file (the body, text/csv): creates and updates products by SKU, every valid row in one transaction',
        tags,
        response: { 200: importReportSchema },
      },
      config: upload,
    },
    (request, reply) => {
      allowLongWork(request, reply, IMPORT_WORK_MS);
      return imports.import(uploadedCsv(request, MAX_IMPORT_BYTES, IMPORT_TOO_LARGE), actorOf(request));
    },
  );
};
