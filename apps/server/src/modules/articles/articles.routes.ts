import {
  ZArticleAuthorListSchema,
  ZArticleAuthorParamsSchema,
  ZArticleAuthorSchema,
  ZArticleDetailSchema,
  ZArticleListQuerySchema,
  ZArticlePageSchema,
  ZArticleParamsSchema,
} from '@app/contracts/articles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publicRead } from '../../platform/http/public-cache.ts';
import { envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const tags = ['articles'];

/** The column (專欄文章) and the psychological scales: public reads, no sign-in. */
export async function registerArticlesModule(
  api: FastifyInstance,
  _ctx: TAppContext,
  { articles }: Pick<TServices, 'articles'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Articles',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'Published articles',
        description:
          'The latest published first, paged (`start_page` from 0); `author_id` keeps one author’s (the ' +
          'psychological scales are the scale author’s: 15, or 35 on test hosts); `counselor_id` keeps the ' +
          'articles of the author who is that counselor. An article dated later ' +
          'is scheduled and not listed until then.',
        querystring: ZArticleListQuerySchema,
        response: envelopeResponses(ZArticlePageSchema, [400]),
      },
    },
    async (request) =>
      ok(
        await articles.list({
          authorId: request.query.author_id,
          counselorId: request.query.counselor_id,
          page: request.query.start_page,
          pageSize: request.query.page_size,
        }),
        request.locale,
      ),
  );

  routes.get(
    '/Articles/:id',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'One published article',
        description:
          'Its text as headings and paragraphs, its author, and up to three more of the author’s ' +
          'articles. Unknown or not yet published: 404.',
        params: ZArticleParamsSchema,
        response: envelopeResponses(ZArticleDetailSchema, [400, 404]),
      },
    },
    async (request) => ok(await articles.get(request.params.id), request.locale),
  );

  routes.get(
    '/ArticleAuthors',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'The column’s authors',
        description: 'Authors with at least one published article, with how many they have published.',
        response: envelopeResponses(ZArticleAuthorListSchema, []),
      },
    },
    async (request) => ok(await articles.listAuthors(), request.locale),
  );

  routes.get(
    '/ArticleAuthors/:id',
    {
      ...publicRead,
      schema: {
        tags,
        summary: 'One author of the column',
        description: 'Their byline, biography and published article count. Unknown: 404.',
        params: ZArticleAuthorParamsSchema,
        response: envelopeResponses(ZArticleAuthorSchema, [400, 404]),
      },
    },
    async (request) => ok(await articles.getAuthor(request.params.id), request.locale),
  );
}
