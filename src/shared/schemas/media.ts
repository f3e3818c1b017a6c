import { z } from 'zod';

/** A stored image's file: its hash, then its width for a resized copy (media.ts). */
export const mediaFileParamsSchema = z.strictObject({
  file: z.string().regex(/^[0-9a-f]{32}(-w\d{2,4})?\.webp$/, { error: 'No such image' }),
});
