import { z } from 'zod';
import type { TValidationMessageKey } from './validation-messages.ts';

/**
 * The client's intake questionnaire, a step of the free trial (domain spec §5: fully answered, an
 * 'other' option needs its text; multi-choice up to 5 selections).
 */
export const QUESTIONNAIRE_LIMITS = { choices: 5, otherText: 1000 } as const;

export const questionTypes = ['single', 'multi'] as const;
export type TQuestionType = (typeof questionTypes)[number];

export const ZQuestionOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** An 'other' option: choosing it needs the answer's otherText. */
  isOther: z.boolean(),
});

export const ZQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(questionTypes),
  options: z.array(ZQuestionOptionSchema),
});
export type TQuestion = z.infer<typeof ZQuestionSchema>;

/** GET /api/{locale}/Questionnaire: the questions, in the request's locale. */
export const ZQuestionnaireSchema = z.object({ questions: z.array(ZQuestionSchema) });
export type TQuestionnaire = z.infer<typeof ZQuestionnaireSchema>;

export const ZQuestionnaireAnswerSchema = z.object({
  questionId: z.string().max(50),
  optionIds: z.array(z.string().max(50)).max(20),
  otherText: z.string().trim().max(QUESTIONNAIRE_LIMITS.otherText, 'validation.too_long').nullish(),
});
export type TQuestionnaireAnswer = z.infer<typeof ZQuestionnaireAnswerSchema>;

/** POST /api/{locale}/Questionnaire: one answer per question; the rules are `questionnaireErrors`. */
export const ZSubmitQuestionnaireSchema = z.object({
  answers: z.array(ZQuestionnaireAnswerSchema).max(50),
});
export type TSubmitQuestionnaire = z.infer<typeof ZSubmitQuestionnaireSchema>;

/** GET /api/{locale}/Questionnaire/{clientId}: a client's answers with the texts they chose. */
export const ZClientQuestionnaireSchema = z.object({
  clientId: z.uuid(),
  submittedAt: z.string(),
  answers: z.array(
    z.object({
      questionId: z.string(),
      question: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
      otherText: z.string().nullable(),
    }),
  ),
});
export type TClientQuestionnaire = z.infer<typeof ZClientQuestionnaireSchema>;

export const ZClientQuestionnaireParamsSchema = z.object({ clientId: z.uuid() });

export type TQuestionnaireError = { path: (string | number)[]; message: TValidationMessageKey };

/**
 * Every rule an answer sheet breaks, each naming the question (`answers.<questionId>`): every
 * question answered, only its own options, one for a single choice and at most five for a multiple
 * one, a text for a chosen 'other', and nothing about unknown questions. Empty when it passes.
 */
export function questionnaireErrors(
  questions: readonly Pick<TQuestion, 'id' | 'type' | 'options'>[],
  answers: readonly TQuestionnaireAnswer[],
): TQuestionnaireError[] {
  const errors: TQuestionnaireError[] = [];
  const known = new Set(questions.map((question) => question.id));
  for (const answer of answers) {
    if (!known.has(answer.questionId))
      errors.push({ path: ['answers', answer.questionId], message: 'validation.questionnaire_option' });
  }
  for (const question of questions) {
    const given = answers.filter((answer) => answer.questionId === question.id);
    const path = ['answers', question.id];
    const answer = given[0];
    if (!answer || answer.optionIds.length === 0) {
      errors.push({ path, message: 'validation.questionnaire_required' });
      continue;
    }
    const ids = answer.optionIds;
    const options = new Map(question.options.map((option) => [option.id, option]));
    if (given.length > 1 || new Set(ids).size !== ids.length || ids.some((id) => !options.has(id))) {
      errors.push({ path, message: 'validation.questionnaire_option' });
      continue;
    }
    if (question.type === 'single' && ids.length !== 1) {
      errors.push({ path, message: 'validation.questionnaire_single' });
      continue;
    }
    if (ids.length > QUESTIONNAIRE_LIMITS.choices) {
      errors.push({ path, message: 'validation.limit_reached' });
      continue;
    }
    if (ids.some((id) => options.get(id)?.isOther) && !answer.otherText?.trim())
      errors.push({ path: [...path, 'otherText'], message: 'validation.other_text' });
  }
  return errors;
}
