import { Stream } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NUL = '\u0000';

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would fail deep in a query
 * (a 500, its parameters in the log). Every body, query string and path is checked before
 * validation, and a NUL is refused as a validation error naming its field.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts = [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ] as const;
    for (const [context, value] of parts) {
      const path = pathToNul(value, []);
      if (path) throw nulError(context, path);
    }
  });
}

/** The field path of the first string (or key) holding a NUL, or null when there is none. */
function pathToNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathToNul(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return path;
    const found = pathToNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

// Parsed JSON and query objects (the query parser's have no Object prototype); uploads (buffers,
// streams) are checked by their own routes.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Stream);
}

/** Shaped like Fastify's schema errors, so the error handler answers it as every other 400. */
function nulError(context: string, path: string[]) {
  return Object.assign(new Error(`${context} holds a NUL character`), {
    statusCode: 400,
    validationContext: context,
    validation: [
      {
        keyword: 'nul_character',
        instancePath: path.map((segment) => `/${segment}`).join(''),
        schemaPath: '',
        params: {},
        message: 'validation.nul_character',
      },
    ],
  });
}
