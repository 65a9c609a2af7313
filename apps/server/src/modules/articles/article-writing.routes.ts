import {
  ZArticleDraftSchema,
  ZArticleParamsSchema,
  ZArticleReviewSchema,
  ZOwnArticleListQuerySchema,
  ZWrittenArticlePageSchema,
  ZWrittenArticleSchema,
} from '@app/contracts/articles';
import { ZPageQuerySchema } from '@app/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { auditActor } from '../../platform/audit/audit-actor.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['articles'];
const NOT_YOURS = "Another counselor's article: 404.";
const NOT_EDITABLE = 'Waiting for review or published: ArticleNotEditable (409), nothing changes.';

/** Writing for the column (counselors) and reviewing what they send (experts). */
export async function registerArticleWritingModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { articleWriting }: Pick<TServices, 'articleWriting'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const counselorOnly = { onRequest: ctx.authenticate({ roles: ['counselor'] }) };
  const expertOnly = { onRequest: ctx.authenticate({ roles: ['expert'] }) };
  const oneArticle = envelopeResponses(ZWrittenArticleSchema, [400, 401, 403, 404, 409]);

  routes.get(
    '/Counselor/Articles',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The counselor's articles",
        description: 'Every status, the latest change first, paged; `status` filters.',
        querystring: ZOwnArticleListQuerySchema,
        response: envelopeResponses(ZWrittenArticlePageSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await articleWriting.listOwn(requireUser(request).userId, {
          status: request.query.status,
          page: request.query.start_page,
          pageSize: request.query.page_size,
        }),
        request.locale,
      ),
  );

  routes.post(
    '/Counselor/Articles',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Start an article',
        description:
          'A draft under the counselor’s byline (made with their first article from their profile). The ' +
          'title is needed; the summary and the text may wait until it is sent for review.',
        body: ZArticleDraftSchema,
        response: envelopeResponses(ZWrittenArticleSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(await articleWriting.create(requireUser(request).userId, request.body), request.locale),
  );

  routes.get(
    '/Counselor/Articles/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'One of the counselor’s articles, with its text',
        description: NOT_YOURS,
        params: ZArticleParamsSchema,
        response: oneArticle,
      },
    },
    async (request) =>
      ok(await articleWriting.getOwn(requireUser(request).userId, request.params.id), request.locale),
  );

  routes.put(
    '/Counselor/Articles/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Change a draft or a returned article',
        description: `${NOT_YOURS} ${NOT_EDITABLE}`,
        params: ZArticleParamsSchema,
        body: ZArticleDraftSchema,
        response: oneArticle,
      },
    },
    async (request) =>
      ok(
        await articleWriting.update(requireUser(request).userId, request.params.id, request.body),
        request.locale,
      ),
  );

  routes.delete(
    '/Counselor/Articles/:id',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Discard a draft or a returned article',
        description: `${NOT_YOURS} ${NOT_EDITABLE}`,
        params: ZArticleParamsSchema,
        response: envelopeResponses(z.null(), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      await articleWriting.discard(requireUser(request).userId, request.params.id);
      return ok(null, request.locale);
    },
  );

  routes.post(
    '/Counselor/Articles/:id/Submit',
    {
      ...counselorOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Send an article for review',
        description:
          `A draft or a returned article with a summary and a text (otherwise 400 naming the missing ` +
          `field). ${NOT_YOURS} ${NOT_EDITABLE}`,
        params: ZArticleParamsSchema,
        response: oneArticle,
      },
    },
    async (request) =>
      ok(
        await articleWriting.submit(requireUser(request).userId, request.params.id, auditActor(request)),
        request.locale,
      ),
  );

  routes.get(
    '/Expert/Articles',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Articles waiting for review',
        description: 'The oldest submission first, paged. Other roles get 403.',
        querystring: ZPageQuerySchema,
        response: envelopeResponses(ZWrittenArticlePageSchema, [400, 401, 403]),
      },
    },
    async (request) =>
      ok(
        await articleWriting.listForReview({
          page: request.query.start_page,
          pageSize: request.query.page_size,
        }),
        request.locale,
      ),
  );

  routes.get(
    '/Expert/Articles/:id',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'An article sent for review, with its text',
        description: 'Waiting, returned or published; a draft is its author’s alone (404).',
        params: ZArticleParamsSchema,
        response: oneArticle,
      },
    },
    async (request) => ok(await articleWriting.getForReview(request.params.id), request.locale),
  );

  routes.post(
    '/Expert/Articles/:id/Review',
    {
      ...expertOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Publish an article or return it',
        description:
          '{ approve, comment }: comment is required when returning. Publishing puts it in the column at ' +
          'once and mails its author (mail 18). An article not waiting is ArticleNotInReview (409).',
        params: ZArticleParamsSchema,
        body: ZArticleReviewSchema,
        response: oneArticle,
      },
    },
    async (request) =>
      ok(await articleWriting.review(request.params.id, request.body, auditActor(request)), request.locale),
  );
}
