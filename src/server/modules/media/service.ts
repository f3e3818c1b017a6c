import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.js';
import { AppError } from '../../http/errors.js';
import type { MediaRepository } from './repository.js';

/** The raster formats a product image may arrive in; SVG and everything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** Refuses decompression bombs before decoding: no product photo needs more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_EDGE = 1600;
/** Widths of the smaller copies served to listings and thumbnails. */
export const VARIANT_WIDTHS = [400] as const;

export class InvalidImageError extends AppError {
  constructor(fileName: string, reason: 'type' | 'size') {
    super(
      reason === 'size' ? 413 : 415,
      reason === 'size' ? 'image_too_large' : 'invalid_image',
      reason === 'size'
        ? `${fileName} is too large. Maximum size is 5MB.`
        : `${fileName} is not a valid image file.`,
    );
  }
}

/** An image checked and encoded, not stored yet. */
export interface PreparedImage {
  hash: string;
  versions: Array<{ variant: string; data: Buffer; info: OutputInfo }>;
}

export function mediaUrl(hash: string, variant = 'original'): string {
  return variant === 'original' ? `/media/${hash}.webp` : `/media/${hash}-${variant}.webp`;
}

/**
 * Product images: checked by their bytes (not their name), re-encoded to WebP without metadata,
 * stored content-addressed with resized variants (DESIGN.md §5).
 */
export function createMediaService(media: MediaRepository) {
  /** Checks an image by its bytes and encodes it and its variants, storing nothing yet. */
  async function prepareImage(fileName: string, input: Buffer): Promise<PreparedImage> {
    if (input.length > MAX_IMAGE_BYTES) throw new InvalidImageError(fileName, 'size');
    if (input.length === 0) throw new InvalidImageError(fileName, 'type');
    let original: { data: Buffer; info: OutputInfo };
    try {
      const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const metadata = await image.metadata();
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
        throw new InvalidImageError(fileName, 'type');
      }
      original = await image
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (error instanceof InvalidImageError) throw error;
      throw new InvalidImageError(fileName, 'type');
    }
    const hash = createHash('sha256').update(original.data).digest('hex').slice(0, 32);
    const variants = await Promise.all(
      VARIANT_WIDTHS.map(async (width) => {
        const v = await sharp(original.data)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer({ resolveWithObject: true });
        return { variant: `w${width}`, ...v };
      }),
    );
    return { hash, versions: [{ variant: 'original', ...original }, ...variants] };
  }

  /** Stores a prepared image (a no-op when the same image is already stored); answers its address. */
  async function saveImage({ hash, versions }: PreparedImage): Promise<string> {
    if (!(await media.exists(hash))) {
      const now = new Date().toISOString();
      await media.insert(
        versions.map((v) => ({
          hash,
          variant: v.variant,
          content_type: 'image/webp',
          width: v.info.width,
          height: v.info.height,
          bytes: v.data,
          created_at: now,
        })),
      );
    }
    return mediaUrl(hash);
  }

  return {
    prepareImage,
    saveImage,

    /** Checks, re-encodes and stores one image; answers its address. */
    async storeImage(fileName: string, input: Buffer): Promise<string> {
      return saveImage(await prepareImage(fileName, input));
    },

    find: media.find,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
