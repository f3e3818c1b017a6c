import type { Page } from 'playwright-core';

/**
 * A JSON call to the shop's API made from a tab, so it carries that tab's session and origin (an
 * administrator's, to set up what a journey needs): the status, and the answer's JSON (null when it
 * has no body, its text when it is not JSON).
 */
export function callApi<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        ...(body !== undefined && {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      });
      const text = await res.text();
      let answer: unknown;
      try {
        answer = text ? JSON.parse(text) : null;
      } catch {
        answer = text; // not JSON (a proxy's error page): kept as text, so the status assertion speaks
      }
      return { status: res.status, body: answer as T };
    },
    { method, path, body },
  );
}
