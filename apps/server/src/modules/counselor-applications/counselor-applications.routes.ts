import {
  ZApplicationParamsSchema,
  ZCounselorApplicationSchema,
  ZPendingApplicationSchema,
  ZRejectApplicationSchema,
  ZSaveApplicationStepSchema,
} from '@app/contracts/counselor-applications';
import { ApplyStatus } from '@app/contracts/enums';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['counselor applications'];
const ZDecidedSchema = z.object({ id: z.uuid(), status: z.enum(ApplyStatus) });

/** Join-team applications: the applicant's drafts and submission, and the experts' decisions. */
export async function registerCounselorApplicationsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { counselorApplications: applications }: Pick<TServices, 'counselorApplications'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const clientOnly = { onRequest: ctx.authenticate({ roles: ['client'] }) };
  const expertOnly = { onRequest: ctx.authenticate({ roles: ['expert'] }) };

  routes.get(
    '/CounselorApplication',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in client's counselor application",
        description:
          'Every step answered so far (null: not saved yet), the steps that pass the submission checks ' +
          '(completedSteps), the named uploads with fresh signed links (files), the status (ApplyStatus; ' +
          'Complete once an approved counselor has verified their phone) and the latest decision with the ' +
          "expert's comment. Before the first save: id null, status 0. Other roles get 403.",
        response: envelopeResponses(ZCounselorApplicationSchema, [401, 403]),
      },
    },
    async (request) => ok(await applications.getOwn(requireUser(request), request.locale), request.locale),
  );

  routes.put(
    '/CounselorApplication',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Saves one step of the application as a draft',
        description:
          '`{ step, data }` with step one of personalInfo, education, experience, counselorOrganization, ' +
          'licenses, questionnaire. A draft may leave fields empty but keeps every limit (lists, lengths, ' +
          "formats). Files are ids of the applicant's own uploads of the right purpose. Refused with " +
          'Conflict (409) while the application waits for review or after approval. The bank account ' +
          'number is stored encrypted. Answers the whole application.',
        body: ZSaveApplicationStepSchema,
        response: envelopeResponses(ZCounselorApplicationSchema, [400, 401, 403, 409]),
      },
    },
    async (request) =>
      ok(await applications.saveStep(requireUser(request), request.body, request.locale), request.locale),
  );

  routes.post(
    '/CounselorApplication/Submit',
    {
      ...clientOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Sends the application for review',
        description:
          'Every step must pass the submission checks: 400 names each failing field (for example ' +
          "personalInfo.name 'cannot be blank', questionnaire.specialties.first). A rejected application " +
          'is sent again the same way. Experts get mail 11. Conflict (409) when already waiting or approved.',
        response: envelopeResponses(ZCounselorApplicationSchema, [400, 401, 403, 409]),
      },
    },
    async (request) =>
      ok(
        await applications.submit(requireUser(request), request.locale, auditActor(request)),
        request.locale,
      ),
  );

  routes.get(
    '/application',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Counselor applications waiting for review (experts)',
        description:
          'Every application with status 1 (Applying), oldest submission first, with every answer, the ' +
          'documents (signed links) and earlier decisions; the list length is the expert menu badge. ' +
          'Other roles get 403.',
        response: envelopeResponses(z.array(ZPendingApplicationSchema), [401, 403]),
      },
    },
    async (request) => ok(await applications.listPending(request.locale), request.locale),
  );

  routes.post(
    '/application/:id/Approve',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'An expert approves an application',
        description:
          "In one transaction: the applicant's bookings as a client that have not started are cancelled " +
          'and refunded, their stored value moves to their counselor account, the account becomes a ' +
          'counselor with a profile from the résumé (verifyStatus 1 when the phone is verified, else 0: ' +
          'the web app sends them to /verifyphonesingle), the decision is recorded, mails 16 and 12 go ' +
          'out. 404 unknown, 409 not waiting, 403 for other roles or for deciding your own application.',
        params: ZApplicationParamsSchema,
        response: envelopeResponses(ZDecidedSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await applications.approve(requireUser(request), request.params.id, auditActor(request)),
        request.locale,
      ),
  );

  routes.post(
    '/application/:id/Reject',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'An expert rejects an application with a comment',
        description:
          '`{ comment }` is required (up to 1000 characters): the applicant reads it and may revise at ' +
          '/reviseapplication and submit again. Mails 15 and 13. 404 unknown, 409 not waiting.',
        params: ZApplicationParamsSchema,
        body: ZRejectApplicationSchema,
        response: envelopeResponses(ZDecidedSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await applications.reject(
          requireUser(request),
          request.params.id,
          request.body.comment,
          auditActor(request),
        ),
        request.locale,
      ),
  );
}
