import { z } from 'zod';

/** pages.xml, or products-N.xml. */
export const sitemapFileParamsSchema = z.strictObject({
  file: z.string().regex(/^(pages|products-[1-9]\d{0,4})\.xml$/, { error: 'No such sitemap' }),
});
