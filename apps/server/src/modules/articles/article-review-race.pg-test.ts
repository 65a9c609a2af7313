import { ErrorCode } from '@app/contracts/error-codes';
import { MailType } from '@app/contracts/mail';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { mails } from '../../db/schema/mail.ts';
import { attemptOutcome } from '../../test/attempt-outcome.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createTestServices } from '../../test/test-services.ts';
import { createUser } from '../../test/test-users.ts';

// Runs only on a real PostgreSQL server (project server-pg), where the decisions really run at the
// same moment on many connections.
const testApp = await buildTestApp();
const { database } = testApp;
const db = database.db;
const { services } = await createTestServices(testApp);

const PARALLEL = 8;
const actor = (userId: string, role: 'counselor' | 'expert') => ({
  userId,
  role,
  ip: null,
  requestId: 'test',
});

describe('experts deciding on one article at the same moment', () => {
  it(`${String(PARALLEL)} decisions: one is taken, the rest ArticleNotInReview; one mail, one trail row`, async () => {
    const counselor = await createUser(database, { role: 'counselor', fullName: '陳怡君' });
    const experts = await Promise.all(
      Array.from({ length: PARALLEL }, () => createUser(database, { role: 'expert' })),
    );
    const { id } = await services.articleWriting.create(counselor.id, {
      title: '同時審核',
      summary: '摘要',
      body: '內文',
    });
    await services.articleWriting.submit(counselor.id, id, actor(counselor.id, 'counselor'));

    const outcomes = await Promise.all(
      experts.map((expert, index) =>
        attemptOutcome(
          services.articleWriting.review(
            id,
            index % 2 === 0 ? { approve: true, comment: '' } : { approve: false, comment: '請修改' },
            actor(expert.id, 'expert'),
          ),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === ErrorCode.ArticleNotInReview)).toHaveLength(PARALLEL - 1);
    const decisions = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.subjectType, 'article')));
    expect(decisions.filter(({ action }) => action !== 'article.submitted')).toHaveLength(1);
    const launched = await db
      .select()
      .from(mails)
      .where(and(eq(mails.userId, counselor.id), eq(mails.type, MailType.ArticleLaunched)));
    const article = await services.articleWriting.getOwn(counselor.id, id);
    expect(launched).toHaveLength(article.status === 'published' ? 1 : 0);
  });
});
