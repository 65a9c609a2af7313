import { ZIceServerListSchema } from '@app/contracts/room';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import { iceServersFor } from './ice-servers.ts';

/** The session room's HTTP side: the relay servers its browsers use. */
export async function registerRoomsModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { config } = ctx;

  routes.get(
    '/IceServer',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags: ['rooms'],
        security: bearerSecurity,
        summary: 'STUN and TURN servers for the session room',
        description:
          'The relay servers (RTCIceServer) for the signed-in user. TURN entries carry a username ' +
          '`expiry:userId` and a credential that is the base64 HMAC-SHA1 of it under the TURN ' +
          "server's shared secret (coturn's use-auth-secret), valid until expiry. An empty list " +
          'means no relay is configured: browsers connect by their own addresses.',
        response: envelopeResponses(ZIceServerListSchema, [401]),
      },
    },
    async (request) => {
      const servers = iceServersFor(
        {
          stunUrls: config.ICE_STUN_URLS,
          turnUrls: config.ICE_TURN_URLS,
          turnSecret: config.ICE_TURN_SECRET,
          turnTtlSeconds: config.ICE_TURN_TTL_SECONDS,
        },
        requireUser(request).userId,
        ctx.now(),
      );
      return ok(servers, request.locale);
    },
  );
}
