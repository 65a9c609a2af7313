import {
  ZPushPublicKeySchema,
  ZPushSubscriptionInputSchema,
  ZPushUnsubscribeInputSchema,
} from '@app/contracts/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['push'];

/** Web Push: the key browsers subscribe with, and each user's own browsers. */
export async function registerPushModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { push }: Pick<TServices, 'push'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Push/PublicKey',
    {
      schema: {
        tags,
        summary: 'The VAPID public key',
        description: 'The applicationServerKey a browser subscribes to Web Push with (base64url).',
        response: envelopeResponses(ZPushPublicKeySchema, []),
      },
    },
    async (request) => ok({ publicKey: push.publicKey() }, request.locale),
  );

  routes.post(
    '/Push/Subscription',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Receive session reminders by push on this browser',
        description:
          "Stores the browser's PushSubscription (endpoint and keys) for the signed-in user. Reminders " +
          'are pushed as their push flags say. Subscribing a browser again replaces its keys; a browser ' +
          'another account subscribed before now belongs to the caller.',
        body: ZPushSubscriptionInputSchema,
        response: envelopeResponses(z.null(), [400, 401]),
      },
    },
    async (request) => {
      await push.subscribe(requireUser(request).userId, request.body);
      return ok(null, request.locale);
    },
  );

  routes.delete(
    '/Push/Subscription',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Stop pushes to this browser',
        description: "Removes one of the caller's own subscriptions by its endpoint; any other answers 404.",
        body: ZPushUnsubscribeInputSchema,
        response: envelopeResponses(z.null(), [400, 401, 404]),
      },
    },
    async (request) => {
      await push.unsubscribe(requireUser(request).userId, request.body.endpoint);
      return ok(null, request.locale);
    },
  );
}
