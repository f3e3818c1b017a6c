import type { Page } from 'playwright-core';

/**
 * A JSON call to the shop's API made from a tab, so it carries that tab's session and origin (an
 * administrator's, to set up what a journey needs): the status, and the answer's JSON or null.
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
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}
