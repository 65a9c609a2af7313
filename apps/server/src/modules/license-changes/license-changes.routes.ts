import {
  ZExpiringLicenseSchema,
  ZLicenseChangeParamsSchema,
  ZLicenseChangeSubmitSchema,
  ZLicenseReviewResultSchema,
  ZLicenseReviewSchema,
  ZOwnLicensesSchema,
  ZPendingLicenseChangeSchema,
} from '@app/contracts/license-changes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['licence changes'];

/** Counselors' licences: their change requests, the experts' review, and expiry. */
export async function registerLicenseChangesModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { licenseChanges }: Pick<TServices, 'licenseChanges'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const expertOnly = { onRequest: ctx.authenticate({ roles: ['expert'] }) };
  const counselorOnly = { onRequest: ctx.authenticate({ roles: ['counselor'] }) };

  routes.get(
    '/Counselor/PendingReviewLicenseList',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Licence-change requests waiting for review (experts)',
        description:
          'Every request with status 1 (UnderReview), oldest first, with the licences asked for and the ' +
          "counselor's accepted licences now (current); the list length is the expert menu's badge. " +
          'Other roles get 403.',
        response: envelopeResponses(z.array(ZPendingLicenseChangeSchema), [401, 403]),
      },
    },
    async (request) => ok(await licenseChanges.listPending(request.locale), request.locale),
  );

  routes.post(
    '/Counselor/License/:id/Review',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "An expert's decision on a licence change",
        description:
          '{ accepted, reason }: reason is required when not accepted (status 3, NotAccepted). Accepting ' +
          "(status 2) makes the request's licences the counselor's, shown as verified on the public page. " +
          'Mails the counselor (20) and writes the audit trail. A request not under review is 409 ' +
          '(LicenseChangeNotUnderReview); nobody reviews their own (403). Other roles get 403.',
        params: ZLicenseChangeParamsSchema,
        body: ZLicenseReviewSchema,
        response: envelopeResponses(ZLicenseReviewResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(
        await licenseChanges.review(
          { ...auditActor(request), userId: user.userId },
          request.params.id,
          request.body,
        ),
        request.locale,
      );
    },
  );

  routes.get(
    '/Counselor/License',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The counselor's own licences (counselors)",
        description:
          'The accepted licences (what the public page shows) and the latest change request with its ' +
          'status and, when not accepted, the reason. Other roles get 403.',
        response: envelopeResponses(ZOwnLicensesSchema, [401, 403]),
      },
    },
    async (request) =>
      ok(await licenseChanges.getOwn(requireUser(request).userId, request.locale), request.locale),
  );

  routes.put(
    '/Counselor/License',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Asks for the licences to be changed (counselors)',
        description:
          '{ licenses }: 1 to 10 licences, each with name, issuer, number, effectiveDate, expiresOn (after ' +
          'effectiveDate) and licenseType. Creates a request under review (an earlier one still under ' +
          'review is discarded, status 0); experts review it in 3 to 5 business days and get mail 19. ' +
          'The accepted licences stay until then. Answers as GET. Other roles get 403.',
        body: ZLicenseChangeSubmitSchema,
        response: envelopeResponses(ZOwnLicensesSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await licenseChanges.submit(
          requireUser(request).userId,
          request.body.licenses,
          auditActor(request),
          request.locale,
        ),
        request.locale,
      ),
  );

  routes.get(
    '/Counselor/ExpiringLicenseList',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Accepted licences expiring within 30 days (experts)',
        description:
          'Every accepted licence whose expiry day (Taiwan) is within 30 days, or already past, soonest ' +
          'first, with days left (negative once past). A counselor whose licences have all expired is ' +
          'hidden from the directory until a renewed licence is accepted. Other roles get 403.',
        response: envelopeResponses(z.array(ZExpiringLicenseSchema), [401, 403]),
      },
    },
    async (request) => ok(await licenseChanges.listExpiring(), request.locale),
  );
}
