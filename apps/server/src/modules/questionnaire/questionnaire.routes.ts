import {
  ZClientQuestionnaireParamsSchema,
  ZClientQuestionnaireSchema,
  ZQuestionnaireSchema,
  ZSubmitQuestionnaireSchema,
} from '@app/contracts/questionnaire';
import { ZFreeTrialProgressSchema } from '@app/contracts/free-trial';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['questionnaire'];

/** The clients' intake questionnaire: its questions, a client's answers, and who may read them. */
export async function registerQuestionnaireModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { questionnaire }: Pick<TServices, 'questionnaire'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Questionnaire',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The intake questionnaire',
        description:
          "Each question's id, text (in the request's locale), type (single: exactly one option; multi: " +
          "one to five) and options; an option with isOther needs the answer's otherText.",
        response: envelopeResponses(ZQuestionnaireSchema, [401, 403]),
      },
    },
    async (request) => ok(questionnaire.questions(request.locale), request.locale),
  );

  routes.post(
    '/Questionnaire',
    {
      onRequest: ctx.authenticate({ roles: ['client'] }),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Answers the signed-in client's intake questionnaire",
        description:
          '`{ answers: [{ questionId, optionIds, otherText }] }`, one answer for every question. A sheet ' +
          'that breaks a rule is refused with 400 naming each question (`answers.<questionId>`) and ' +
          'nothing is stored. Answered once (3501, 409 after). The answers are stored encrypted. With ' +
          'the phone verified too, the free trial steps are complete: freeCourseStatus 4 and 200 bonus ' +
          'points (bonusGranted), once per client.',
        body: ZSubmitQuestionnaireSchema,
        response: envelopeResponses(ZFreeTrialProgressSchema, [400, 401, 403, 409]),
      },
    },
    async (request) =>
      ok(
        await questionnaire.submit(requireUser(request), request.body.answers, auditActor(request)),
        request.locale,
      ),
  );

  routes.get(
    '/Questionnaire/:clientId',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "A client's questionnaire answers",
        description:
          'For the client themselves, the counselor of one of their sessions (booked, not canceled) and ' +
          'experts; anyone else gets 403, and 404 when the client has not answered. Every read is ' +
          'recorded in the audit trail (questionnaire.answers_read).',
        params: ZClientQuestionnaireParamsSchema,
        response: envelopeResponses(ZClientQuestionnaireSchema, [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(
        await questionnaire.read(
          requireUser(request),
          request.params.clientId,
          request.locale,
          auditActor(request),
        ),
        request.locale,
      ),
  );
}
