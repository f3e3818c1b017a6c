/**
 * The two columns substring search reads (DESIGN.md §5), derived from a product on every write:
 * its texts lower-cased, and its tags lower-cased as '|a|b|' so that a tag equal to a term is
 * exactly the substring '|term|'.
 */
export function searchColumns(product: {
  title: string;
  description: string;
  shortDescription: string;
  tags: readonly string[];
}): { search_text: string; tags_text: string } {
  return {
    search_text: [product.title, product.shortDescription, product.description].join('\n').toLowerCase(),
    tags_text: `|${product.tags.map((t) => t.toLowerCase()).join('|')}|`,
  };
}
