import type { DefaultValues } from 'react-hook-form';
import type { ProductInput, VariantInput } from '@shared/schemas/admin-products';
import type { Product } from '@shared/schemas/catalog';

/** The product dialog starts in category men, not featured (docs/specification.md §4). */
export const EMPTY_PRODUCT: DefaultValues<ProductInput> = {
  sku: '',
  category: 'men',
  title: '',
  description: '',
  images: [],
  featured: false,
  salePriceCents: null,
  shortDescription: '',
  tags: [],
  status: 'active',
};

/** A product as its dialog edits it: the fields the server takes back. */
export const productToInput = (product: Product): ProductInput => ({
  sku: product.sku,
  category: product.category,
  title: product.title,
  description: product.description,
  priceCents: product.priceCents,
  inventoryQuantity: product.inventoryQuantity,
  images: product.images,
  featured: product.featured,
  salePriceCents: product.salePriceCents,
  shortDescription: product.shortDescription,
  tags: product.tags,
  status: product.status,
  // Kept as they are: a simple product's one variant is its own fields; a product with options
  // lists its variants, each with the stock the dialog loaded (so units sold meanwhile stay sold).
  options: product.options,
  variants:
    product.options.length === 0
      ? []
      : product.variants.map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          optionValues: variant.optionValues,
          priceCents: variant.priceCents,
          salePriceCents: variant.salePriceCents,
          inventoryQuantity: variant.inventoryQuantity,
          loadedInventoryQuantity: variant.inventoryQuantity,
          image: variant.image,
          isActive: variant.isActive,
        })),
});

/**
 * A simple product's one variant as the form has it now, to become its first combination when it
 * gains options: a saved product's keeps its id and the stock the dialog loaded, so carts and orders
 * that name it keep it.
 */
export function simpleVariantOf(
  product: Product | undefined,
  now: Pick<ProductInput, 'sku' | 'priceCents' | 'salePriceCents' | 'inventoryQuantity'>,
): VariantInput {
  const saved = product?.options.length === 0 ? product.variants[0] : undefined;
  return {
    ...(saved && { id: saved.id, loadedInventoryQuantity: saved.inventoryQuantity }),
    sku: now.sku,
    optionValues: [],
    priceCents: now.priceCents,
    salePriceCents: now.salePriceCents ?? null,
    // Stock not typed yet is none, as a new combination's is.
    inventoryQuantity: now.inventoryQuantity ?? 0,
    image: null,
    isActive: true,
  };
}
