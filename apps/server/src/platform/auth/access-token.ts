import { roles, type TRole } from '@app/contracts/enums';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 60 minutes (shell spec §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'at+jwt';

export type TAccessTokenClaims = { userId: string; role: TRole; sessionId: string };

export type TAccessTokens = {
  sign(claims: TAccessTokenClaims, now?: Date): Promise<string>;
  /** The claims of a valid token, or null for any token that must be refused. */
  verify(token: string, now?: Date): Promise<TAccessTokenClaims | null>;
};

/** Tokens whose signature was checked, remembered at most; the oldest are forgotten first. */
const MAX_VERIFIED = 10_000;

type TVerified = { claims: TAccessTokenClaims; notBefore: number; expiresAt: number };

export function createAccessTokens(options: {
  secret: string;
  issuer: string;
  audience: string;
}): TAccessTokens {
  const key = new TextEncoder().encode(options.secret);
  // A token's bytes cannot change, so its signature and claims need checking once; only its
  // validity period depends on the time of each request. (Whether its session is still alive is
  // the session check's job, on every request.)
  const verified = new Map<string, TVerified>();
  return {
    async sign(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(claims.userId)
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setIssuedAt(issuedAt)
        .setNotBefore(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, now = new Date()) {
      const seconds = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      if (known) return known.notBefore <= seconds && seconds < known.expiresAt ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: options.audience,
          typ: TOKEN_TYPE,
          currentDate: now,
          requiredClaims: ['sub', 'sid', 'exp', 'nbf', 'iat'],
        });
        const role = payload['role'];
        const sessionId = payload['sid'];
        if (typeof role !== 'string' || !(roles as readonly string[]).includes(role)) return null;
        if (typeof sessionId !== 'string' || !payload.sub) return null;
        const claims = { userId: payload.sub, role: role as TRole, sessionId };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, notBefore: payload.nbf!, expiresAt: payload.exp! });
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
