import type { QueryClient } from '@tanstack/react-query';
import {
  type EndpointInput,
  type EndpointName,
  type EndpointResponse,
  endpointUrl,
  endpoints,
} from '@shared/api/endpoints';
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

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls the shop's API with JSON and turns error answers into ApiError. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const payload: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = (payload as ApiErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `Request failed (${response.status})`,
      error?.fields,
    );
  }
  return payload as T;
}

/** Builds a query string from the defined values only. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Calls an endpoint of the contract (src/shared/api): over HTTP in the browser, in process on the server. */
export type Transport = <Name extends EndpointName>(
  name: Name,
  input: EndpointInput<Name>,
) => Promise<EndpointResponse<Name>>;

export const httpTransport: Transport = (name, input) =>
  api(endpoints[name].method, endpointUrl(name, input), input.body);

const transports = new WeakMap<QueryClient, Transport>();

/** The server renderer's query client reads through the in-process transport it is given. */
export function setTransport(client: QueryClient, transport: Transport): void {
  transports.set(client, transport);
}

/** A query function for an endpoint, through the transport of the query client that runs it. */
export const endpointQueryFn =
  <Name extends EndpointName>(name: Name, input: EndpointInput<Name>) =>
  ({ client }: { client: QueryClient }): Promise<EndpointResponse<Name>> =>
    (transports.get(client) ?? httpTransport)(name, input);
