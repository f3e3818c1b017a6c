import { describe, expect, it } from 'vitest';
import { ANONYMOUS_AUTHOR, authorName } from './author-name.js';

describe("a review's author name", () => {
  it('is the first name and the last name’s initial', () => {
    expect(authorName('Thandi Nkosi')).toBe('Thandi N.');
    expect(authorName('  Jan  van der   merwe ')).toBe('Jan M.');
    expect(authorName('Émile Ñandú')).toBe('Émile Ñ.');
  });

  it('keeps a single name, and names nobody for a blank one', () => {
    expect(authorName('Sipho')).toBe('Sipho');
    expect(authorName('   ')).toBe(ANONYMOUS_AUTHOR);
  });
});
