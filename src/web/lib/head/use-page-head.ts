import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { type PageHead, headTags, isPageData } from './page-head';

/** The head of the deepest route that has one: each route's loader answers { head }. */
export function useRouteHead(): PageHead | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData;
    if (isPageData(data)) return data.head;
  }
  return undefined;
}

/**
 * After a navigation inside the app, the document's head follows the page: the server wrote the
 * first page's head (head-html.ts), marking each tag with data-head, and these replace them.
 */
export function usePageHead(): void {
  const head = useRouteHead();
  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    const fresh = headTags(head).map(({ tag, attrs, text }) => {
      const element = document.createElement(tag);
      element.setAttribute('data-head', '');
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      if (text !== undefined) element.textContent = text;
      return element;
    });
    const current = document.head.querySelectorAll('[data-head]');
    const same =
      current.length === fresh.length && fresh.every((element, i) => element.isEqualNode(current[i] ?? null));
    if (same) return;
    current.forEach((element) => element.remove());
    document.head.append(...fresh);
  }, [head]);
}
