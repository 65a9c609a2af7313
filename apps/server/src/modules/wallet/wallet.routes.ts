import { ZStatementQuerySchema, ZStatementSchema } from '@app/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['wallet'];

/** The signed-in user's points: the statement of their stored value and bonus points. */
export async function registerWalletModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { ledger }: Pick<TServices, 'ledger'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Wallet/Statement',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The signed-in user's statement",
        description:
          'The balances (reservedAmount, bonusAmount) and one page (20 a page, from 1) of the ' +
          'stored-value movements and of the bonus-point movements, newest first: createdAt, ' +
          'reason, amount (negative when points left) and balanceAfter. Always the caller’s own.',
        querystring: ZStatementQuerySchema,
        response: envelopeResponses(ZStatementSchema, [400, 401]),
      },
    },
    async (request) => {
      const statement = await ledger.statement(requireUser(request).userId, request.query.page);
      return ok(statement, request.locale);
    },
  );
}
