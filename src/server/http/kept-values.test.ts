import { describe, expect, it } from 'vitest';
import { createKeptValues } from './kept-values.js';

function keptAt(maxEntries: number) {
  const clock = { ms: 0 };
  return { clock, kept: createKeptValues<string>({ maxEntries, now: () => clock.ms }) };
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
});
