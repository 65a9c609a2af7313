import {
  ZJoinWaitlistInputSchema,
  ZWaitlistEntriesSchema,
  ZWaitlistEntrySchema,
  WAITLIST_OFFER_MINUTES,
  ZAcceptedOfferSchema,
} from '@app/contracts/waitlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['waitlist'];

/** A client's waitlist entries and the slots offered to them. Every path answers for the caller's own only (404 otherwise). */
export async function registerWaitlistModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { waitlist }: Pick<TServices, 'waitlist'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const clients = ctx.authenticate({ roles: ['client'] });
  const offerParams = z.object({ courseId: z.uuid() });

  routes.post(
    '/Waitlist',
    {
      onRequest: clients,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Join a topic's waitlist",
        description:
          'The client waits for a slot of the topic starting on one of `weekdays` (0 Sunday … 6 ' +
          'Saturday) between `fromTime` and `toTime` (half hours, Asia/Taipei). When such a slot is ' +
          `free (now or later) the first client waiting is offered it, held for ${String(WAITLIST_OFFER_MINUTES)} ` +
          'minutes, by mail, mailbox (type 32) and push. A phone must be verified (PhoneNotVerified, ' +
          '403); one live entry per topic (WaitlistJoined, 409).',
        body: ZJoinWaitlistInputSchema,
        response: envelopeResponses(ZWaitlistEntrySchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const entry = await waitlist.join({
        clientId: requireUser(request).userId,
        input: request.body,
        actor: auditActor(request),
      });
      return ok(entry, request.locale);
    },
  );

  routes.get(
    '/Waitlist/Mine',
    {
      onRequest: clients,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The caller's waitlist entries",
        description:
          'Waiting entries, first joined first, each with the slot offered to it (until its hold ends) or null.',
        response: envelopeResponses(ZWaitlistEntriesSchema, [401, 403]),
      },
    },
    async (request) => ok(await waitlist.mine(requireUser(request).userId), request.locale),
  );

  routes.delete(
    '/Waitlist/:id',
    {
      onRequest: clients,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Leave a waitlist',
        description:
          "The caller's waiting entry ends; a slot offered to it goes to the next client. Anyone else's: 404.",
        params: z.object({ id: z.uuid() }),
        response: envelopeResponses(z.null(), [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await waitlist.leave({
        clientId: requireUser(request).userId,
        entryId: request.params.id,
        actor: auditActor(request),
      });
      return ok(null, request.locale);
    },
  );

  routes.post(
    '/Waitlist/Offer/:courseId/Accept',
    {
      onRequest: clients,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Book a slot offered from the waitlist',
        description:
          'Pays the offered course from the stored value (status Init). A short balance answers ' +
          'InsufficientBalance (409): a recharge with this `courseId` pays it while it is held. An ' +
          "offer declined, lapsed or withdrawn: WaitlistOfferClosed (409). Anyone else's: 404.",
        params: offerParams,
        response: envelopeResponses(ZAcceptedOfferSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const result = await waitlist.accept({
        clientId: requireUser(request).userId,
        courseId: request.params.courseId,
        actor: auditActor(request),
      });
      return ok(result, request.locale);
    },
  );

  routes.post(
    '/Waitlist/Offer/:courseId/Decline',
    {
      onRequest: clients,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Decline a slot offered from the waitlist',
        description:
          'Frees the slot, which is offered to the next client waiting at once; the entry keeps its ' +
          "place for other slots. An offer already closed: WaitlistOfferClosed (409). Anyone else's: 404.",
        params: offerParams,
        response: envelopeResponses(z.null(), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      await waitlist.decline({
        clientId: requireUser(request).userId,
        courseId: request.params.courseId,
        actor: auditActor(request),
      });
      return ok(null, request.locale);
    },
  );
}
