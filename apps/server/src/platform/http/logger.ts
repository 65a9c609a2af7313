import type { FastifyServerOptions } from 'fastify';
import type { TConfig } from '../../config/env.ts';

/**
 * Whatever might carry a secret, a token, a password or its hash, wherever it is logged. Request
 * bodies are not logged at all; these are the paths a log call could still reach.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.access_token',
  '*.refresh_token',
];

/**
 * Fields of database errors that hold the values of a query: drizzle's `params` (an insert's
 * password hash, say) and PostgreSQL's `detail` ("Failing row contains (…)").
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

/** Options of the server's pino logger. */
export function loggerOptions(config: Pick<TConfig, 'LOG_LEVEL'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
  } satisfies FastifyServerOptions['logger'];
}

type TSerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * An error as a log line shows it: type, message, stack, code and other plain fields, its cause
 * nested, and never the values a failed query was given. Drizzle writes them into the message as
 * well (`…\nparams: a,b,c`), so that text is cut out of message and stack.
 */
export function serializeError(error: Error, depth = 0): TSerializedError {
  const valuesText = queryValuesText(error);
  const scrub = (text: string) => (valuesText ? text.split(valuesText).join('') : text);
  const serialized: TSerializedError = {
    type: error.constructor.name,
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || serialized[key] !== undefined) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      serialized[key] = typeof value === 'string' ? scrub(value) : value;
    }
  }
  // Causes are followed a few levels deep; a cycle ends there.
  const cause = error.cause;
  if (cause instanceof Error && depth < 4) serialized['cause'] = serializeError(cause, depth + 1);
  else if (cause !== undefined && !(cause instanceof Error)) serialized['cause'] = String(cause);
  return serialized;
}

function queryValuesText(error: Error): string | null {
  const params = (error as { params?: unknown }).params;
  return Array.isArray(params) && params.length ? `\nparams: ${String(params)}` : null;
}
