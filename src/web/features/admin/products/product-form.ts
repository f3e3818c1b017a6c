import { z } from 'zod';
import { CATEGORIES, type Category, PRODUCT_STATUSES } from '@shared/constants';
import { parseAmountToCents } from '@shared/money';
import type { ProductInput } from '@shared/schemas/admin-products';
import type { Product } from '@shared/schemas/catalog';

/** The product dialog's fields as typed; the server validates the saved product again. */
export const productFormSchema = z
  .object({
    sku: z.string().trim().min(1, { error: 'SKU is required' }),
    category: z.enum(CATEGORIES),
    title: z.string().trim().min(1, { error: 'Product title is required' }),
    description: z.string().trim().min(1, { error: 'Description is required' }),
    price: z
      .string()
      .trim()
      .min(1, { error: 'Price is required' })
      .refine((value) => parseAmountToCents(value) !== undefined, {
        error: 'Enter a price with at most two decimals, e.g. 249.99',
      }),
    inventory: z
      .string()
      .trim()
      .min(1, { error: 'Inventory is required' })
      .regex(/^\d{1,7}$/, { error: 'Inventory must be a whole number' }),
    featured: z.boolean(),
    // Blank means no sale price.
    salePrice: z
      .string()
      .trim()
      .refine((value) => value === '' || parseAmountToCents(value) !== undefined, {
        error: 'Enter a sale price with at most two decimals, or leave it blank',
      }),
    shortDescription: z
      .string()
      .trim()
      .max(300, { error: 'Short description can be at most 300 characters' }),
    /** Comma-separated. */
    tags: z.string(),
    status: z.enum(PRODUCT_STATUSES),
  })
  .refine(
    (form) => {
      const sale = parseAmountToCents(form.salePrice);
      const price = parseAmountToCents(form.price);
      return form.salePrice === '' || sale === undefined || price === undefined || sale < price;
    },
    { error: 'The sale price must be below the price', path: ['salePrice'] },
  );
export type ProductForm = z.infer<typeof productFormSchema>;

/** 'Kitchen, wood' → ['Kitchen', 'wood']: blanks dropped; the server trims and merges repeats. */
export const tagsFromText = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

/** docs/specification.md §4: a closed dialog resets to category men, featured off. */
export const EMPTY_PRODUCT_FORM: ProductForm = {
  sku: '',
  category: 'men' satisfies Category,
  title: '',
  description: '',
  price: '',
  inventory: '',
  featured: false,
  salePrice: '',
  shortDescription: '',
  tags: '',
  status: 'active',
};

export function productToForm(product: Product): ProductForm {
  return {
    sku: product.sku,
    category: product.category,
    title: product.title,
    description: product.description,
    price: (product.priceCents / 100).toFixed(2),
    inventory: String(product.inventoryQuantity),
    featured: product.featured,
    salePrice: product.salePriceCents === null ? '' : (product.salePriceCents / 100).toFixed(2),
    shortDescription: product.shortDescription,
    tags: product.tags.join(', '),
    status: product.status,
  };
}

export function formToInput(form: ProductForm, images: string[]): ProductInput {
  return {
    sku: form.sku,
    category: form.category,
    title: form.title,
    description: form.description,
    priceCents: parseAmountToCents(form.price) ?? 0,
    inventoryQuantity: Number(form.inventory),
    images,
    featured: form.featured,
    salePriceCents: form.salePrice === '' ? null : (parseAmountToCents(form.salePrice) ?? null),
    shortDescription: form.shortDescription,
    tags: tagsFromText(form.tags),
    status: form.status,
  };
}
