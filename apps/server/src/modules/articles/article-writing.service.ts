import {
  articleBlocks,
  type TArticleDraft,
  type TArticleReview,
  type TArticleStatus,
  type TWrittenArticle,
  type TWrittenArticlePage,
  type TWrittenArticleSummary,
} from '@app/contracts/articles';
import type { TAuditAction, TAuditSubjectType } from '@app/contracts/audit';
import { ErrorCode } from '@app/contracts/error-codes';
import { MailType } from '@app/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldsError } from '../../platform/http/validation-errors.ts';
import { translator } from '../../platform/i18n/i18n.ts';
import type { TServices } from '../../services.ts';
import type { TAccountsService } from '../accounts/accounts.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './articles.repo.ts';

export type TArticleWritingService = ReturnType<typeof createArticleWritingService>;

const SUBJECT: TAuditSubjectType = 'article';
/** Mailbox texts are stored in Traditional Chinese, as every module stores them. */
const mailText = translator('zh-tw', 'courses');
/** A counselor's byline: what the column calls them. */
const COUNSELOR_TITLE = '諮商心理師';
/** The longest biography a byline takes from the counselor's "about me". */
const BIO_LENGTH = 300;
/** Statuses in which the author may still change or discard the article. */
const EDITABLE: readonly TArticleStatus[] = ['draft', 'returned'];

const notFound = (id: string) => new AppError(ErrorCode.NotFound, { internal: `article ${id} not found` });

function summaryOf(row: Omit<repo.TWrittenArticleRow, 'summary' | 'body'>): TWrittenArticleSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    author: { id: row.authorId, name: row.authorName, title: row.authorTitle },
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    reviewComment: row.reviewComment,
  };
}

function articleOf(row: repo.TWrittenArticleRow): TWrittenArticle {
  return { ...summaryOf(row), summary: row.summary, body: row.body, blocks: articleBlocks(row.body) };
}

/**
 * Writing for the column: a counselor writes drafts under their own byline (made with their first
 * draft) and sends them for review; an expert publishes them or returns them with a comment.
 * Publishing mails the author (mail 18, "article launched"). Each author sees only their own
 * articles; experts see what was sent to them, never a draft.
 */
export function createArticleWritingService(deps: {
  db: DbOrTx;
  accounts: Pick<TAccountsService, 'getCounselorProfile'>;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  const audit = (db: DbOrTx, actor: TAuditActor, action: TAuditAction, row: repo.TWrittenArticleRow) =>
    recordAudit(db, {
      actor,
      action,
      subjectType: SUBJECT,
      subjectId: row.id,
      details: { authorId: row.authorId },
      at: deps.now(),
    });

  /** The counselor's article, locked when asked; someone else's does not exist for them. */
  async function ownArticle(
    db: DbOrTx,
    counselorId: string,
    id: string,
    options: { forUpdate?: boolean } = {},
  ) {
    const row = await repo.findWrittenArticle(db, id, options);
    if (!row || row.authorCounselorId !== counselorId) throw notFound(id);
    return row;
  }

  /** Locks the counselor's article for a change its author may still make. */
  async function editable(db: DbOrTx, counselorId: string, id: string) {
    const row = await ownArticle(db, counselorId, id, { forUpdate: true });
    if (!EDITABLE.includes(row.status))
      throw new AppError(ErrorCode.ArticleNotEditable, { internal: `article ${id} is ${row.status}` });
    return row;
  }

  async function reread(db: DbOrTx, id: string): Promise<TWrittenArticle> {
    const row = await repo.findWrittenArticle(db, id);
    if (!row) throw new Error(`article ${id} vanished`);
    return articleOf(row);
  }

  return {
    async listOwn(
      counselorId: string,
      options: { status?: TArticleStatus | undefined; page: number; pageSize: number },
    ): Promise<TWrittenArticlePage> {
      const authorId = await repo.findAuthorIdOfCounselor(deps.db, counselorId);
      if (authorId === null) return { totalRecords: 0, records: [] };
      const { records, total } = await repo.listWrittenArticles(deps.db, {
        authorId,
        ...(options.status ? { statuses: [options.status] } : {}),
        order: 'latestChange',
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      return { totalRecords: total, records: records.map(summaryOf) };
    },

    async getOwn(counselorId: string, id: string): Promise<TWrittenArticle> {
      return articleOf(await ownArticle(deps.db, counselorId, id));
    },

    async create(counselorId: string, draft: Required<TArticleDraft>): Promise<TWrittenArticle> {
      const profile = await deps.accounts.getCounselorProfile(counselorId);
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const authorId = await repo.ensureCounselorAuthor(db, {
          counselorId,
          name: profile.fullName,
          title: COUNSELOR_TITLE,
          bio: (profile.aboutMe ?? '').trim().slice(0, BIO_LENGTH),
        });
        const id = await repo.insertDraft(db, { authorId, ...draft, at: deps.now() });
        return reread(db, id);
      });
    },

    async update(counselorId: string, id: string, draft: Required<TArticleDraft>): Promise<TWrittenArticle> {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        await editable(db, counselorId, id);
        await repo.updateArticle(db, id, { ...draft, updatedAt: deps.now() });
        return reread(db, id);
      });
    },

    /** Discards a draft (or a returned article); what was sent or published stays. */
    async discard(counselorId: string, id: string): Promise<void> {
      await deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        await editable(db, counselorId, id);
        await repo.deleteArticle(db, id);
      });
    },

    /** Sends the article to the experts; it needs a summary and a text by then. */
    async submit(counselorId: string, id: string, actor: TAuditActor): Promise<TWrittenArticle> {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const row = await editable(db, counselorId, id);
        const missing = [
          ...(row.summary.trim() ? [] : [{ path: ['summary'], message: 'validation.article_summary' }]),
          ...(row.body.trim() ? [] : [{ path: ['body'], message: 'validation.article_body' }]),
        ];
        if (missing.length > 0) throw fieldsError(missing);
        const at = deps.now();
        await repo.updateArticle(db, id, { status: 'in_review', submittedAt: at, updatedAt: at });
        await audit(db, actor, 'article.submitted', row);
        return reread(db, id);
      });
    },

    /** The experts' queue: every article waiting, the oldest submission first. */
    async listForReview(options: { page: number; pageSize: number }): Promise<TWrittenArticlePage> {
      const { records, total } = await repo.listWrittenArticles(deps.db, {
        statuses: ['in_review'],
        order: 'oldestSubmission',
        limit: options.pageSize,
        offset: options.page * options.pageSize,
      });
      return { totalRecords: total, records: records.map(summaryOf) };
    },

    /** An article sent to the experts (waiting, returned or published); a draft is its author's alone. */
    async getForReview(id: string): Promise<TWrittenArticle> {
      const row = await repo.findWrittenArticle(deps.db, id);
      if (!row || row.status === 'draft') throw notFound(id);
      return articleOf(row);
    },

    /** An expert's decision: publish now (mail 18 to the author), or return with the comment. */
    async review(
      id: string,
      decision: Required<TArticleReview>,
      actor: TAuditActor,
    ): Promise<TWrittenArticle> {
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        const row = await repo.findWrittenArticle(db, id, { forUpdate: true });
        if (!row || row.status === 'draft') throw notFound(id);
        if (row.status !== 'in_review')
          throw new AppError(ErrorCode.ArticleNotInReview, { internal: `article ${id} is ${row.status}` });
        const at = deps.now();
        if (decision.approve) {
          await repo.updateArticle(db, id, {
            status: 'published',
            publishedAt: at,
            updatedAt: at,
            reviewComment: null,
          });
          await audit(db, actor, 'article.published', row);
          if (row.authorCounselorId)
            await tx.mail.sendMail({
              userId: row.authorCounselorId,
              type: MailType.ArticleLaunched,
              message: mailText('articleReview.published', { title: row.title }),
              link: `/article/authors/author/articlecontent?id=${id}`,
            });
        } else {
          await repo.updateArticle(db, id, {
            status: 'returned',
            reviewComment: decision.comment,
            updatedAt: at,
          });
          await audit(db, actor, 'article.returned', row);
        }
        return reread(db, id);
      });
    },
  };
}
