import { ErrorCode, type TErrorCode } from '@app/contracts/error-codes';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from './app-error.ts';
import { errorMessage } from './messages.ts';
import { localizeValidationErrors, validationSummary } from './validation-errors.ts';

/**
 * One place turns every failure into the envelope with an honest status. 5xx details are
 * logged with the request id and never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(
        reply,
        error.status,
        error.code,
        errorMessage(error.code, locale),
        error.data,
        error.headers,
      );
    }
    if (error.validation) {
      const fields = localizeValidationErrors(error.validation, locale);
      const message = validationSummary(fields, locale, errorMessage(ErrorCode.ValidationFailed, locale));
      return send(reply, 400, ErrorCode.ValidationFailed, message, { fields });
    }
    const status = error.statusCode ?? 500;
    const code = codeOfStatus(status);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    return send(reply, status >= 500 ? 500 : status, code, errorMessage(code, locale), null);
  });
}

/** The pages of the built web app, rendered on the server or answered with its index.html (see web-app.ts). */
export type TWebAppPages = {
  isPage: (request: FastifyRequest) => boolean;
  sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
};

/**
 * Unknown paths: the envelope's 404, rate-limited against scanning. Pages of the web app are
 * answered with the app instead, never limited: everyone behind one NAT loads them.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  limitUnknownPaths: preHandlerAsyncHookHandler,
  webApp?: TWebAppPages,
): void {
  const preHandler: preHandlerAsyncHookHandler = async function (request, reply) {
    if (webApp?.isPage(request)) return;
    await limitUnknownPaths.call(this, request, reply);
  };
  app.setNotFoundHandler({ preHandler }, (request, reply) => {
    if (webApp?.isPage(request)) return webApp.sendPage(request, reply);
    const locale = request.locale;
    return send(reply, 404, ErrorCode.NotFound, errorMessage(ErrorCode.NotFound, locale), null);
  });
}

function codeOfStatus(status: number): TErrorCode {
  if (status === 401) return ErrorCode.Unauthenticated;
  if (status === 403) return ErrorCode.Forbidden;
  if (status === 404) return ErrorCode.NotFound;
  if (status === 409) return ErrorCode.Conflict;
  if (status === 413) return ErrorCode.PayloadTooLarge;
  if (status === 429) return ErrorCode.RateLimited;
  if (status >= 400 && status < 500) return ErrorCode.ValidationFailed;
  return ErrorCode.Internal;
}

function send(
  reply: FastifyReply,
  status: number,
  code: TErrorCode,
  message: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  return reply.status(status).headers(headers).send({ error_code: code, message, data });
}
