import { isSitePath } from '@app/contracts/site-path';
import {
  MAIL_PAGE_SIZE,
  MailType,
  ZMailListQuerySchema,
  ZMailPageSchema,
  ZMarkMailsReadBodySchema,
  ZMarkMailsReadQuerySchema,
} from '@app/contracts/mail';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../platform/app-context.ts';
import { requireUser } from '../../platform/auth/authenticate.ts';
import { ok } from '../../platform/http/envelope.ts';
import { loopbackOnly } from '../../platform/http/loopback-only.ts';
import { bearerSecurity, envelopeResponses } from '../../platform/http/route-schemas.ts';
import type { TServices } from '../../services.ts';

const signedInErrors = [400, 401] as const;
const tags = ['mail'];
const ZUnreadCountSchema = z.number().int().min(0).describe('The unread mail count');

/** The signed-in user's mailbox (shell spec §4, §7). */
export async function registerMailModule(
  api: FastifyInstance,
  ctx: TAppContext,
  { mail }: Pick<TServices, 'mail'>,
): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/Mail/Count',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Unread mail count',
        response: envelopeResponses(ZUnreadCountSchema, signedInErrors),
      },
    },
    async (request) => ok(await mail.unreadCount(requireUser(request).userId), request.locale),
  );

  routes.get(
    '/Mail',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'A page of mails, newest first',
        description: `${MAIL_PAGE_SIZE} mails a page; start_page counts from 0. IsUnread=true lists unread mails only.`,
        querystring: ZMailListQuerySchema,
        response: envelopeResponses(ZMailPageSchema, signedInErrors),
      },
    },
    async (request) => {
      const page = await mail.listMails({
        userId: requireUser(request).userId,
        unreadOnly: request.query.IsUnread,
        page: request.query.start_page,
      });
      return ok(page, request.locale);
    },
  );

  routes.post(
    '/Mail/IsRead',
    {
      onRequest: ctx.authenticate(),
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Mark mails read',
        description:
          'IsSetAll=true marks every mail read (the body is ignored); IsSetAll=false marks the mails whose ids ' +
          'the body lists, as a bare array or as { ids }. Read mails stay read. Answers the new unread count.',
        querystring: ZMarkMailsReadQuerySchema,
        body: ZMarkMailsReadBodySchema,
        response: envelopeResponses(ZUnreadCountSchema, signedInErrors),
      },
    },
    async (request) => {
      const unread = await mail.markRead({
        userId: requireUser(request).userId,
        ids: request.query.IsSetAll ? 'all' : request.body,
      });
      return ok(unread, request.locale);
    },
  );
}

/**
 * Outside production, to peers on this machine only: sends the signed-in user a mail, so
 * end-to-end journeys and manual checks can watch the mailbox and its badge change without the
 * flows that send mails for real.
 */
export function registerDevMail(
  app: FastifyInstance,
  ctx: TAppContext,
  { mail }: Pick<TServices, 'mail'>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/mail',
    {
      onRequest: [loopbackOnly, ctx.authenticate()],
      schema: {
        tags: ['dev'],
        security: bearerSecurity,
        summary: 'Send yourself a mail (not in production)',
        body: z.object({
          type: z.enum(MailType),
          message: z.string().trim().min(1).max(500),
          // The same rule the web applies before following a mail's link: a path of this site only.
          link: z.string().refine(isSitePath, 'a path of this site').nullish(),
        }),
        response: envelopeResponses(z.object({ id: z.uuid(), unread: ZUnreadCountSchema }), signedInErrors),
      },
    },
    async (request) => {
      const sent = await mail.sendMail({ userId: requireUser(request).userId, ...request.body });
      return ok(sent, request.locale);
    },
  );
}
