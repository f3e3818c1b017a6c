import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type UIMatch, useMatches } from 'react-router';
import { pageHeadOf } from '@web/lib/page-route';
import { type PageHead, headTags, notFoundHead } from './page-head';

/** The head of the deepest route that declares one, from the address and what its loader filled. */
function routeHead(matches: UIMatch[], url: URL, queryClient: QueryClient): PageHead | undefined {
  const match = matches.findLast(({ handle }) => pageHeadOf(handle));
  if (!match) return undefined;
  return (
    pageHeadOf(match.handle)?.({ url, params: match.params, queryClient }) ??
    notFoundHead(url.origin, url.pathname)
  );
}

/**
 * After a navigation inside the app, the document's head follows the page: the server wrote the
 * first page's head (head-html.ts), marking each tag with data-head, and these replace them.
 */
export function usePageHead(): void {
  const matches = useMatches();
  const queryClient = useQueryClient();
  useEffect(() => {
    const head = routeHead(matches, new URL(window.location.href), queryClient);
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
  }, [matches, queryClient]);
}
