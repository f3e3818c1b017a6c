/**
 * Values kept in the process for a while, by key: each until its own time, at most `maxEntries` of
 * them and, when `maxBytes` is given, at most that many bytes as the keeper counts them (the oldest
 * kept go first). A change the values may no longer match clears them all, and a value made from
 * reads begun before a clear (a read of the product just before the change committed) may hold what
 * the change replaced: it is not kept after it. The response cache and the visitors' kept states are
 * both this (docs/decisions/0037).
 */
export function createKeptValues<V>({
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
  now,
}: {
  maxEntries: number;
  maxBytes?: number;
  now: () => number;
}) {
  const values = new Map<string, { value: V; until: number; bytes: number }>();
  let bytes = 0;
  let clears = 0;

  function forget(key: string): void {
    const kept = values.get(key);
    if (!kept) return;
    bytes -= kept.bytes;
    values.delete(key);
  }

  /** Lets the oldest go until the values are within both bounds; `key`'s value stays, whatever its age. */
  function makeRoom(key: string): void {
    for (const oldest of values.keys()) {
      if (values.size <= maxEntries && bytes <= maxBytes) return;
      if (oldest !== key) forget(oldest);
    }
  }

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

    /**
     * Keeps a value made from reads begun at `begun` until `until`, unless a clear came since; it
     * counts as `size` bytes.
     */
    keep(key: string, value: V, until: number, begun: number, size = 0): void {
      if (begun !== clears) return;
      // Newest last, so the oldest is the first to go.
      forget(key);
      // A value larger than the whole bound is not kept: it would push out every other.
      if (size > maxBytes) return;
      values.set(key, { value, until, bytes: size });
      bytes += size;
      makeRoom(key);
    },

    /** Counts `size` more bytes for a value still kept (something made for it since). */
    grew(key: string, value: V, size: number): void {
      const kept = values.get(key);
      if (kept?.value !== value) return;
      kept.bytes += size;
      bytes += size;
      if (kept.bytes > maxBytes) forget(key);
      else makeRoom(key);
    },

    clear(): void {
      values.clear();
      bytes = 0;
      clears++;
    },
  };
}
