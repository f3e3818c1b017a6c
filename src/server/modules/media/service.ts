import { createHash } from 'node:crypto';
import type { OutputInfo, default as Sharp } from 'sharp';
import { MAX_IMAGE_BYTES } from '../../../shared/constants.js';
import { IMAGE_WIDTHS, type ImageWidth, mediaUrl } from '../../../shared/media.js';
import { AppError } from '../../http/errors.js';
import { type ImageQueue, createImageQueue } from './image-queue.js';
import type { Executor } from '../../db/database.js';
import * as mediaRepository from './media-repository.js';

/** The raster formats a product image may arrive in; SVG and everything else is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/**
 * Refuses decompression bombs before decoding (docs/decisions/0013): no product photo needs more pixels, a
 * longer side or a narrower shape than these. A 95 KB PNG of 1 x 49 000 000 pixels cost 7-11 s of CPU.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_INPUT_EDGE = 10_000;
const MAX_ASPECT_RATIO = 10;
const MAX_EDGE = 1600;

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips are loaded with the first image, not at start: a server that is sent none does
 * not hold them (docs/decisions/0033).
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(
    ({ default: sharp }) => {
      // One image at a time, on one core of libvips: the rest of the machine stays with the shoppers.
      sharp.concurrency(1);
      return sharp;
    },
    (error: unknown) => {
      // A broken install answers this image with a server error; the next image tries again.
      sharpLoaded = undefined;
      throw error;
    },
  );
  return sharpLoaded;
}

const REFUSALS = {
  size: [413, 'image_too_large', (name: string) => `${name} is too large. Maximum size is 5MB.`],
  type: [415, 'invalid_image', (name: string) => `${name} is not a valid image file.`],
  shape: [
    422,
    'image_shape',
    (name: string) =>
      `${name} must be at most ${MAX_INPUT_EDGE} pixels on each side, and at most ${MAX_ASPECT_RATIO} times as long as it is wide.`,
  ],
} as const;

export class InvalidImageError extends AppError {
  constructor(fileName: string, reason: keyof typeof REFUSALS) {
    const [status, code, message] = REFUSALS[reason];
    super(status, code, message(fileName));
  }
}

/** Whether an image's size and shape are those of a product photo, from its header alone. */
function saneShape(width: number | undefined, height: number | undefined): boolean {
  if (!width || !height) return false;
  return (
    width <= MAX_INPUT_EDGE &&
    height <= MAX_INPUT_EDGE &&
    Math.max(width, height) / Math.min(width, height) <= MAX_ASPECT_RATIO
  );
}

/** An image checked and encoded, not stored yet. */
export interface PreparedImage {
  hash: string;
  versions: Array<{ variant: string; data: Buffer; info: OutputInfo }>;
}

/** A smaller copy for listings, thumbnails and `srcset` (src/shared/media.ts). */
async function resized(original: Buffer, width: ImageWidth) {
  const sharp = await loadSharp();
  const copy = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  return { variant: `w${width}`, ...copy };
}

/**
 * Product images: checked by their bytes (not their name), re-encoded to WebP without metadata,
 * stored content-addressed with resized variants (docs/design.md §5).
 */
export function createMediaService({
  db,
  now,
  queue = createImageQueue({ concurrency: 1, maxWaiting: 8 }),
}: {
  db: Executor;
  now: () => Date;
  queue?: ImageQueue;
}) {
  /** Checks an image by its bytes and encodes it and its variants, storing nothing yet. */
  async function prepareImage(fileName: string, input: Buffer): Promise<PreparedImage> {
    if (input.length > MAX_IMAGE_BYTES) throw new InvalidImageError(fileName, 'size');
    if (input.length === 0) throw new InvalidImageError(fileName, 'type');
    return queue.run(() => encode(fileName, input));
  }

  async function encode(fileName: string, input: Buffer): Promise<PreparedImage> {
    const sharp = await loadSharp();
    let original: { data: Buffer; info: OutputInfo };
    try {
      const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const metadata = await image.metadata();
      if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
        throw new InvalidImageError(fileName, 'type');
      }
      if (!saneShape(metadata.width, metadata.height)) throw new InvalidImageError(fileName, 'shape');
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
    const variants = await Promise.all(IMAGE_WIDTHS.map((width) => resized(original.data, width)));
    return { hash, versions: [{ variant: 'original', ...original }, ...variants] };
  }

  /** Stores a prepared image (a no-op when the same image is already stored); answers its address. */
  async function saveImage({ hash, versions }: PreparedImage): Promise<string> {
    if (!(await mediaRepository.exists(db, hash))) {
      const at = now().toISOString();
      await mediaRepository.insert(
        db,
        versions.map((v) => ({
          hash,
          variant: v.variant,
          content_type: 'image/webp',
          width: v.info.width,
          height: v.info.height,
          bytes: v.data,
          created_at: at,
        })),
      );
    }
    return mediaUrl(hash);
  }

  return {
    prepareImage,
    saveImage,

    /** Which of these images the shop holds (an import may name only those). */
    stored: (db: Executor, hashes: readonly string[]) => mediaRepository.stored(db, hashes),

    /** Checks, re-encodes and stores one image; answers its address. */
    async storeImage(fileName: string, input: Buffer): Promise<string> {
      return saveImage(await prepareImage(fileName, input));
    },

    /**
     * A stored image at an address. A width added since the image was stored (IMAGE_WIDTHS) is made
     * from the original on its first request, and kept.
     */
    async find(hash: string, variant: string) {
      const found = await mediaRepository.find(db, hash, variant);
      const width = IMAGE_WIDTHS.find((w) => `w${w}` === variant);
      if (found || width === undefined) return found;
      const original = await mediaRepository.find(db, hash, 'original');
      if (!original) return undefined;
      const copy = await queue.run(() => resized(original.bytes, width));
      await mediaRepository.insert(db, [
        {
          hash,
          variant: copy.variant,
          content_type: 'image/webp',
          width: copy.info.width,
          height: copy.info.height,
          bytes: copy.data,
          created_at: now().toISOString(),
        },
      ]);
      return { content_type: 'image/webp', bytes: copy.data };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
