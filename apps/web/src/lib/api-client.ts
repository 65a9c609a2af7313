import { EnvelopeCode } from '@app/contracts/envelope-codes';
import type { TFieldError } from '@app/contracts/envelope';
import { getApiLocale } from './i18n';

/** A call that did not succeed: the envelope's error_code and message, the HTTP status and data. */
export class ApiError extends Error {
  readonly errorCode: number;
  readonly status: number;
  readonly data: unknown;

  constructor(errorCode: number, message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.data = data;
  }

  /** The fields a validation failure (1000) names, with messages already in the request's locale. */
  get fieldErrors(): TFieldError[] {
    if (this.errorCode !== EnvelopeCode.ValidationFailed) return [];
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    return Array.isArray(fields) ? fields.filter(isFieldError) : [];
  }
}

function isFieldError(value: unknown): value is TFieldError {
  const candidate = value as TFieldError | null;
  return typeof candidate?.field === 'string' && typeof candidate.message === 'string';
}

type TApiClientHooks = {
  getToken: () => string | null;
  /**
   * Called when the server answers 401, with the token the refused request carried (null for
   * none): the session that token belongs to is over.
   */
  onUnauthorized: (sentToken: string | null) => void;
};

let hooks: TApiClientHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
};

/** The session lives in the shell, a layer above; it plugs itself in here. */
export function configureApiClient(next: Partial<TApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** False for calls whose 401 is an answer, not a lost session (signing in, refreshing, logging out). */
  signOutOnUnauthorized?: boolean;
};

type TEnvelopeBody = { error_code: number; message: string; data: unknown };

export function isEnvelope(body: unknown): body is TEnvelopeBody {
  return typeof (body as TEnvelopeBody | null)?.error_code === 'number';
}

/**
 * Calls `/api/{locale}{path}` and returns the envelope's data. Success is HTTP 200 with a
 * non-null body whose error_code is 0; anything else throws an ApiError.
 */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, signOutOnUnauthorized = true } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(`/api/${getApiLocale()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const envelope: unknown = await response.json().catch(() => null);

  if (response.status === 200 && isEnvelope(envelope) && envelope.error_code === EnvelopeCode.Success) {
    return envelope.data as T;
  }
  if (response.status === 401 && signOutOnUnauthorized) hooks.onUnauthorized(token);
  if (isEnvelope(envelope)) {
    throw new ApiError(envelope.error_code, envelope.message, response.status, envelope.data);
  }
  throw new ApiError(EnvelopeCode.Internal, response.statusText, response.status, null);
}

export const api = {
  get: <T>(path: string, options?: Omit<TRequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The session's hooks, for the upload helper (upload-file.ts) kept out of the first load. */
export function apiClientHooks(): TApiClientHooks {
  return hooks;
}
