/** The name of a review whose author is not named: a blank name, or an account deleted since. */
export const ANONYMOUS_AUTHOR = 'A verified buyer';

/**
 * How a review names its author: the first name and the surname's initial ('Thandi N.'), from the
 * name on the order; one name alone stays as it is.
 */
export function authorName(customerName: string): string {
  const names = customerName.trim().split(/\s+/).filter(Boolean);
  const first = names[0];
  const last = names.at(-1);
  if (!first || !last) return ANONYMOUS_AUTHOR;
  if (names.length === 1) return first;
  return `${first} ${[...last][0]!.toLocaleUpperCase('en-ZA')}.`;
}
