import { randomUUID } from 'node:crypto';
import { ADMIN_PAGE_SIZE } from '../../../../shared/schemas/admin-lists.js';
import {
  type AdminProductPage,
  type AdminProductsQuery,
  BASE64_DATA_URL,
  type ParsedProductInput,
  type ParsedProductUpdate,
} from '../../../../shared/schemas/admin-products.js';
import type { Product } from '../../../../shared/schemas/catalog.js';
import { mediaUrl } from '../../../../shared/media.js';
import type { Executor, Trx } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { Actor } from '../../audit/index.js';
import type { MediaService } from '../../media/index.js';
import { exportRowsOf } from '../csv/product-export.js';
import { toListedProduct, toProduct } from '../product-mapping.js';
import * as productRepository from '../product-repository.js';
import { insertProducts } from '../product-writes.js';
import * as variantRepository from '../variant-repository.js';
import {
  type ProductChange,
  auditProductChanges,
  saveProduct,
  toProductWrite,
  toVariantsWrite,
} from './product-write.js';

export interface CatalogAdminServiceOptions {
  db: Executor;
  media: MediaService;
  /** Told after every product change: the storefront's caches and open pages must hear of it. */
  onProductsChanged: () => void;
  now: () => Date;
}

/** Products Management (docs/specification.md §2, §7): every change audited in its own transaction. */
export function createCatalogAdminService({ db, media, onProductsChanged, now }: CatalogAdminServiceOptions) {
  /**
   * Data URLs become the shop's own images (docs/design.md §5). Every one is checked before anything
   * is stored, and they are stored only once the product is saved, so a refused save stores nothing.
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
    const addresses = images.map((image) => (typeof image === 'string' ? image : mediaUrl(image.hash)));
    const write = toProductWrite(input, addresses);
    const variants = toVariantsWrite(input, (image) => addresses[input.images.indexOf(image)] ?? null);
    const storeImages = () =>
      Promise.all(images.flatMap((image) => (typeof image === 'string' ? [] : [media.saveImage(image)])));
    // An update's details leave the stock to the variants' counts.
    const { inventory_quantity: _counted, ...details } = write;
    return { write, details, variants, storeImages };
  }

  /** Runs a change in one transaction with its audit record; a second product with the same SKU is a clear 409. */
  async function change<T>(work: (trx: Trx, at: Date) => Promise<T>): Promise<T> {
    try {
      const at = now();
      const result = await db.transaction().execute((trx) => work(trx, at));
      onProductsChanged();
      return result;
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('duplicate_sku', 'Another product or variant already has this SKU');
      throw error;
    }
  }

  const variantsOf = async (trx: Trx, id: string) =>
    (await variantRepository.ofProducts(trx, [id])).get(id) ?? [];

  const audit = (trx: Trx, actor: Actor, at: Date, productChange: ProductChange) =>
    auditProductChanges(trx, actor, [productChange], at);

  /** One product with its options and every variant: the edit dialog's, and a change's answer. */
  async function read(id: string): Promise<Product> {
    const [row, variants] = await Promise.all([
      productRepository.findById(db, id),
      variantRepository.ofProducts(db, [id]),
    ]);
    if (!row) throw notFound('Product not found');
    return toProduct(row, variants.get(id) ?? []);
  }

  return {
    /** A page of the list: each product without its variants (get has them), so none are read. */
    async list(query: AdminProductsQuery): Promise<AdminProductPage> {
      const { rows, total } = await productRepository.list(db, query);
      return {
        products: rows.map(toListedProduct),
        total,
        page: query.page ?? 1,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },

    get: read,

    /** The CSV export's rows: every product the list's query matches, read a batch at a time. */
    async *exportRows(query: AdminProductsQuery) {
      for await (const batch of productRepository.exportBatches(db, query))
        yield* await exportRowsOf(db, batch);
    },

    async create(input: ParsedProductInput, actor: Actor): Promise<Product> {
      const id = randomUUID();
      const product = await prepared(input);
      await change(async (trx, at) => {
        await insertProducts(trx, [{ ...product.write, id, created_at: at.toISOString() }]);
        const { details, variants } = product;
        const created = { id, before: undefined, variantsBefore: [], details, variants };
        await audit(trx, actor, at, (await saveProduct(trx, created, at.toISOString()))!);
      });
      await product.storeImages();
      return read(id);
    },

    /** Saves a product; its stock moves by the form's difference, so units sold meanwhile stay sold. */
    async update(id: string, input: ParsedProductUpdate, actor: Actor): Promise<Product> {
      const product = await prepared(input);
      const found = await change(async (trx, at) => {
        await variantRepository.lockOf(trx, [id]);
        const before = await productRepository.findById(trx, id);
        if (!before) return false;
        const saved = await saveProduct(
          trx,
          {
            id,
            before,
            variantsBefore: await variantsOf(trx, id),
            details: product.details,
            variants: product.variants,
          },
          at.toISOString(),
        );
        if (!saved) return false;
        await audit(trx, actor, at, saved);
        return true;
      });
      if (!found) throw notFound('Product not found');
      await product.storeImages();
      return read(id);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const removed = await change(async (trx, at) => {
        const before = await productRepository.findById(trx, id);
        if (!before || !(await productRepository.remove(trx, id))) return false;
        await audit(trx, actor, at, { id, action: 'deleted', before, after: undefined });
        return true;
      });
      if (!removed) throw notFound('Product not found');
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
