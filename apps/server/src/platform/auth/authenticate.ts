import { ErrorCode } from '@app/contracts/error-codes';
import type { TRole } from '@app/contracts/enums';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { TAccessTokenClaims, TAccessTokens } from './access-token.ts';

export type TRequestUser = TAccessTokenClaims;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by an authenticate hook on routes that need a signed-in user. */
    user: TRequestUser | null;
  }
}

/** Answers whether a session is still alive (not revoked, not past its absolute expiry). */
export type TSessionChecker = (sessionId: string) => Promise<boolean>;

export type TAuthenticate = (options?: {
  roles?: readonly TRole[];
}) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Builds the route hook that requires a bearer token. The session is checked on every call so
 * that logout, password change and account disable take effect at once, not at token expiry.
 * Expiry follows the app's clock, so tests can move it.
 */
export function createAuthenticate(
  tokens: TAccessTokens,
  isSessionActive: TSessionChecker,
  now: () => Date,
): TAuthenticate {
  return (options = {}) =>
    async (request) => {
      const token = bearerToken(request);
      const claims = token ? await tokens.verify(token, now()) : null;
      if (!claims || !(await isSessionActive(claims.sessionId))) {
        throw new AppError(ErrorCode.Unauthenticated);
      }
      if (options.roles && !options.roles.includes(claims.role)) {
        throw new AppError(ErrorCode.Forbidden);
      }
      request.user = claims;
    };
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/** The signed-in user of a route behind an authenticate hook. */
export function requireUser(request: FastifyRequest): TRequestUser {
  if (!request.user) throw new AppError(ErrorCode.Unauthenticated);
  return request.user;
}
