import { endpoints } from './api/endpoints.js';

/**
 * Addresses of stored product images (docs/design.md §5), under the contract's getImage endpoint:
 * `/media/<hash>.webp` is the original (at most 1600 px on its longer edge), `/media/<hash>-w<width>.webp`
 * a copy that wide, made with sharp.
 */
export const IMAGE_WIDTHS = [200, 400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The folder of every stored image's address. */
export const MEDIA_FOLDER = endpoints.getImage.path.replace(':file', '');
const STORED = new RegExp(`^(${MEDIA_FOLDER}[0-9a-f]{32})\\.webp$`);

export const mediaUrl = (hash: string, width?: ImageWidth) =>
  width === undefined ? `${MEDIA_FOLDER}${hash}.webp` : `${MEDIA_FOLDER}${hash}-w${width}.webp`;

/** The hash of a stored image's original from its address; undefined for any other address. */
export const mediaHash = (url: string): string | undefined =>
  STORED.exec(url)?.[1]?.slice(MEDIA_FOLDER.length);

/** The copy of a stored image at a width; any other address (an outside image) as it is. */
export const imageAt = (url: string, width: ImageWidth) => url.replace(STORED, `$1-w${width}.webp`);

/** Every width of a stored image, for `srcset`; none for an outside image. */
export function imageSrcSet(url: string): string | undefined {
  if (!STORED.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageAt(url, width)} ${width}w`).join(', ');
}
