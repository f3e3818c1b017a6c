import { z } from 'zod';
import { sessionSchema } from '../schemas/auth.js';
import { cartSchema } from '../schemas/cart.js';
import {
  featuredQuerySchema,
  productListQuerySchema,
  productPageSchema,
  searchQuerySchema,
  shopProductSchema,
} from '../schemas/catalog.js';
import { quoteBodySchema, quoteSchema } from '../schemas/checkout.js';
import { idParamsSchema } from '../schemas/common.js';
import { publicConfigSchema } from '../schemas/config.js';

/** What an endpoint takes and answers; its method and path are in endpoints.ts under the same name. */
export interface EndpointSchemas {
  summary: string;
  tag: 'Storefront' | 'Cart' | 'Checkout' | 'Account';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer. */
  response: z.ZodType;
}

/**
 * The API's schemas, one entry per endpoint (issue 9 §2). The server registers its routes from it
 * (src/server/http/endpoint-routes.ts), so the type provider checks every handler's answer, and
 * publishes it as OpenAPI. The web imports only its types: zod stays out of the storefront's bundle.
 */
export const contract = {
  getConfig: {
    summary: 'The settings the storefront reads at start',
    tag: 'Storefront',
    response: publicConfigSchema,
  },
  listProducts: {
    summary: 'A page of active products, filtered and sorted',
    tag: 'Storefront',
    query: productListQuerySchema,
    response: productPageSchema,
  },
  featuredProducts: {
    summary: 'The featured products of the home page',
    tag: 'Storefront',
    query: featuredQuerySchema,
    response: z.array(shopProductSchema),
  },
  getProduct: {
    summary: 'An active product, with the price a shopper pays now',
    tag: 'Storefront',
    params: idParamsSchema,
    response: shopProductSchema,
  },
  relatedProducts: {
    summary: "Products of the same category (the product page's 'You May Also Like')",
    tag: 'Storefront',
    params: idParamsSchema,
    response: z.array(shopProductSchema),
  },
  searchProducts: {
    summary: 'A page of active products matching the search terms',
    tag: 'Storefront',
    query: searchQuerySchema,
    response: productPageSchema,
  },
  getCart: {
    summary: "The cart of this browser's cart session",
    tag: 'Cart',
    response: cartSchema,
  },
  quoteCheckout: {
    summary: "The checkout's review of this cart: lines, totals and the coupon's outcome",
    tag: 'Checkout',
    body: quoteBodySchema,
    response: quoteSchema,
  },
  getSession: {
    summary: 'Who is signed in (user is null when nobody is)',
    tag: 'Account',
    response: sessionSchema,
  },
} satisfies Record<string, EndpointSchemas>;

export type Contract = typeof contract;
