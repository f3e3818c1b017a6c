import { describe, expect, it } from 'vitest';
import { createKeptValues } from './kept-values.js';

function keptAt(maxEntries: number, maxBytes?: number) {
  const clock = { ms: 0 };
  return { clock, kept: createKeptValues<string>({ maxEntries, maxBytes, now: () => clock.ms }) };
}

describe('values kept in the process', () => {
  it('answers a value until its own time', () => {
    const { clock, kept } = keptAt(10);
    kept.keep('a', 'A', 100, kept.begin());
    kept.keep('b', 'B', 50, kept.begin());
    clock.ms = 60;
    expect([kept.fresh('a'), kept.fresh('b')]).toEqual(['A', undefined]);
    clock.ms = 100;
    expect(kept.fresh('a')).toBeUndefined();
  });

  it('lets the oldest kept go first, a value kept again counting as new', () => {
    const { kept } = keptAt(2);
    kept.keep('a', 'A', 100, kept.begin());
    kept.keep('b', 'B', 100, kept.begin());
    kept.keep('a', 'A2', 100, kept.begin());
    kept.keep('c', 'C', 100, kept.begin());
    expect([kept.fresh('a'), kept.fresh('b'), kept.fresh('c')]).toEqual(['A2', undefined, 'C']);
  });

  it('forgets everything on a clear, and does not keep a value made from reads begun before it', () => {
    const { kept } = keptAt(10);
    kept.keep('a', 'A', 100, kept.begin());
    const begun = kept.begin();
    kept.clear();
    expect(kept.fresh('a')).toBeUndefined();
    kept.keep('b', 'B', 100, begun);
    expect(kept.fresh('b')).toBeUndefined();
    kept.keep('b', 'B', 100, kept.begin());
    expect(kept.fresh('b')).toBe('B');
  });

  it('holds at most its bytes, the oldest going first; a value larger than them all is not kept', () => {
    const { kept } = keptAt(10, 100);
    kept.keep('a', 'A', 100, kept.begin(), 40);
    kept.keep('b', 'B', 100, kept.begin(), 40);
    kept.keep('c', 'C', 100, kept.begin(), 40);
    expect([kept.fresh('a'), kept.fresh('b'), kept.fresh('c')]).toEqual([undefined, 'B', 'C']);
    kept.keep('c', 'C2', 100, kept.begin(), 150);
    expect([kept.fresh('b'), kept.fresh('c')]).toEqual(['B', undefined]);
  });

  it('counts what is made for the value kept, whatever its age, and not for one no longer kept', () => {
    const clock = { ms: 0 };
    const kept = createKeptValues<{ name: string }>({ maxEntries: 10, maxBytes: 100, now: () => clock.ms });
    const a = { name: 'A' };
    const olderB = { name: 'B' };
    const b = { name: 'B' };
    kept.keep('a', a, 100, kept.begin(), 40);
    kept.keep('b', olderB, 100, kept.begin(), 30);
    kept.keep('b', b, 100, kept.begin(), 40);
    // The older B's bytes went with it, and what is made for it now counts for nothing.
    kept.grew('b', olderB, 50);
    expect(kept.fresh('a')).toBe(a);
    // A grew: it stays, though older than B, which makes way.
    kept.grew('a', a, 30);
    expect([kept.fresh('a'), kept.fresh('b')]).toEqual([a, undefined]);
    kept.grew('b', b, 10);
    kept.keep('c', { name: 'C' }, 100, kept.begin(), 40);
    expect([kept.fresh('a'), kept.fresh('c')?.name]).toEqual([undefined, 'C']);
    // A value grown past the whole bound is let go.
    kept.grew('c', kept.fresh('c')!, 70);
    expect(kept.fresh('c')).toBeUndefined();
  });

  it('counts nothing after a clear, nor for a value kept before it', () => {
    const { kept } = keptAt(10, 100);
    kept.keep('a', 'A', 100, kept.begin(), 90);
    kept.clear();
    kept.grew('a', 'A', 90);
    kept.keep('b', 'B', 100, kept.begin(), 60);
    kept.keep('c', 'C', 100, kept.begin(), 40);
    expect([kept.fresh('b'), kept.fresh('c')]).toEqual(['B', 'C']);
  });
});
