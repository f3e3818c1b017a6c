/**
 * Values kept in the process for a while, by key: each until its own time, at most `maxEntries` (the
 * oldest kept go first). A change the values may no longer match clears them all, and a value made
 * from reads begun before a clear (a read of the product just before the change committed) may hold
 * what the change replaced: it is not kept after it. The response cache and the visitors' kept
 * states are both this (docs/decisions/0037).
 */
export function createKeptValues<V>({ maxEntries, now }: { maxEntries: number; now: () => number }) {
  const values = new Map<string, { value: V; until: number }>();
  let clears = 0;
  return {
    /** The value kept for a key while its time lasts. */
    fresh(key: string): V | undefined {
      const kept = values.get(key);
      return kept && kept.until > now() ? kept.value : undefined;
    },

    /** Taken before the reads a value is made from: what `keep` is given with it. */
    begin(): number {
      return clears;
    },

    /** Keeps a value made from reads begun at `begun` until `until`, unless a clear came since. */
    keep(key: string, value: V, until: number, begun: number): void {
      if (begun !== clears) return;
      // Newest last, so the oldest is the first to go.
      values.delete(key);
      if (values.size >= maxEntries) {
        const oldest = values.keys().next();
        if (!oldest.done) values.delete(oldest.value);
      }
      values.set(key, { value, until });
    },

    clear(): void {
      values.clear();
      clears++;
    },
  };
}
