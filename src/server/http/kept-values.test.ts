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

  it('holds at most its bytes: the oldest go first, the newest stays', () => {
    const { kept } = keptAt(10, 100);
    kept.keep('a', 'A', 100, kept.begin(), 40);
    kept.keep('b', 'B', 100, kept.begin(), 40);
    kept.keep('c', 'C', 100, kept.begin(), 40);
    expect([kept.fresh('a'), kept.fresh('b'), kept.fresh('c')]).toEqual([undefined, 'B', 'C']);
    kept.keep('d', 'D', 100, kept.begin(), 150);
    expect([kept.fresh('b'), kept.fresh('c'), kept.fresh('d')]).toEqual([undefined, undefined, 'D']);
  });

  it('counts what is made for a value since it was kept, and not for a value no longer kept', () => {
    const { kept } = keptAt(10, 100);
    kept.keep('a', 'A', 100, kept.begin(), 40);
    kept.keep('b', 'B', 100, kept.begin(), 40);
    kept.grew('b', 'an older B', 50);
    expect(kept.fresh('a')).toBe('A');
    // The value that grew stays, though older than the one that made way for it.
    kept.grew('a', 'A', 30);
    expect([kept.fresh('a'), kept.fresh('b')]).toEqual(['A', undefined]);
    kept.keep('c', 'C', 100, kept.begin(), 40);
    expect([kept.fresh('a'), kept.fresh('c')]).toEqual([undefined, 'C']);
  });

  it('counts nothing after a clear', () => {
    const { kept } = keptAt(10, 100);
    kept.keep('a', 'A', 100, kept.begin(), 90);
    kept.clear();
    kept.keep('b', 'B', 100, kept.begin(), 60);
    kept.keep('c', 'C', 100, kept.begin(), 40);
    expect([kept.fresh('b'), kept.fresh('c')]).toEqual(['B', 'C']);
  });
});
