import { errorHttpStatus, type TErrorCode } from '@app/contracts/error-codes';

/**
 * The one error a service throws. `code` picks the HTTP status and the user-safe, localized
 * message; `internal` is logged and never sent.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: TErrorCode,
    options: { data?: unknown; internal?: string; headers?: Record<string, string> } = {},
  ) {
    super(options.internal ?? `AppError ${code}`);
    this.name = 'AppError';
    this.code = code;
    this.status = errorHttpStatus[code];
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }
}
