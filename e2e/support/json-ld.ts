import { z } from 'zod';

/**
 * schema.org's Offer, with the properties Google's product rich results require or recommend
 * (https://developers.google.com/search/docs/appearance/structured-data/product).
 */
export const offerSchema = z.object({
  '@type': z.literal('Offer'),
  url: z.url(),
  price: z.string().regex(/^\d+\.\d{2}$/),
  priceCurrency: z.literal('ZAR'),
  availability: z.enum(['https://schema.org/InStock', 'https://schema.org/OutOfStock']),
  itemCondition: z.literal('https://schema.org/NewCondition'),
});
