import {
  TREATMENT_CASE_LIMITS,
  ZCaseBasicsSchema,
  ZCaseClientListSchema,
  ZCaseClientQuerySchema,
  ZCaseCloseSchema,
  ZCaseListQuerySchema,
  ZCaseOpenSchema,
  ZCasePageSchema,
  ZCaseParamsSchema,
  ZCaseRecordInputSchema,
  ZCaseSchema,
} from '@app/contracts/treatment-cases';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['treatment cases'];
const NOT_YOURS = "Another counselor's case: 404.";
const CLOSED = 'A closed case: CaseClosed (409), nothing changes.';

/** Who asks about which case, and the audit actor of what they do. */
const caseRequest = (request: FastifyRequest & { params: { id: string } }) => ({
  counselorId: requireUser(request).userId,
  caseId: request.params.id,
  actor: auditActor(request),
});

/** Counselors' case files and treatment records: only the counselor who keeps a case sees it. */
export async function registerTreatmentCasesModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { treatmentCases }: Pick<TServices, 'treatmentCases'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const counselorOnly = { onRequest: ctx.authenticate({ roles: ['counselor'] }) };
  const oneCase = envelopeResponses(ZCaseSchema, [400, 401, 403, 404, 409]);

  routes.get(
    '/Counselor/Cases',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The counselor's cases",
        description:
          'The latest opened first, paged; `status` (new, ongoing, closed) filters. Rows hold no sealed ' +
          'text, so the list is not recorded as a read.',
        querystring: ZCaseListQuerySchema,
        response: envelopeResponses(ZCasePageSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await treatmentCases.list({
          counselorId: requireUser(request).userId,
          ...(request.query.status ? { status: request.query.status } : {}),
          page: request.query.start_page,
          pageSize: request.query.page_size,
        }),
        request.locale,
      ),
  );

  routes.get(
    '/Counselor/CaseClients',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The clients a case may be opened for',
        description:
          'Clients with a booked, not canceled session with the counselor, the latest session first, ' +
          'each with their open case (openCaseId) if they have one. With `courseId`, only the client of ' +
          "that session (none when it is not the counselor's): where a session's notes go.",
        querystring: ZCaseClientQuerySchema,
        response: envelopeResponses(ZCaseClientListSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(await treatmentCases.clients(requireUser(request).userId, request.query.courseId), request.locale),
  );

  routes.post(
    '/Counselor/Cases',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Open a case',
        description:
          `{ clientId, target, issues (1–${String(TREATMENT_CASE_LIMITS.issues)} topic categories), goal ` +
          `(≤ ${String(TREATMENT_CASE_LIMITS.goal)}), processStatus }. The client must have booked or held a ` +
          'session with the counselor (CaseClientNotEligible, 422); one open case per client ' +
          '(CaseAlreadyOpen, 409). The case number is the counselor’s next (C0001, C0002, …).',
        body: ZCaseOpenSchema,
        response: envelopeResponses(ZCaseSchema, [400, 401, 403, 409, 422]),
      },
    },
    async (request) =>
      ok(
        await treatmentCases.open({
          counselorId: requireUser(request).userId,
          input: request.body,
          actor: auditActor(request),
        }),
        request.locale,
      ),
  );

  routes.get(
    '/Counselor/Cases/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A case with its records',
        description: `The goal, records and closing decrypted; each read is recorded (case.read). ${NOT_YOURS}`,
        params: ZCaseParamsSchema,
        response: envelopeResponses(ZCaseSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await treatmentCases.read(caseRequest(request)), request.locale),
  );

  routes.put(
    '/Counselor/Cases/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Change an open case's target, issues, goal and stage",
        description: `{ target, issues, goal, processStatus }, all of them. ${CLOSED} ${NOT_YOURS}`,
        params: ZCaseParamsSchema,
        body: ZCaseBasicsSchema,
        response: oneCase,
      },
    },
    async (request) =>
      ok(await treatmentCases.update({ ...caseRequest(request), input: request.body }), request.locale),
  );

  routes.post(
    '/Counselor/Cases/:id/Records',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Add a treatment record',
        description:
          `{ processStatus, content (≤ ${String(TREATMENT_CASE_LIMITS.content)}), courseId (one of the ` +
          "case's sessions, or null) }. Records are kept as written; a correction is a further record. " +
          `The case becomes ongoing, at the record's stage. ${CLOSED} ${NOT_YOURS}`,
        params: ZCaseParamsSchema,
        body: ZCaseRecordInputSchema,
        response: oneCase,
      },
    },
    async (request) =>
      ok(await treatmentCases.addRecord({ ...caseRequest(request), input: request.body }), request.locale),
  );

  routes.post(
    '/Counselor/Cases/:id/Close',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Close a case',
        description:
          `{ closeType, effectivenessScore (1–5), summary (≤ ${String(TREATMENT_CASE_LIMITS.summary)}) }. ` +
          `The case is read-only from then on. ${CLOSED} ${NOT_YOURS}`,
        params: ZCaseParamsSchema,
        body: ZCaseCloseSchema,
        response: oneCase,
      },
    },
    async (request) =>
      ok(await treatmentCases.close({ ...caseRequest(request), input: request.body }), request.locale),
  );
}
