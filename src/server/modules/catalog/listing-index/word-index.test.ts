import { describe, expect, it } from 'vitest';
import { WordIndex } from './word-index.js';

/** The slots `mark` marks for a token, in order. */
function slotsOf(index: WordIndex, token: string, slots: number): number[] {
  const marks = new Uint8Array(slots);
  index.mark(token, marks);
  return [...marks.keys()].filter((slot) => marks[slot] === 1);
}

/** Enough that the tokens most texts hold become bits while the index is built. */
const SLOTS = 3_000;
/**
 * Slot i holds 'every' (twice), 'even' when i is even, 'tenth' when i is a multiple of 10 (300 slots:
 * bits once built, never while), 'rare' when i is a multiple of 50, and its own word.
 */
const texts = Array.from(
  { length: SLOTS },
  (_, i) =>
    `every ${i % 2 === 0 ? 'even ' : ''}${i % 10 === 0 ? 'tenth ' : ''}${i % 50 === 0 ? 'rare ' : ''}own${i} every`,
);

describe('WordIndex', () => {
  it('holds the same slots built page by page as built at once', () => {
    const paged = new WordIndex([]);
    for (let first = 0; first < SLOTS; first += 640) paged.append(texts.slice(first, first + 640), first);
    paged.trim(SLOTS);
    const whole = new WordIndex(texts);
    for (const token of ['every', 'even', 'tenth', 'rare', 'own0', 'own2999', 'absent']) {
      expect(slotsOf(paged, token, SLOTS)).toEqual(slotsOf(whole, token, SLOTS));
    }
    expect(slotsOf(whole, 'rare', SLOTS)).toEqual(Array.from({ length: SLOTS / 50 }, (_, i) => i * 50));
    expect(slotsOf(whole, 'even', SLOTS)).toHaveLength(SLOTS / 2);
    expect(slotsOf(whole, 'every', SLOTS)).toHaveLength(SLOTS);
    expect(slotsOf(whole, 'tenth', SLOTS)).toEqual(Array.from({ length: SLOTS / 10 }, (_, i) => i * 10));
    expect(slotsOf(whole, 'own7', SLOTS)).toEqual([7]);
  });

  it('changes one token of a built index without touching the tokens built beside it', () => {
    const index = new WordIndex(texts);
    // 'rare' loses slot 50 and gains 51 and 2999; the one-slot tokens built next to it keep theirs.
    index.change(
      new Map([
        [50, { before: texts[50]!, after: 'every even tenth own50' }],
        [51, { before: texts[51]!, after: `${texts[51]} rare` }],
        [2999, { before: texts[2999]!, after: `${texts[2999]} rare` }],
      ]),
      SLOTS,
    );
    const rare = Array.from({ length: SLOTS / 50 }, (_, i) => i * 50).filter((slot) => slot !== 50);
    expect(slotsOf(index, 'rare', SLOTS)).toEqual([...rare.slice(0, 1), 51, ...rare.slice(1), 2999]);
    for (const slot of [0, 49, 50, 51, 2998, 2999])
      expect(slotsOf(index, `own${slot}`, SLOTS)).toEqual([slot]);
    expect(slotsOf(index, 'even', SLOTS)).toHaveLength(SLOTS / 2);
    expect(slotsOf(index, 'every', SLOTS)).toHaveLength(SLOTS);
  });
});
