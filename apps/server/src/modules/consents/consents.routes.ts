import { ZConsentRequiredQuerySchema, ZConsentRequiredSchema } from '@app/contracts/consents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['consents'];

/** What a user must agree to before an action. */
export async function registerConsentsModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { consents }: Pick<TServices, 'consents'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/Consent/Required',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'The texts an action asks the signed-in user to agree to',
        description:
          'For action=booking: the booking rules, the privacy policy and the recording-forbidden notice; ' +
          'for action=recharge: the recharge contract. Each with its current version, the page that ' +
          'shows it, and whether the caller agreed to that version already (a new version asks again).',
        querystring: ZConsentRequiredQuerySchema,
        response: envelopeResponses(ZConsentRequiredSchema, [400, 401]),
      },
    },
    async (request) => {
      const required = await consents.required(requireUser(request).userId, request.query.action);
      return ok(required, request.locale);
    },
  );
}
