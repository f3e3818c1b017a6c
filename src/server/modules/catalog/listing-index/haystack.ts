/** Ends each product's text in a haystack; search terms cannot contain control characters. */
export const SEPARATOR = '\u0000';

/**
 * Products per chunk: a changed product rebuilds its chunk's string (about 300 KB at the generated
 * catalogue's text sizes, well under a millisecond), never the whole haystack.
 */
const CHUNK = 1024;

/** The texts of up to CHUNK consecutive slots, joined, with where each one starts. */
interface Chunk {
  text: string;
  starts: Int32Array;
}

function chunkOf(texts: readonly string[]): Chunk {
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((text, i) => {
    starts[i] = at;
    at += text.length + SEPARATOR.length;
  });
  starts[texts.length] = at;
  return { text: texts.map((t) => t.replaceAll(SEPARATOR, ' ')).join(SEPARATOR) + SEPARATOR, starts };
}

function textsOf(chunk: Chunk): string[] {
  const texts: string[] = [];
  for (let i = 0; i + 1 < chunk.starts.length; i++) {
    texts.push(chunk.text.slice(chunk.starts[i], chunk.starts[i + 1]! - SEPARATOR.length));
  }
  return texts;
}

/**
 * One text per slot (a product's place in the catalogue index), kept as a few large strings, so
 * that one indexOf pass finds every product containing a needle (V8 scans a flat string at memory
 * speed). A slot's text can be replaced, or a slot added at the end, by rebuilding its chunk only.
 */
export class Haystack {
  readonly #chunks: Chunk[] = [];

  constructor(texts: readonly string[]) {
    for (let from = 0; from < texts.length; from += CHUNK) {
      this.#chunks.push(chunkOf(texts.slice(from, from + CHUNK)));
    }
  }

  /** Adds texts after the last slot. */
  append(texts: readonly string[]): void {
    const last = this.#chunks.at(-1);
    const count = last ? (this.#chunks.length - 1) * CHUNK + last.starts.length - 1 : 0;
    this.set(new Map(texts.map((text, i) => [count + i, text])));
  }

  /** Replaces the texts of some slots; a slot just past the last one adds it. */
  set(texts: ReadonlyMap<number, string>): void {
    const byChunk = new Map<number, [number, string][]>();
    for (const [slot, text] of texts) {
      const chunk = Math.floor(slot / CHUNK);
      const changes = byChunk.get(chunk);
      if (changes) changes.push([slot - chunk * CHUNK, text]);
      else byChunk.set(chunk, [[slot - chunk * CHUNK, text]]);
    }
    for (const [index, changes] of [...byChunk].sort(([a], [b]) => a - b)) {
      const existing = this.#chunks[index];
      if (!existing && index !== this.#chunks.length) throw new RangeError(`No slot before chunk ${index}`);
      const chunkTexts = existing ? textsOf(existing) : [];
      for (const [at, text] of changes.sort(([a], [b]) => a - b)) {
        if (at > chunkTexts.length) throw new RangeError(`Slot ${index * CHUNK + at} skips a slot`);
        chunkTexts[at] = text;
      }
      this.#chunks[index] = chunkOf(chunkTexts);
    }
  }

  /** A slot's text ('' for a slot past the last). */
  text(slot: number): string {
    const chunk = this.#chunks[Math.floor(slot / CHUNK)];
    const at = slot % CHUNK;
    if (!chunk || at + 1 >= chunk.starts.length) return '';
    return chunk.text.slice(chunk.starts[at], chunk.starts[at + 1]! - SEPARATOR.length);
  }

  /** Marks every slot whose text contains the needle. */
  mark(needle: string, marks: Uint8Array): void {
    if (needle.length === 0 || needle.includes(SEPARATOR)) return;
    this.#chunks.forEach(({ text, starts }, chunk) => {
      const first = chunk * CHUNK;
      let slot = 0;
      let from = 0;
      for (;;) {
        const at = text.indexOf(needle, from);
        if (at < 0) return;
        while (starts[slot + 1]! <= at) slot++;
        marks[first + slot] = 1;
        // The rest of this slot cannot add anything: go on from the next one.
        from = starts[slot + 1]!;
      }
    });
  }
}
