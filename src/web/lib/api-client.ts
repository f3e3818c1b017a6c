import type { QueryClient } from '@tanstack/react-query';
import { type ErrorCode, isErrorCode } from '@shared/api/error-codes';
import {
  type EndpointInput,
  type EndpointOfKind,
  type EndpointResponse,
  type HttpMethod,
  type JsonEndpointName,
  endpointUrl,
  endpoints,
} from '@shared/api/endpoints';
import type { ApiErrorBody } from '@shared/schemas/common';

/** An error answer of the API, carrying its status, code and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's code; http_error for an answer that is not the API's (a proxy's error page). */
    readonly code: ErrorCode | 'http_error',
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** An error answer as ApiError; a body that is not the API's (a proxy's page) leaves the status alone. */
function apiError(status: number, text: string): ApiError {
  let error: Partial<ApiErrorBody['error']> | undefined;
  try {
    error = JSON.parse(text).error;
  } catch {
    // Not JSON: the status says it all.
  }
  return new ApiError(
    status,
    isErrorCode(error?.code) ? error.code : 'http_error',
    error?.message ?? `Request failed (${status})`,
    error?.fields,
  );
}

/** One call to the shop's API: its JSON answer (none for a 204), or an ApiError. */
async function call<Answer>(
  method: HttpMethod,
  url: string,
  body?: { content: BodyInit; type: string },
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body ? { 'content-type': body.type } : { accept: 'application/json' },
    body: body?.content,
  });
  const text = await response.text();
  if (!response.ok) throw apiError(response.status, text);
  // The contract types the answer; the server's response schema shaped it.
  const answer = text ? JSON.parse(text) : undefined;
  return answer;
}

/** Calls a JSON endpoint of the contract (src/shared/api): over HTTP in the browser, in process on the server. */
export type Transport = <Name extends JsonEndpointName>(
  name: Name,
  input: EndpointInput<Name>,
) => Promise<EndpointResponse<Name>>;

export const httpTransport: Transport = (name, input) =>
  call(
    endpoints[name].method,
    endpointUrl(name, input),
    input.body === undefined ? undefined : { content: JSON.stringify(input.body), type: 'application/json' },
  );

/** The content type a file endpoint takes its body in (any, for an image: the bytes decide). */
const uploadType = (kind: 'csv-upload' | 'image-upload', file: Blob) =>
  kind === 'csv-upload' ? 'text/csv' : file.type || 'application/octet-stream';

/** Sends a file as the body of a file endpoint (an image upload, a product import or its preview). */
export const uploadFile = <Name extends EndpointOfKind<'csv-upload' | 'image-upload'>>(
  name: Name,
  input: EndpointInput<Name>,
  file: Blob,
): Promise<EndpointResponse<Name>> => {
  const { method, kind } = endpoints[name];
  return call(method, endpointUrl(name, input), { content: file, type: uploadType(kind, file) });
};

const transports = new WeakMap<QueryClient, Transport>();

/** The server renderer's query client reads through the in-process transport it is given. */
export function setTransport(client: QueryClient, transport: Transport): void {
  transports.set(client, transport);
}

/**
 * A query function for an endpoint, through the transport of the query client that runs it. Beside a
 * `select`, annotate the select's parameter (EndpointResponse<Name>): TypeScript infers neither
 * through the other.
 */
export const endpointQueryFn =
  <Name extends JsonEndpointName>(name: Name, input: EndpointInput<Name>) =>
  ({ client }: { client: QueryClient }): Promise<EndpointResponse<Name>> =>
    (transports.get(client) ?? httpTransport)(name, input);
