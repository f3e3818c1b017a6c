import { type ErrorWording, errorMessage } from './error-message';

/** A notice (a toast): its title, and maybe a line under it; an id replaces an earlier one. */
export type Notice = string | { title: string; description?: string; id?: string };

/**
 * A call's notices, given as its meta: the query client shows them (src/web/app/query-client.ts),
 * the one place that does. A call without `failure` leaves its failure to the screen.
 */
type QueryNotices = { failure?(error: unknown): Notice };
type MutationNotices = QueryNotices & { success?(variables: unknown, result: unknown): Notice | undefined };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryNotices;
    mutationMeta: MutationNotices;
  }
}

/**
 * A failure's notice under its own title, the failure's words (the screen's `wording` for its code,
 * else the API's; with `prefix` before them) below.
 */
export const titledFailure =
  (title: string, { prefix, id, wording }: { prefix?: string; id?: string; wording?: ErrorWording } = {}) =>
  (error: unknown): Notice => {
    const words = errorMessage(error, wording);
    return { title, description: prefix ? `${prefix}: ${words}` : words, id };
  };
