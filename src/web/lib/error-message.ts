import { type ErrorCode, isErrorCode } from '@shared/api/error-codes';
import { ApiError } from './api-client';

/** What a failure says when the API said nothing (docs/specification.md §8): admin, and sign-in and up. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const UNEXPECTED_ERROR_TRY_AGAIN = 'An unexpected error occurred. Please try again.';

/** A screen's own words for some of the API's error codes. */
export type ErrorWording = Partial<Record<ErrorCode | 'http_error', string>>;

/**
 * The one way a failure becomes words: the screen's wording for its error code, else the API's own
 * message, else `fallback` (the API said nothing: a network failure, a bug). The failure may be a code
 * on its own, as an address carries it (the cart's ?problem=). Never matched on a message's text.
 */
export function errorMessage(
  failure: unknown,
  wording: ErrorWording = {},
  fallback = UNEXPECTED_ERROR,
): string {
  if (failure instanceof ApiError) return wording[failure.code] ?? (failure.message || fallback);
  if (isErrorCode(failure)) return wording[failure] ?? fallback;
  return fallback;
}

/** Whether a failure is the API's answer with this code. */
export const hasErrorCode = (failure: unknown, code: ErrorCode): boolean =>
  failure instanceof ApiError && failure.code === code;

/**
 * The API's problems with the fields of a body, for a form that edits the part of it under `prefix`
 * (`settings.` of `settings.eft.accountNumber`): by the form's names, each with the API's words.
 */
export function fieldProblems(failure: unknown, prefix = ''): Array<[name: string, problem: string]> {
  if (!(failure instanceof ApiError) || !failure.fields) return [];
  return Object.entries(failure.fields)
    .filter(([path]) => path.startsWith(prefix) && path.length > prefix.length)
    .map(([path, problem]) => [path.slice(prefix.length), problem]);
}
