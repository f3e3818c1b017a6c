import { randomUUID } from 'node:crypto';
import type { Product } from '../../../shared/schemas/catalog.js';
import type { ProductInput } from '../../../shared/schemas/admin-products.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../http/errors.js';
import type { MediaService } from '../media/service.js';
import type { CatalogAdminRepository, ProductWrite } from './admin-repository.js';
import { toProduct } from './service.js';

const DATA_URL = /^data:[^;,]*(;base64)?,(.*)$/s;

export interface CatalogAdminServiceOptions {
  /** Told after every product change: the storefront's caches and open pages must hear of it. */
  onProductsChanged: () => void;
}

export function createCatalogAdminService(
  repository: CatalogAdminRepository,
  media: MediaService,
  { onProductsChanged }: CatalogAdminServiceOptions,
) {
  /** Data URLs become stored images (DESIGN.md §5); stored addresses are kept as they are. */
  async function storedImages(images: readonly string[]): Promise<string[]> {
    return Promise.all(
      images.map(async (image, i) => {
        const data = DATA_URL.exec(image);
        if (!data) return image;
        const bytes = data[1]
          ? Buffer.from(data[2] ?? '', 'base64')
          : Buffer.from(decodeURIComponent(data[2] ?? ''));
        return media.storeImage(`Image ${i + 1}`, bytes);
      }),
    );
  }

  async function toWrite(input: ProductInput): Promise<ProductWrite> {
    return {
      sku: input.sku,
      title: input.title,
      description: input.description,
      price_cents: input.priceCents,
      category: input.category,
      images: JSON.stringify(await storedImages(input.images)),
      inventory_quantity: input.inventoryQuantity,
      featured: input.featured ? 1 : 0,
    };
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

  async function read(id: string): Promise<Product> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Product not found');
    return toProduct(row);
  }

  return {
    async list(): Promise<Product[]> {
      return (await repository.listAll()).map(toProduct);
    },

    async create(input: ProductInput): Promise<Product> {
      const id = randomUUID();
      const product = await toWrite(input);
      await write(() => repository.insert({ ...product, id, created_at: new Date().toISOString() }));
      return read(id);
    },

    async update(id: string, input: ProductInput): Promise<Product> {
      const product = await toWrite(input);
      const found = await write(() =>
        repository.update(id, { ...product, updated_at: new Date().toISOString() }),
      );
      if (!found) throw notFound('Product not found');
      return read(id);
    },

    async remove(id: string): Promise<void> {
      if (!(await write(() => repository.delete(id)))) throw notFound('Product not found');
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
