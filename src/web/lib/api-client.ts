import type { QueryClient } from '@tanstack/react-query';
import {
  type EndpointInput,
  type EndpointName,
  type EndpointResponse,
  type HttpMethod,
  endpointUrl,
  endpoints,
} from '@shared/api/endpoints';
import type { ImportReport } from '@shared/schemas/admin-csv';
import type { UploadedImage } from '@shared/schemas/admin-products';
import type { ApiErrorBody } from '@shared/schemas/common';

/** An error answer of the API, carrying its status, code and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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
    error?.code ?? 'http_error',
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

/** Calls an endpoint of the contract (src/shared/api): over HTTP in the browser, in process on the server. */
export type Transport = <Name extends EndpointName>(
  name: Name,
  input: EndpointInput<Name>,
) => Promise<EndpointResponse<Name>>;

export const httpTransport: Transport = (name, input) =>
  call(
    endpoints[name].method,
    endpointUrl(name, input),
    input.body === undefined ? undefined : { content: JSON.stringify(input.body), type: 'application/json' },
  );

/** Uploads an image for a product: its body is the file, not JSON (POST /api/admin/media). */
export const uploadMedia = (file: File): Promise<UploadedImage> =>
  call('POST', `/api/admin/media?name=${encodeURIComponent(file.name)}`, {
    content: file,
    type: file.type || 'application/octet-stream',
  });

/** Sends a CSV file as the body (a product import or its preview: CSV_PATHS). */
export const uploadCsv = (path: string, file: File): Promise<ImportReport> =>
  call('POST', path, { content: file, type: 'text/csv' });

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
  <Name extends EndpointName>(name: Name, input: EndpointInput<Name>) =>
  ({ client }: { client: QueryClient }): Promise<EndpointResponse<Name>> =>
    (transports.get(client) ?? httpTransport)(name, input);
