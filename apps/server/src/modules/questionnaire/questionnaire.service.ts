import { ErrorCode } from '@app/contracts/error-codes';
import type { TFreeTrialProgress } from '@app/contracts/free-trial';
import type { TApiLocale } from '@app/contracts/locale';
import {
  questionnaireErrors,
  type TClientQuestionnaire,
  type TQuestionnaire,
  type TQuestionnaireAnswer,
} from '@app/contracts/questionnaire';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuditActor } from '../../platform/audit/audit-actor.ts';
import type { TRequestUser } from '../../platform/auth/authenticate.ts';
import type { TFieldCipher } from '../../platform/crypto/field-cipher.ts';
import type { TWithTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { fieldsError } from '../../platform/http/validation-errors.ts';
import type { TServices } from '../../services.ts';
import { recordAudit, USER_SUBJECT, type TAuditRecorder } from '../audit/audit.service.ts';
import type { TCoursesService } from '../courses/courses.service.ts';
import { questionsIn } from './questionnaire-questions.ts';
import * as repo from './questionnaire.repo.ts';

export type TQuestionnaireService = ReturnType<typeof createQuestionnaireService>;

/** What is sealed in a client's row: each question's chosen options and 'other' text. */
type TStoredAnswers = { answers: { questionId: string; optionIds: string[]; otherText: string | null }[] };

/**
 * The client's intake questionnaire, a step of the free trial. The answers are sealed with the
 * field cipher; only the client, the counselor of one of their sessions and experts read them, and
 * each read is recorded in the audit trail before the answers leave.
 */
export function createQuestionnaireService(deps: {
  db: DbOrTx;
  cipher: TFieldCipher;
  courses: Pick<TCoursesService, 'hasCourseWith'>;
  /** Writes the audit row of a read: in the caller's transaction, or batched outside one. */
  recordRead: TAuditRecorder;
  withTransaction: TWithTransaction<TServices>;
  now: () => Date;
}) {
  const mayRead = async (caller: TRequestUser, clientId: string): Promise<boolean> => {
    if (caller.role === 'expert') return true;
    if (caller.role === 'client') return caller.userId === clientId;
    return deps.courses.hasCourseWith({ counselorId: caller.userId, clientId });
  };

  return {
    questions: (locale: TApiLocale): TQuestionnaire => ({ questions: questionsIn(locale) }),

    /**
     * Stores the signed-in client's answers, once, and completes the questionnaire's step of the
     * free trial (with the phone verified, the bonus points): all in one transaction. A sheet that
     * breaks a rule writes nothing and names each question it fails.
     */
    submit(
      caller: TRequestUser,
      answers: TQuestionnaireAnswer[],
      actor: TAuditActor,
    ): Promise<TFreeTrialProgress> {
      const errors = questionnaireErrors(questionsIn('zh-tw'), answers);
      if (errors.length > 0) return Promise.reject(fieldsError(errors));
      const stored: TStoredAnswers = {
        answers: questionsIn('zh-tw').map((question) => {
          const answer = answers.find((given) => given.questionId === question.id);
          const optionIds = answer?.optionIds ?? [];
          const hasOther = question.options.some((option) => option.isOther && optionIds.includes(option.id));
          return {
            questionId: question.id,
            optionIds,
            otherText: hasOther ? (answer?.otherText?.trim() ?? null) : null,
          };
        }),
      };
      return deps.withTransaction(async (tx) => {
        const db = tx.unit.db;
        // The client's row lock orders this against the phone's step and a second submission.
        if (!(await tx.accounts.lockUser(caller.userId))) throw new AppError(ErrorCode.NotFound);
        const now = deps.now();
        const inserted = await repo.insertAnswers(db, {
          clientId: caller.userId,
          answers: deps.cipher.encrypt(JSON.stringify(stored), repo.answersContext(caller.userId)),
          submittedAt: now,
        });
        if (!inserted) throw new AppError(ErrorCode.QuestionnaireAnswered);
        await recordAudit(db, {
          actor,
          action: 'questionnaire.submitted',
          subjectType: USER_SUBJECT,
          subjectId: caller.userId,
          at: now,
        });
        return tx.accounts.completeFreeTrialStep(caller.userId, 'questionnaireAnswered', actor);
      });
    },

    /** A client's answers with the texts chosen, for whoever may read them (each read audited). */
    async read(
      caller: TRequestUser,
      clientId: string,
      locale: TApiLocale,
      actor: TAuditActor,
    ): Promise<TClientQuestionnaire> {
      if (!(await mayRead(caller, clientId))) throw new AppError(ErrorCode.Forbidden);
      const row = await repo.findAnswers(deps.db, clientId);
      if (!row) throw new AppError(ErrorCode.NotFound, { internal: `no answers of ${clientId}` });
      const stored = JSON.parse(
        deps.cipher.decrypt(row.answers, repo.answersContext(clientId)),
      ) as TStoredAnswers;
      await deps.recordRead({
        actor,
        action: 'questionnaire.answers_read',
        subjectType: USER_SUBJECT,
        subjectId: clientId,
        details: { role: caller.role },
        at: deps.now(),
      });
      const questions = new Map(questionsIn(locale).map((question) => [question.id, question]));
      return {
        clientId,
        submittedAt: row.submittedAt.toISOString(),
        answers: stored.answers.map((answer) => {
          const question = questions.get(answer.questionId);
          return {
            questionId: answer.questionId,
            question: question?.text ?? answer.questionId,
            options: answer.optionIds.map((id) => ({
              id,
              text: question?.options.find((option) => option.id === id)?.text ?? id,
            })),
            otherText: answer.otherText,
          };
        }),
      };
    },
  };
}
