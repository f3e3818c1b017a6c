import { randomUUID } from 'node:crypto';
import type { Product } from '../../../shared/schemas/catalog.js';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin-lists.js';
import {
  type AdminProductPage,
  type AdminProductsQuery,
  BASE64_DATA_URL,
  type ParsedProductInput,
  type ParsedProductUpdate,
} from '../../../shared/schemas/admin-products.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../http/errors.js';
import { mediaUrl } from '../../../shared/media.js';
import type { MediaService } from '../media/service.js';
import type { Executor } from '../../db/database.js';
import type { Actor } from '../audit/audit-log.js';
import type { CatalogAdminRepository } from './admin-repository.js';
import { productCsvRow } from './product-csv.js';
import { type ProductChange, auditProductChanges, toProductWrite } from './product-write.js';
import { toProduct } from './service.js';

export interface CatalogAdminServiceOptions {
  /** Told after every product change: the storefront's caches and open pages must hear of it. */
  onProductsChanged: () => void;
}

export function createCatalogAdminService(
  repository: CatalogAdminRepository,
  media: MediaService,
  { onProductsChanged }: CatalogAdminServiceOptions,
) {
  /**
   * Data URLs become the shop's own images (DESIGN.md §5). Every one is checked before anything is
   * stored, and they are stored only once the product is saved, so a refused save stores nothing.
   */
  async function prepared(input: ParsedProductInput) {
    const images = await Promise.all(
      input.images.map(async (image, i) => {
        const base64 = BASE64_DATA_URL.exec(image)?.[1];
        return base64 === undefined
          ? image
          : media.prepareImage(`Image ${i + 1}`, Buffer.from(base64, 'base64'));
      }),
    );
    const write = toProductWrite(
      input,
      images.map((image) => (typeof image === 'string' ? image : mediaUrl(image.hash))),
    );
    const storeImages = () =>
      Promise.all(images.flatMap((image) => (typeof image === 'string' ? [] : [media.saveImage(image)])));
    return { write, storeImages };
  }

  /** Runs a write; a second product with the same SKU is a clear 409, not a 500. */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      onProductsChanged();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('duplicate_sku', 'Another product already has this SKU');
      throw error;
    }
  }

  /** Records a product change in its transaction, with each field that moved (issue 11 §5). */
  const audit = (trx: Executor, actor: Actor, change: ProductChange) =>
    auditProductChanges(trx, actor, [change]);

  async function read(id: string): Promise<Product> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Product not found');
    return toProduct(row);
  }

  return {
    async list(query: AdminProductsQuery): Promise<AdminProductPage> {
      const { rows, total } = await repository.list(query);
      return { products: rows.map(toProduct), total, page: query.page ?? 1, pageSize: ADMIN_PAGE_SIZE };
    },

    /** The CSV export's rows: every product the list's query matches, read a batch at a time. */
    async *exportRows(query: AdminProductsQuery) {
      for await (const batch of repository.exportBatches(query)) yield* batch.map(productCsvRow);
    },

    async create(input: ParsedProductInput, actor: Actor): Promise<Product> {
      const id = randomUUID();
      const product = await prepared(input);
      await write(() =>
        repository.transaction(async (trx) => {
          await repository.insert([{ ...product.write, id, created_at: new Date().toISOString() }], trx);
          const after = await repository.findById(id, trx);
          await audit(trx, actor, { id, action: 'created', before: undefined, after });
        }),
      );
      await product.storeImages();
      return read(id);
    },

    async update(id: string, input: ParsedProductUpdate, actor: Actor): Promise<Product> {
      const product = await prepared(input);
      const stockChange =
        input.loadedInventoryQuantity === undefined
          ? undefined
          : input.inventoryQuantity - input.loadedInventoryQuantity;
      const found = await write(() =>
        repository.transaction(async (trx) => {
          const before = await repository.findById(id, trx);
          const changes = { ...product.write, updated_at: new Date().toISOString() };
          if (!before || !(await repository.update(id, changes, stockChange, trx))) return false;
          const after = await repository.findById(id, trx);
          await audit(trx, actor, { id, action: 'updated', before, after });
          return true;
        }),
      );
      if (!found) throw notFound('Product not found');
      await product.storeImages();
      return read(id);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const removed = await write(() =>
        repository.transaction(async (trx) => {
          const before = await repository.findById(id, trx);
          if (!before || !(await repository.delete(id, trx))) return false;
          await audit(trx, actor, { id, action: 'deleted', before, after: undefined });
          return true;
        }),
      );
      if (!removed) throw notFound('Product not found');
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
