/**
 * A binary search: the first position in [low, high) that `before` is false for, given that it is
 * true for every position before some point and false from there on (high when it is true for all).
 */
export function firstNotBefore(low: number, high: number, before: (at: number) => boolean): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
