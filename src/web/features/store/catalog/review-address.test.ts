import { describe, expect, it } from 'vitest';
import { readReviewAddress, reviewAddress } from './review-address';

const search = (query: string) => new URLSearchParams(query);

describe("the product page's reviews in its address", () => {
  it('reads the order and the page, the defaults when the address names none', () => {
    expect(readReviewAddress(search(''))).toEqual({ sort: 'newest', page: 1 });
    expect(readReviewAddress(search('reviewSort=highest&reviewPage=3'))).toEqual({
      sort: 'highest',
      page: 3,
    });
    expect(readReviewAddress(search('reviewSort=lowest'))).toEqual({ sort: 'lowest', page: 1 });
  });

  it('reads anything else as the default rather than failing the page', () => {
    for (const query of ['reviewSort=best', 'reviewSort=', 'reviewSort=constructor']) {
      expect(readReviewAddress(search(query)).sort).toBe('newest');
    }
    for (const query of [
      'reviewPage=0',
      'reviewPage=-2',
      'reviewPage=1.5',
      'reviewPage=two',
      'reviewPage=10001',
      'reviewPage=',
    ]) {
      expect(readReviewAddress(search(query)).page).toBe(1);
    }
  });

  it("links to other reviews keep the page's other parameters and land on the reviews", () => {
    expect(reviewAddress(search('variant=v1'), { sort: 'highest', page: 2 })).toEqual({
      search: '?variant=v1&reviewSort=highest&reviewPage=2',
      hash: '#reviews',
    });
    // The defaults are left out: the first page, newest first, is the product's own address.
    expect(reviewAddress(search('reviewSort=lowest&reviewPage=4'), { sort: 'newest', page: 1 })).toEqual({
      search: '',
      hash: '#reviews',
    });
    const there = reviewAddress(search('reviewPage=9'), { sort: 'lowest', page: 3 });
    expect(readReviewAddress(search(there.search))).toEqual({ sort: 'lowest', page: 3 });
  });
});
