import { ErrorCode } from '@app/contracts/error-codes';
import { getApiLocale } from './i18n';
import { ApiError, apiClientHooks, isEnvelope } from './api-client';

export type TUploadOptions = {
  /** Called as the file goes up, with the share sent so far (0 to 1). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** Text fields sent before the file (e.g. the upload's purpose). */
  fields?: Record<string, string>;
};

/**
 * Sends `file` as multipart/form-data field `field` to `/api/{locale}{path}` and returns the
 * envelope's data like apiRequest. XMLHttpRequest, since fetch reports no upload progress.
 */
export function uploadFile<T>(
  path: string,
  field: string,
  file: Blob,
  options: TUploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/${getApiLocale()}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const hooks = apiClientHooks();
    const token = hooks.getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let envelope: unknown = null;
      try {
        envelope = JSON.parse(request.responseText);
      } catch {
        envelope = null;
      }
      if (request.status === 200 && isEnvelope(envelope) && envelope.error_code === ErrorCode.Success) {
        resolve(envelope.data as T);
        return;
      }
      if (request.status === 401) hooks.onUnauthorized(token);
      reject(
        isEnvelope(envelope)
          ? new ApiError(envelope.error_code, envelope.message, request.status, envelope.data)
          : new ApiError(ErrorCode.Internal, request.statusText, request.status, null),
      );
    });
    const failed = () => reject(new ApiError(ErrorCode.Internal, 'upload failed', 0, null));
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    options.signal?.addEventListener('abort', () => request.abort());
    const body = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
    body.append(field, file);
    request.send(body);
  });
}
