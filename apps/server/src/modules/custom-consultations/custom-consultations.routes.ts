import {
  CUSTOM_CONSULTATION_ANSWER_HOURS,
  CUSTOM_CONSULTATION_PAYMENT_HOURS,
  ZCustomConsultationAcceptSchema,
  ZCustomConsultationDeclineSchema,
  ZCustomConsultationListQuerySchema,
  ZCustomConsultationPageSchema,
  ZCustomConsultationParamsSchema,
  ZCustomConsultationPaySchema,
  ZCustomConsultationRequestInputSchema,
  ZCustomConsultationSchema,
} from '@app/contracts/custom-consultations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['custom consultations'];

/** Personal custom consultations: the client's request, the counselor's answer, the payment. */
export async function registerCustomConsultationsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { customConsultations }: Pick<TServices, 'customConsultations'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const clientOnly = { onRequest: ctx.authenticate({ roles: ['client'] }) };
  const counselorOnly = { onRequest: ctx.authenticate({ roles: ['counselor'] }) };
  const one = envelopeResponses(ZCustomConsultationSchema, [400, 401, 403, 404, 409]);

  routes.post(
    '/CustomConsultation',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Ask a counselor for a custom consultation',
        description:
          '{ counselorId, message (≤ 1000), preferredTimes (free text ≤ 300), length (0: 60, 1: 90 minutes) }. ' +
          'The counselor must take custom consultations (CustomConsultationNotOffered, 422) and the ' +
          'phone be verified (PhoneNotVerified, 403); one open request per counselor ' +
          `(CustomConsultationAlreadyOpen, 409). Unanswered for ${String(CUSTOM_CONSULTATION_ANSWER_HOURS)} hours it expires. ` +
          'Mails the counselor (21).',
        body: ZCustomConsultationRequestInputSchema,
        response: envelopeResponses(ZCustomConsultationSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) =>
      ok(
        await customConsultations.request({
          clientId: requireUser(request).userId,
          input: request.body,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  // The two lists, one per party: the client's requests and the counselor's incoming ones.
  const lists = [
    {
      path: '/CustomConsultation/Mine',
      party: 'client',
      guard: clientOnly,
      summary: "The client's custom-consultation requests",
      description:
        'Newest first, paged. status: pending, accepted (pay by `deadline`), paid, declined (with ' +
        'declineReason), expired, withdrawn, canceled.',
    },
    {
      path: '/CustomConsultation/Incoming',
      party: 'counselor',
      guard: counselorOnly,
      summary: "The counselor's incoming custom-consultation requests",
      description: 'Newest first, paged; a pending one is answered by `deadline`.',
    },
  ] as const;
  for (const list of lists) {
    routes.get(
      list.path,
      {
        ...list.guard,
        schema: {
          tags,
          security: bearerSecurity,
          summary: list.summary,
          description: list.description,
          querystring: ZCustomConsultationListQuerySchema,
          response: envelopeResponses(ZCustomConsultationPageSchema, [400, 401, 403]),
        },
      },
      async (request) =>
        ok(
          await customConsultations.list({
            party: list.party,
            userId: requireUser(request).userId,
            page: request.query.start_page,
            pageSize: request.query.page_size,
          }),
          request.locale,
        ),
    );
  }

  routes.post(
    '/CustomConsultation/:id/Accept',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Accept a custom-consultation request with a time',
        description:
          "{ startTime }: a start AvailableSlots offers for the request's length. Holds it as a course " +
          `(CourseType Treatment, status Unpaid) at the counselor's custom price for ${String(CUSTOM_CONSULTATION_PAYMENT_HOURS)} ` +
          'hours (and until an hour before it starts) while the client pays; mails the client (21). ' +
          "A time taken meanwhile: SlotTaken (409), the request stays pending. Another counselor's request: 404.",
        params: ZCustomConsultationParamsSchema,
        body: ZCustomConsultationAcceptSchema,
        response: envelopeResponses(ZCustomConsultationSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) =>
      ok(
        await customConsultations.accept({
          id: request.params.id,
          counselorId: requireUser(request).userId,
          startTime: request.body.startTime,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.post(
    '/CustomConsultation/:id/Decline',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Decline a custom-consultation request',
        description:
          "{ reason } (required, ≤ 500), mailed to the client (21). Another counselor's request: 404.",
        params: ZCustomConsultationParamsSchema,
        body: ZCustomConsultationDeclineSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await customConsultations.decline({
          id: request.params.id,
          counselorId: requireUser(request).userId,
          reason: request.body.reason,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.post(
    '/CustomConsultation/:id/Withdraw',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Withdraw a custom-consultation request',
        description: "While it waits for the counselor's answer. Another client's request: 404.",
        params: ZCustomConsultationParamsSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await customConsultations.withdraw({
          id: request.params.id,
          clientId: requireUser(request).userId,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.post(
    '/CustomConsultation/:id/Pay',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Pay an accepted custom consultation',
        description:
          '{ agree: true } (the booking rules). Pays the held course from the stored value: status paid, ' +
          'the counselor is told. Short of points: InsufficientBalance (409), nothing changes; a recharge ' +
          "with the request's courseId pays it. Another client's request: 404.",
        params: ZCustomConsultationParamsSchema,
        body: ZCustomConsultationPaySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await customConsultations.pay({
          id: request.params.id,
          clientId: requireUser(request).userId,
          origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );
}
