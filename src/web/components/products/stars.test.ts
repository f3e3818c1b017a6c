import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

const markupOf = (...ratings: number[]) =>
  renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      ratings.map((rating, i) => createElement(Stars, { key: i, rating })),
    ),
  );

describe('Stars', () => {
  it('reads the rating to a screen reader and fills the stars as far as it goes', () => {
    const markup = markupOf(4.5);
    expect(markup).toContain('aria-label="4.5 out of 5 stars"');
    expect(markup).toContain('width:90%');
    expect(markupOf(7)).toContain('width:100%');
    expect(markupOf(-1)).toContain('width:0%');
  });

  it('draws each rating’s star once, and every star of the page refers to one drawn on it', () => {
    const markup = markupOf(3, 4, 5);
    const drawn = [...markup.matchAll(/<path id="([^"]+)"/g)].map((m) => m[1]);
    const used = [...markup.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    // Five stars in each of the two rows of each rating.
    expect(used).toHaveLength(30);
    for (const id of drawn) expect(used.filter((u) => u === id)).toHaveLength(10);
  });
});
