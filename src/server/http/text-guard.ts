import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

export const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/**
 * Where in the value (however deep) a string holds the NUL character: its dotted path, if any. Only
 * parsed data is looked into: a body handed over unread (a CSV file's stream) is checked as it is read.
 */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (value instanceof Stream) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * No text with a NUL character reaches a handler (docs/decisions/0013): PostgreSQL cannot store one (it
 * answered 500), SQLite would keep it and cut the text short in many readers. One check for every
 * body, query and path, before validation, so no field can forget it; the answer names the field
 * as validation would.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
    if (field !== undefined)
      throw new AppError(400, 'validation_error', NUL_MESSAGE, { [field]: NUL_MESSAGE });
  });
}
