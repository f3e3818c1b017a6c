import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../shared/api/error-codes.js';
import type { ApiErrorBody } from '../../shared/schemas/common.js';
import { isDataException } from '../db/errors.js';

/** An error the client caused, with the status and message it should see. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds until the client may try again (429 and 503 answers). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
/** The server has no room for the request now: try again later. */
export const busy = (message: string, retryAfterSeconds: number) =>
  new AppError(503, 'busy', message, undefined, retryAfterSeconds);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', message, undefined, Math.max(1, retryAfterSeconds));

/** The shape of every error answer (docs/design.md §6). */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** A client error Fastify itself raised that the shop names apart. */
const FASTIFY_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
};

/** The code of any other client error Fastify itself raised, by its status. */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

/** One error shape for every answer (docs/design.md §6); nothing a client sends may become a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // A body refused unread (too large, too slow): the connection cannot carry another request.
    const status = error.statusCode ?? 500;
    if (status === 408 || status === 413) reply.header('connection', 'close');
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(errorBody('validation_error', first, fields));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large…), under
      // the shop's codes.
      const code = FASTIFY_CODES[error.code ?? ''] ?? CLIENT_ERROR_CODES[status] ?? 'bad_request';
      return reply.status(status).send(errorBody(code, error.message));
    }
    if (isDataException(error)) {
      // Validation should have refused it first: logged, so that the schema can learn it.
      request.log.warn({ err: error }, 'the database refused a value');
      return reply
        .status(400)
        .send(errorBody('bad_request', 'The request holds a value the shop cannot store.'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody('internal_error', 'Something went wrong. Please try again.'));
  });
}

/** The answer to a request no route serves. */
export function sendEndpointNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0] ?? '/';
  return reply.status(404).send(errorBody('not_found', `No such endpoint: ${request.method} ${pathname}`));
}
