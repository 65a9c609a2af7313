import { ZIceServerListSchema, ZSosInfoQuerySchema, ZSosInfoSchema } from '@app/contracts/room';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';
import { iceServersFor } from './ice-servers.ts';

/** The session room's HTTP side: the relay servers its browsers use, and the SOS procedure. */
export async function registerRoomsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  services: Pick<TServices, 'withTransaction'>,
): Promise<void> {
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

  routes.get(
    '/Client/GetSOSInfo',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags: ['rooms'],
        security: bearerSecurity,
        summary: "The client's SOS info, for the session's counselor",
        description:
          'For the counselor of course `id` while its room is open (from 10 minutes before the start ' +
          "to the end of length plus buffer, and not completed or canceled): the client's name, " +
          'phone, IP (of their latest connection to the room, else of their latest sign-in) and ' +
          'emergency contact. Anyone else, and any other time, is refused (403). Every answer is ' +
          'recorded in the audit trail (`course.sos_info_read`).',
        querystring: ZSosInfoQuerySchema,
        response: envelopeResponses(ZSosInfoSchema, [400, 401, 403]),
      },
    },
    async (request) => {
      const actor = auditActor(request);
      const info = await services.withTransaction((tx) => tx.rooms.sosInfo(request.query.id, actor));
      return ok(info, request.locale);
    },
  );
}
