/** The smaller stored copy of a product image, for cards and thumbnails. */
export function thumbnailUrl(url: string): string {
  return url.replace(/^(\/media\/[0-9a-f]{32})\.webp$/, '$1-w400.webp');
}
