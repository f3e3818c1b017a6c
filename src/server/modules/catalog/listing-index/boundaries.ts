import { TOKEN, type WordIndex } from './word-index.js';

/** A text in pieces: its tokens (TOKEN, the first group) and the runs of white space between them. */
const PIECE = new RegExp(`(${TOKEN.source})|\\s+`, 'gu');
const SPACE = /^\s/u;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Tokens of up to this many characters are kept whole in a boundary's key ('in', 'a', 'the'). */
const WHOLE = 3;

/** The boundaries of a term read at most (a term of many words is checked in the texts they mark). */
const MOST_BOUNDARIES = 4;

/** Cannot occur in a searched text (the haystack's separator): it splits a key in two. */
const SPLIT = '\u0000';

/** A candidate for a search term (bits, both may be set): it holds the term, or it may and its text tells. */
export const CERTAIN = 1;
export const UNSURE = 2;

/** A token's last character (a whole code point). */
function lastCharacter(token: string): string {
  const code = token.charCodeAt(token.length - 1);
  return code >= 0xdc00 && code <= 0xdfff && token.length > 1 ? token.slice(-2) : token.slice(-1);
}

const firstCharacter = (token: string) => String.fromCodePoint(token.codePointAt(0)!);

/** Whether a token is kept whole: of WHOLE characters (code points) or fewer. */
function isShort(token: string): boolean {
  if (token.length <= WHOLE) return true;
  return token.length <= 2 * WHOLE && [...token].length <= WHOLE;
}

/**
 * A boundary's key: the gap ('s' for one space, 'j' for none), whether each side is whole ('w') or
 * one character ('c'): the token before it (whole when short, else its last character), and the
 * token after it (whole when short, else its first character).
 */
function keyOf(before: string, gap: string, after: string): string {
  const wholeBefore = isShort(before);
  const wholeAfter = isShort(after);
  return (
    (gap === ' ' ? 's' : 'j') +
    (wholeBefore ? 'w' : 'c') +
    (wholeAfter ? 'w' : 'c') +
    (wholeBefore ? before : lastCharacter(before)) +
    SPLIT +
    (wholeAfter ? after : firstCharacter(after))
  );
}

/** The keys of a text's boundaries: where two tokens meet, with one space or nothing between them. */
export function boundariesOf(text: string): string[] {
  const keys: string[] = [];
  let before = '';
  let gap = '';
  const piece = new RegExp(PIECE);
  for (let found = piece.exec(text); found; found = piece.exec(text)) {
    if (found[1] === undefined) {
      gap = found[0];
      continue;
    }
    if (before !== '' && (gap === '' || gap === ' ')) keys.push(keyOf(before, gap, found[1]));
    before = found[1];
    gap = '';
  }
  return keys;
}

type Fit = typeof CERTAIN | typeof UNSURE | 0;

/**
 * How one side of a key fits the term's token on that side of a boundary: `whole`, whether the key
 * holds the text's token whole (else one character of it); `bounded`, whether the term goes on past
 * the token's far side (so it is the text's whole token); `end`, whether the text's token must end
 * with the term's (before the boundary) or start with it (after).
 */
function fitSide(keyToken: string, whole: boolean, termToken: string, bounded: boolean, end: boolean): Fit {
  if (whole) {
    const fits = bounded
      ? keyToken === termToken
      : end
        ? keyToken.endsWith(termToken)
        : keyToken.startsWith(termToken);
    return fits ? CERTAIN : 0;
  }
  // The text's token is longer than WHOLE: keyToken is its last (or first) character.
  if (bounded && isShort(termToken)) return 0;
  const edge = end ? lastCharacter(termToken) : firstCharacter(termToken);
  if (edge !== keyToken) return 0;
  return edge === termToken && !bounded ? CERTAIN : UNSURE;
}

interface TermBoundary {
  before: string;
  after: string;
  gap: string;
  /** The term goes on before `before` (so it is a whole token of the text). */
  boundedBefore: boolean;
  /** The term goes on after `after`. */
  boundedAfter: boolean;
}

function termBoundaries(term: string): { boundaries: TermBoundary[]; pieces: number } {
  const pieces = term.match(PIECE) ?? [];
  const boundaries: TermBoundary[] = [];
  for (let at = 0; at + 1 < pieces.length; at++) {
    const before = pieces[at]!;
    if (SPACE.test(before)) continue;
    const spaced = SPACE.test(pieces[at + 1]!);
    const gap = spaced ? pieces[at + 1]! : '';
    const after = spaced ? pieces[at + 2] : pieces[at + 1];
    if (after === undefined || (gap !== '' && gap !== ' ')) continue;
    const afterAt = spaced ? at + 2 : at + 1;
    boundaries.push({ before, after, gap, boundedBefore: at > 0, boundedAfter: afterAt + 1 < pieces.length });
  }
  return { boundaries, pieces: pieces.length };
}

/**
 * For a term of two tokens or more, from the index of its texts' boundaries (a WordIndex of
 * boundariesOf, docs/decisions/0030): each slot marked CERTAIN (holds the term), UNSURE (holds each
 * boundary read: its text tells) or 0 (cannot hold it); undefined when no boundary of the term has a
 * key (tokens apart by other white space than one space) or the term holds half a character.
 */
export function boundaryCandidates(keys: WordIndex, term: string, slots: number): Uint8Array | undefined {
  // A lone surrogate matches half of a character, which no key holds.
  if (LONE_SURROGATE.test(term)) return undefined;
  const { boundaries, pieces } = termBoundaries(term);
  if (boundaries.length === 0) return undefined;
  // Two tokens and the gap between them, nothing else: a certain key is a match.
  const alone = boundaries.length === 1 && pieces === (boundaries[0]!.gap === '' ? 2 : 3);
  let all: Uint8Array | undefined;
  // Each boundary is a pass over every key: a few narrow enough, as the texts check what they mark.
  for (const boundary of distinct(boundaries).slice(0, MOST_BOUNDARIES)) {
    const marks = new Uint8Array(slots);
    keys.markEach((key) => {
      const fit = fitKey(key, boundary);
      return alone || fit === 0 ? fit : UNSURE;
    }, marks);
    if (!all) all = marks;
    else {
      let left = 0;
      for (let slot = 0; slot < slots; slot++) left += all[slot]! &= marks[slot]!;
      if (left === 0) break;
    }
  }
  return all;
}

/** The boundaries of a term, each once ('a a a a' has one). */
function distinct(boundaries: readonly TermBoundary[]): TermBoundary[] {
  const seen = new Map<string, TermBoundary>();
  for (const b of boundaries) {
    seen.set([b.before, b.gap, b.after, b.boundedBefore, b.boundedAfter].join(SPLIT), b);
  }
  return [...seen.values()];
}

function fitKey(key: string, boundary: TermBoundary): Fit {
  if ((key[0] === 's' ? ' ' : '') !== boundary.gap) return 0;
  const split = key.indexOf(SPLIT, 3);
  const before = fitSide(key.slice(3, split), key[1] === 'w', boundary.before, boundary.boundedBefore, true);
  if (before === 0) return 0;
  const after = fitSide(key.slice(split + 1), key[2] === 'w', boundary.after, boundary.boundedAfter, false);
  if (after === 0) return 0;
  return before === CERTAIN && after === CERTAIN ? CERTAIN : UNSURE;
}
