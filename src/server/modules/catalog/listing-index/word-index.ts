import { firstNotBefore } from './first-not-before.js';

/**
 * A text's tokens: each run of letters and digits (a word), and each other character but white
 * space on its own ('50%' is '50' and '%').
 */
export const TOKEN = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

export const tokensOf = (text: string): string[] => text.match(TOKEN) ?? [];

/** A token built past this many slots, held by more than a thirty-second of them, becomes bits at once. */
const BUILT_AS_BITS = 1_024;

/** Past this many slots joining or leaving one token at once, one pass over its postings beats a search for each. */
const FEW_AT_ONCE = 16;

/**
 * The slots that hold a key: while few do, in ascending order in a typed array that grows as slots
 * are added; once the postings would cost more than a bit a slot (past a thirty-second of the
 * slots), as bits, and back to postings when it falls under half that. A key most texts hold ('the',
 * 'in') then costs an eighth of a byte a product.
 */
class Postings {
  slots: Int32Array = new Int32Array(4);
  /** How many slots it holds (in either form). */
  length = 0;
  /** One bit a slot, once dense; then `slots` is unused. */
  bits: Uint32Array | undefined;

  /** Postings that hold these ascending slots in `slots`, a view of them (full: an addition grows it). */
  static holding(slots: Int32Array): Postings {
    const postings = new Postings();
    postings.slots = slots;
    postings.length = slots.length;
    return postings;
  }

  /** Postings that hold these slots as bits, room made for `slots` of them. */
  static asBits(held: readonly number[], slots: number): Postings {
    const postings = new Postings();
    postings.slots = new Int32Array(0);
    postings.bits = new Uint32Array(Math.ceil(slots / 32));
    for (const slot of held) postings.#setBit(slot, true);
    return postings;
  }

  /** Where the slot is, or would go. */
  #find(slot: number): number {
    return firstNotBefore(0, this.length, (at) => this.slots[at]! < slot);
  }

  #hasBit(slot: number): boolean {
    const bits = this.bits!;
    return slot >>> 5 < bits.length && (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  /** Sets or clears a slot's bit, counting it when that changes it. */
  #setBit(slot: number, on: boolean): void {
    if (this.#hasBit(slot) === on) return;
    let bits = this.bits!;
    if (bits.length * 32 <= slot) {
      const grown = new Uint32Array(Math.max(bits.length * 2, (slot >>> 5) + 1));
      grown.set(bits);
      bits = this.bits = grown;
    }
    if (on) bits[slot >>> 5]! |= 1 << (slot & 31);
    else bits[slot >>> 5]! &= ~(1 << (slot & 31));
    this.length += on ? 1 : -1;
  }

  /**
   * Bits when it holds more than a thirty-second of `slots` slots; postings again under a
   * sixty-fourth (apart, so that a key at the edge does not change form on every change).
   */
  settle(slots: number): void {
    if (!this.bits && this.length * 32 > slots) {
      const held = this.slots.subarray(0, this.length);
      this.bits = new Uint32Array(Math.ceil(slots / 32));
      this.length = 0;
      for (const slot of held) this.#setBit(slot, true);
      this.slots = new Int32Array(0);
    } else if (this.bits && this.length * 64 < slots) {
      const held = new Int32Array(Math.max(4, this.length));
      let at = 0;
      forEachBit(this.bits, (slot) => (held[at++] = slot));
      this.slots = held;
      this.bits = undefined;
    }
  }

  /** Whether it holds no slot (a key gone from every text). */
  get empty(): boolean {
    return this.length === 0;
  }

  /** Adds a slot it does not hold: at the end when it is the highest (as the index is built). */
  add(slot: number): void {
    if (this.bits) return this.#setBit(slot, true);
    if (this.length === this.slots.length) {
      const grown = new Int32Array(Math.max(4, this.slots.length * 2));
      grown.set(this.slots);
      this.slots = grown;
    }
    const at = this.length > 0 && this.slots[this.length - 1]! > slot ? this.#find(slot) : this.length;
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  /** Whether the last slot added as the index is built is this one (a key met again in one text). */
  endsWith(slot: number): boolean {
    if (this.bits) return this.#hasBit(slot);
    return this.length > 0 && this.slots[this.length - 1] === slot;
  }

  /** Adds slots it does not hold: one at a time for a few, else merged in one pass. */
  addAll(slots: readonly number[]): void {
    if (this.bits || slots.length <= FEW_AT_ONCE) {
      for (const slot of slots) this.add(slot);
      return;
    }
    const coming = Int32Array.from(slots).sort();
    const merged = new Int32Array(Math.max(4, (this.length + coming.length) * 2));
    let i = 0;
    let j = 0;
    let at = 0;
    while (i < this.length || j < coming.length) {
      merged[at++] =
        j >= coming.length || (i < this.length && this.slots[i]! < coming[j]!)
          ? this.slots[i++]!
          : coming[j++]!;
    }
    this.slots = merged;
    this.length = at;
  }

  /** Drops these slots (`marks`: a scratch array of zeros as long as the index, left as it was). */
  remove(gone: readonly number[], marks: Uint8Array): void {
    if (this.bits) {
      for (const slot of gone) this.#setBit(slot, false);
      return;
    }
    if (gone.length <= FEW_AT_ONCE) {
      for (const slot of gone) {
        const at = this.#find(slot);
        if (this.slots[at] !== slot || at >= this.length) continue;
        this.slots.copyWithin(at, at + 1, this.length);
        this.length--;
      }
      return;
    }
    for (const slot of gone) marks[slot] = 1;
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const slot = this.slots[i]!;
      if (marks[slot] !== 1) this.slots[kept++] = slot;
    }
    this.length = kept;
    for (const slot of gone) marks[slot] = 0;
  }

  /** Marks the slots it holds (or-ing `value` in). */
  mark(marks: Uint8Array, value: number): void {
    if (this.bits) return forEachBit(this.bits, (slot) => (marks[slot]! |= value));
    const { slots, length } = this;
    for (let i = 0; i < length; i++) marks[slots[i]!]! |= value;
  }
}

/** Calls `each` with the slot of each bit set, in ascending order. */
function forEachBit(bits: Uint32Array, each: (slot: number) => unknown): void {
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word]!;
    while (rest !== 0) {
      const low = rest & -rest;
      each(word * 32 + 31 - Math.clz32(low));
      rest ^= low;
    }
  }
}

/**
 * Which slots' texts hold each token (docs/decisions/0028): a term that is one token is found by the
 * tokens that contain it, since an occurrence of a word's letters lies within one word of the text
 * and a mark is a token of its own. Changing a slot's text costs a pass over the postings of the
 * tokens it gained or lost.
 */
export class WordIndex {
  readonly #postings = new Map<string, Postings>();
  /**
   * Each token's slots while the index is built (append), made postings by trim: plain arrays on
   * V8's heap. A typed array per token, grown as slots came, was memory the C heap allocated, freed
   * as it grew, and kept: about 50 MB at 100 000 products (docs/decisions/0033).
   */
  #built = new Map<string, number[]>();
  readonly #tokenize: (text: string) => string[];

  /** `tokenize` splits a text into its tokens (tokensOf, or a product's tags). */
  constructor(texts: readonly string[], tokenize: (text: string) => string[] = tokensOf) {
    this.#tokenize = tokenize;
    this.append(texts, 0);
    this.trim(texts.length);
  }

  /** Adds the texts of new slots from `first` on, past every slot it holds (as the index is built). */
  append(texts: readonly string[], first: number): void {
    texts.forEach((text, i) => {
      const slot = first + i;
      for (const token of this.#tokenize(text)) {
        const built = this.#built.get(token);
        const posting = built ? undefined : this.#postings.get(token);
        // Slots come in order: a token met again in this text has this slot last already.
        if (posting) {
          if (!posting.endsWith(slot)) posting.add(slot);
        } else if (!built) {
          this.#built.set(token, [slot]);
        } else if (built.at(-1) !== slot) {
          built.push(slot);
          // A token most texts hold goes on as bits: as an array it would cost the heap 8 bytes a slot.
          if (built.length > BUILT_AS_BITS && built.length * 32 > slot + 1) {
            this.#built.delete(token);
            this.#postings.set(token, Postings.asBits(built, slot + 1));
          }
        }
      }
    });
  }

  /**
   * Once built (`slots` of them): the tokens appended become postings, keys most slots hold bits,
   * and the others views of one array, so that they cost the C heap one allocation between them.
   */
  trim(slots: number): void {
    const built = this.#built;
    this.#built = new Map();
    const viewed: Array<[token: string, slots: number[]]> = [];
    for (const [token, list] of built) {
      if (list.length * 32 > slots) this.#postings.set(token, Postings.asBits(list, slots));
      else viewed.push([token, list]);
    }
    const all = new Int32Array(viewed.reduce((sum, [, list]) => sum + list.length, 0));
    let at = 0;
    for (const [token, list] of viewed) {
      all.set(list, at);
      this.#postings.set(token, Postings.holding(all.subarray(at, (at += list.length))));
    }
    for (const posting of this.#postings.values()) posting.settle(slots);
  }

  #posting(token: string): Postings {
    let posting = this.#postings.get(token);
    if (!posting) {
      posting = new Postings();
      this.#postings.set(token, posting);
    }
    return posting;
  }

  /**
   * Slots whose text changed from `before` to `after` (empty for a slot that is new or gone): the
   * postings of each token gained or lost change, each once however many slots it concerns.
   */
  change(changes: ReadonlyMap<number, { before: string; after: string }>, slots: number): void {
    const leaving = new Map<string, number[]>();
    const arriving = new Map<string, number[]>();
    const note = (map: Map<string, number[]>, token: string, slot: number) => {
      const list = map.get(token);
      if (list) list.push(slot);
      else map.set(token, [slot]);
    };
    for (const [slot, { before, after }] of changes) {
      const old = new Set(this.#tokenize(before));
      const now = new Set(this.#tokenize(after));
      for (const token of old) if (!now.has(token)) note(leaving, token, slot);
      for (const token of now) if (!old.has(token)) note(arriving, token, slot);
    }
    const marks = new Uint8Array(slots);
    for (const [token, gone] of leaving) {
      const posting = this.#postings.get(token)!;
      posting.remove(gone, marks);
      if (posting.empty) this.#postings.delete(token);
      else posting.settle(slots);
    }
    for (const [token, come] of arriving) {
      const posting = this.#posting(token);
      posting.addAll(come);
      posting.settle(slots);
    }
  }

  /** Marks (with 1) the slots that hold this very token. */
  mark(token: string, marks: Uint8Array): void {
    this.#postings.get(token)?.mark(marks, 1);
  }

  /** Marks the slots of each token, or-ing in what `valueOf` gives it (0: none). */
  markEach(valueOf: (token: string) => number, marks: Uint8Array): void {
    for (const [token, posting] of this.#postings) {
      const value = valueOf(token);
      if (value !== 0) posting.mark(marks, value);
    }
  }
}

/** Calls `each` with the code point of each character of the text, in order. */
function forEachCode(text: string, each: (code: number) => unknown): void {
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) i++;
    each(code);
  }
}

/**
 * Which slots' texts hold each character, as one bit per slot: a one-character term, which most
 * words contain, marks its slots from here rather than from every word's postings.
 */
export class CharacterIndex {
  /** By code point. */
  readonly #bits: (Uint32Array | undefined)[] = [];
  #slots: number;

  constructor(texts: readonly string[]) {
    this.#slots = 0;
    this.append(texts, 0);
  }

  /** As WordIndex.append. */
  append(texts: readonly string[], first: number): void {
    // Grown once for all of them, not once a bit past the end.
    this.#slots = Math.max(this.#slots, first + texts.length);
    // A bit set twice is set once: no need to tell repeated characters apart.
    texts.forEach((text, i) => forEachCode(text, (code) => this.#set(code, first + i, true)));
  }

  #set(code: number, slot: number, on: boolean): void {
    let bits = this.#bits[code];
    if (!bits || bits.length * 32 <= slot) {
      const grown = new Uint32Array(Math.ceil(Math.max(this.#slots, slot + 1) / 32));
      if (bits) grown.set(bits);
      bits = grown;
      this.#bits[code] = bits;
    }
    if (on) bits[slot >>> 5]! |= 1 << (slot & 31);
    else bits[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** As WordIndex.change. */
  change(changes: ReadonlyMap<number, { before: string; after: string }>, slots: number): void {
    this.#slots = Math.max(this.#slots, slots);
    for (const [slot, { before, after }] of changes) {
      const now = new Set<number>();
      forEachCode(after, (code) => now.add(code));
      forEachCode(before, (code) => now.has(code) || this.#set(code, slot, false));
      for (const code of now) this.#set(code, slot, true);
    }
  }

  /** Marks (with 1) every slot whose text holds the character. */
  mark(character: string, marks: Uint8Array): void {
    const bits = this.#bits[character.codePointAt(0)!];
    if (bits) forEachBit(bits, (slot) => (marks[slot] = 1));
  }
}
